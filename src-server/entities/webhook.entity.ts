import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { WebhookEventType } from '#shared/schemas/webhooks.ts';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { OrganisationSchema } from './organisation.entity';

/**
 * Something that happened on a site, written in the same transaction as the change itself (the
 * outbox, issue 35): a webhook delivery is made from it later, so a change that rolls back sends
 * nothing and a committed one is never lost. `fannedOutAt` marks it turned into deliveries.
 */
export const WebhookEventSchema = defineEntity({
  name: 'WebhookEvent',
  tableName: 'webhook_event',
  filters: tenantFilter(),
  indexes: [{ properties: ['fannedOutAt', 'createdAt'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    type: p.string().length(40).$type<WebhookEventType>(),
    data: p.json().$type<Record<string, unknown>>(),
    fannedOutAt: p.datetime().nullable(),
  },
});
export type WebhookEvent = InferEntity<typeof WebhookEventSchema>;

/**
 * A site admin's https address subscribed to events. The signing secret is kept as is: signing
 * needs it, unlike an API token's, which only has to be recognised.
 */
export const WebhookEndpointSchema = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoint',
  filters: tenantFilter(),
  indexes: [{ properties: ['organisation', 'createdAt'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    url: p.string().length(2000),
    events: p.array().$type<WebhookEventType[]>(),
    secret: p.string().length(100).hidden(),
    enabled: p.boolean(),
    /** Why it is off when the server switched it off (repeated failure); null when an admin did or it is on. */
    disabledReason: p.string().length(40).nullable(),
    /** Failed attempts since the last success: at WEBHOOK_FAILURES_BEFORE_DISABLE the server switches it off. */
    failureStreak: p.integer(),
  },
});
export type WebhookEndpoint = InferEntity<typeof WebhookEndpointSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One event to one endpoint: its attempts so far and the last answer, for the delivery log. */
export const WebhookDeliverySchema = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_delivery',
  filters: tenantFilter(),
  indexes: [{ properties: ['endpoint', 'createdAt'] }, { properties: ['status', 'nextAttemptAt'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    endpoint: () => p.manyToOne(WebhookEndpointSchema).deleteRule('cascade'),
    event: () => p.manyToOne(WebhookEventSchema).deleteRule('cascade'),
    status: p.string().length(20).$type<WebhookDeliveryStatus>(),
    attempts: p.integer(),
    nextAttemptAt: p.datetime().nullable(),
    lastAttemptAt: p.datetime().nullable(),
    responseStatus: p.integer().nullable(),
    /** The start of the receiver's answer, or why there was none (refused address, timeout). */
    responseBody: p.string().length(500).nullable(),
  },
});
export type WebhookDelivery = InferEntity<typeof WebhookDeliverySchema>;
