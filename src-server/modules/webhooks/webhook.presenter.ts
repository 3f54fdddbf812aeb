import type { WebhookDelivery, WebhookEndpoint } from '#server/entities/webhook.entity.ts';

/** An endpoint as its admins see it: everything but the secret, which no one sees after its creation. */
export function presentWebhook(endpoint: WebhookEndpoint) {
  return {
    guid: endpoint.id,
    url: endpoint.url,
    events: [...endpoint.events],
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason === 'failing' ? ('failing' as const) : null,
    createdAt: endpoint.createdAt,
  };
}
export type WebhookDto = ReturnType<typeof presentWebhook>;

/** A delivery in the endpoint's log. */
export function presentWebhookDelivery(delivery: WebhookDelivery) {
  return {
    guid: delivery.id,
    eventId: delivery.event.id,
    eventType: delivery.event.type,
    status: delivery.status,
    attempts: delivery.attempts,
    createdAt: delivery.createdAt,
    lastAttemptAt: delivery.lastAttemptAt ?? null,
    nextAttemptAt: delivery.nextAttemptAt ?? null,
    responseStatus: delivery.responseStatus ?? null,
    responseBody: delivery.responseBody ?? null,
  };
}
export type WebhookDeliveryDto = ReturnType<typeof presentWebhookDelivery>;
