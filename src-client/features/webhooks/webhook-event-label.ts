import type { WebhookEventType } from '#shared/schemas/webhooks.ts';

/** Each event's text key: the event names hold a dot, which i18next would read as nesting. */
export const WEBHOOK_EVENT_LABEL_KEYS = {
  'idea.created': 'webhooks.event.ideaCreated',
  'comment.created': 'webhooks.event.commentCreated',
  'feedback.created': 'webhooks.event.feedbackCreated',
} as const satisfies Record<WebhookEventType, string>;
