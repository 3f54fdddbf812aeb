import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, webhookCreateInput, webhookUpdateInput } from '#shared/schemas/webhooks.ts';
import { instant, legacyDeletedAnswer } from '#server/legacy/legacy-answers.ts';
import type { LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { WEBHOOK_DELIVERY_STATUSES } from '#server/entities/webhook.entity.ts';

const endpointAnswer = z.looseObject({
  guid: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  disabledReason: z.literal('failing').nullable().meta({ description: 'failing: the server switched it off after repeated failures; null when on or switched off by an admin.' }),
  createdAt: instant,
});

const deliveryAnswer = z.looseObject({
  guid: z.string(),
  eventId: z.string().meta({ description: 'The webhook-id header of every attempt and replay of this event.' }),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  createdAt: instant,
  lastAttemptAt: instant.nullable(),
  nextAttemptAt: instant.nullable(),
  responseStatus: z.number().int().nullable(),
  responseBody: z.string().nullable().meta({ description: "The first 500 characters of the receiver's last answer." }),
});

/**
 * The site's webhook endpoints on the REST API (docs/webhooks.md): the admin screen's procedures,
 * for an admin signed in on the façade or an API token with the `webhooks` scope.
 */
export function webhookLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/api/webhooks', async ({ caller }) => caller.webhook.list(), {
    doc: { summary: "The site's webhook endpoints, newest first, each with its last delivery", response: z.array(endpointAnswer.extend({ lastDelivery: z.looseObject({ status: z.enum(WEBHOOK_DELIVERY_STATUSES), createdAt: instant }).nullable() })) },
  });
  table.route('POST', '/api/webhooks', ({ caller, body }) => caller.webhook.create(body as z.input<typeof webhookCreateInput>), {
    doc: { summary: 'Subscribe an https address to events; the answer holds its signing secret, shown this once', body: webhookCreateInput, response: z.looseObject({ endpoint: endpointAnswer, secret: z.string().meta({ description: 'whsec_…: the receiver verifies signatures with it.' }) }) },
  });
  table.route('PUT', '/api/webhooks/:guid', ({ caller, body, params }) => caller.webhook.update({ ...(body as object), guid: params.guid ?? '' } as z.input<typeof webhookUpdateInput>), {
    doc: { summary: "Change an endpoint's address, events or switch; what is left out stays", body: webhookUpdateInput.omit({ guid: true }), response: endpointAnswer },
  });
  table.route('DELETE', '/api/webhooks/:guid', ({ caller, params }) => caller.webhook.delete({ guid: params.guid ?? '' }), {
    doc: { summary: 'Delete an endpoint and its delivery log', response: legacyDeletedAnswer },
  });
  table.route('GET', '/api/webhooks/:guid/deliveries', ({ caller, params, query }) => caller.webhook.deliveries({ guid: params.guid ?? '', cursor: query.cursor || null }), {
    doc: {
      summary: "An endpoint's delivery log, newest first, 50 at a time",
      query: z.object({ cursor: z.string().optional().meta({ description: 'The last delivery guid of the page before, for the 50 older ones.' }) }),
      response: z.array(deliveryAnswer),
    },
  });
  table.route('POST', '/api/webhook-deliveries/:guid/replay', ({ caller, params }) => caller.webhook.replay({ deliveryGuid: params.guid ?? '' }), {
    doc: { summary: "Send a delivery's event again, as a new delivery with the same webhook-id", body: 'none', response: deliveryAnswer },
  });
}
