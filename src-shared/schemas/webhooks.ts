import { z } from 'zod';
import { guidInput } from './common';

/**
 * What a site's webhook endpoint may subscribe to (issue 35). Each event carries ids and the
 * event's own facts, never content a site's admin could not read themselves.
 */
export const WEBHOOK_EVENT_TYPES = ['idea.created', 'idea.updated', 'idea.status_changed', 'idea.merged', 'idea.upvoted', 'comment.created', 'feedback.created', 'campaign.published', 'campaign.member_joined'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_URL_MAX_LENGTH = 2000;

export const webhookCreateInput = z.object({
  url: z.string().trim().min(1, 'ERROR_REQUIRED').max(WEBHOOK_URL_MAX_LENGTH, 'VALUE_TOO_LONG'),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { message: 'invalid-input' }))
    .min(1, 'ERROR_REQUIRED')
    .max(WEBHOOK_EVENT_TYPES.length, 'invalid-input')
    .refine((events) => new Set(events).size === events.length, 'invalid-input'),
});
export type WebhookCreateInput = z.infer<typeof webhookCreateInput>;

export const webhookSetEnabledInput = z.object({ guid: guidInput.shape.guid, enabled: z.boolean() });

/** Changes an endpoint's address, events or switch; what is left out stays as it is. */
export const webhookUpdateInput = webhookCreateInput.partial().extend(webhookSetEnabledInput.partial({ enabled: true }).shape);
export type WebhookUpdateInput = z.infer<typeof webhookUpdateInput>;
export const webhookDeleteInput = guidInput;
/** How many deliveries a page of the log holds, newest first; older ones come a page at a time. */
export const WEBHOOK_LOG_PAGE_SIZE = 50;

/** An endpoint's delivery log: the newest page, or the page older than `cursor` (a delivery's guid). */
export const webhookDeliveriesInput = z.object({ guid: guidInput.shape.guid, cursor: guidInput.shape.guid.nullish() });
export const webhookReplayInput = z.object({ deliveryGuid: guidInput.shape.guid });
