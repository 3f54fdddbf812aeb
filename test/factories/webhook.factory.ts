import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookEventType } from '#shared/schemas/webhooks.ts';
import { WebhookDeliverySchema, WebhookEventSchema, type WebhookDelivery } from '#server/entities/webhook.entity.ts';
import { testOrm } from '../support/test-orm';

/** A finished delivery of an event to an endpoint, as the delivery job leaves one in the log. */
export async function createWebhookDeliveryRow(overrides: { organisationId: string; endpointId: string; type?: WebhookEventType }, em: EntityManager = testOrm().em.fork()): Promise<WebhookDelivery> {
  const now = new Date();
  const event = em.create(WebhookEventSchema, { organisation: overrides.organisationId, type: overrides.type ?? 'idea.created', data: {}, fannedOutAt: now });
  const delivery = em.create(WebhookDeliverySchema, {
    organisation: overrides.organisationId,
    endpoint: overrides.endpointId,
    event,
    status: 'succeeded',
    attempts: 1,
    nextAttemptAt: null,
    lastAttemptAt: now,
    responseStatus: 200,
    responseBody: 'ok',
  });
  await em.flush();
  return delivery;
}
