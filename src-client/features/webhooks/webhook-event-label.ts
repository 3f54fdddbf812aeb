import type { WebhookEventType } from '#shared/schemas/webhooks.ts';

/** Each event's text key: the event names hold a dot, which i18next would read as nesting. */
export const WEBHOOK_EVENT_LABEL_KEYS = {
  'idea.created': 'webhooks.event.ideaCreated',
  'idea.updated': 'webhooks.event.ideaUpdated',
  'idea.status_changed': 'webhooks.event.ideaStatusChanged',
  'idea.merged': 'webhooks.event.ideaMerged',
  'idea.upvoted': 'webhooks.event.ideaUpvoted',
  'comment.created': 'webhooks.event.commentCreated',
  'feedback.created': 'webhooks.event.feedbackCreated',
  'campaign.published': 'webhooks.event.campaignPublished',
  'campaign.member_joined': 'webhooks.event.campaignMemberJoined',
} as const satisfies Record<WebhookEventType, string>;
