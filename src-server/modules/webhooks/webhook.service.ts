import { v7 as uuidv7 } from 'uuid';
import { WEBHOOK_LOG_PAGE_SIZE, type WebhookCreateInput, type WebhookUpdateInput } from '#shared/schemas/webhooks.ts';
import { isGuid } from '#shared/schemas/common.ts';
import { AppError } from '#server/errors/app-error.ts';
import { WebhookDeliverySchema, WebhookEndpointSchema, type WebhookDelivery, type WebhookEndpoint } from '#server/entities/webhook.entity.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { newWebhookSecret } from './webhook-signature';

/**
 * Subscribes an address to events. The address must be https at a host resolving only to public
 * addresses, as for the site's OAuth2 endpoints; each delivery checks again when it connects.
 * The answer's `secret` is the only time anyone sees it.
 */
export async function createWebhook(ctx: AuthedContext, input: WebhookCreateInput): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  await requireAllowedUrl(ctx, input.url);
  const secret = newWebhookSecret();
  const endpoint = ctx.em.create(WebhookEndpointSchema, {
    id: uuidv7(),
    organisation: ctx.site.id,
    url: input.url,
    events: [...input.events],
    secret,
    enabled: true,
    disabledReason: null,
    failureStreak: 0,
  });
  recordAudit(ctx, 'webhook-created', { id: endpoint.id, name: endpoint.url }, { events: endpoint.events });
  await ctx.em.flush();
  return { endpoint, secret };
}

async function requireAllowedUrl(ctx: AuthedContext, url: string): Promise<void> {
  if (!(await ctx.deps.adminConfiguredUrls.isAllowedUrl(url, { resolve: true }))) {
    throw new AppError('WEBHOOK_URL_NOT_ALLOWED', { fieldErrors: { url: ['WEBHOOK_URL_NOT_ALLOWED'] } });
  }
}

/** The site's endpoints, newest first. */
export function listWebhooks(ctx: AuthedContext): Promise<WebhookEndpoint[]> {
  return ctx.em.find(WebhookEndpointSchema, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/**
 * When each endpoint last had a delivery and how it ended, for the list (one query for all):
 * an admin sees at a glance which receiver is failing without opening every log.
 */
export async function lastDeliveries(ctx: AuthedContext, endpoints: WebhookEndpoint[]): Promise<Map<string, { status: WebhookDelivery['status']; createdAt: Date }>> {
  if (endpoints.length === 0) return new Map();
  const rows = await ctx.em.getConnection().execute<{ endpoint_id: string; status: WebhookDelivery['status']; created_at: Date }[]>(
    `select distinct on (endpoint_id) endpoint_id, status, created_at from webhook_delivery
     where organisation_id = ? and endpoint_id in (?) order by endpoint_id, created_at desc, id desc`,
    [ctx.site.id, endpoints.map((endpoint) => endpoint.id)],
  );
  return new Map(rows.map((row) => [row.endpoint_id, { status: row.status, createdAt: new Date(row.created_at) }]));
}

async function loadEndpoint(ctx: AuthedContext, guid: string): Promise<WebhookEndpoint> {
  const endpoint = isGuid(guid) ? await ctx.em.findOne(WebhookEndpointSchema, { id: guid }) : null;
  if (!endpoint) throw new AppError('not-found');
  return endpoint;
}

/** Switches an endpoint on or off; on again, it starts a new run of failures from nothing. */
export async function setWebhookEnabled(ctx: AuthedContext, guid: string, enabled: boolean): Promise<WebhookEndpoint> {
  const endpoint = await loadEndpoint(ctx, guid);
  switchEndpoint(ctx, endpoint, enabled);
  await ctx.em.flush();
  return endpoint;
}

function switchEndpoint(ctx: AuthedContext, endpoint: WebhookEndpoint, enabled: boolean): void {
  if (endpoint.enabled === enabled) return;
  endpoint.enabled = enabled;
  endpoint.disabledReason = null;
  endpoint.failureStreak = 0;
  recordAudit(ctx, enabled ? 'webhook-enabled' : 'webhook-disabled', { id: endpoint.id, name: endpoint.url });
}

/**
 * Changes an endpoint's address and events (a new address is checked as a new endpoint's is) and
 * switches it, each audited. The secret stays: receivers keep verifying with the one they have.
 */
export async function updateWebhook(ctx: AuthedContext, input: WebhookUpdateInput): Promise<WebhookEndpoint> {
  const endpoint = await loadEndpoint(ctx, input.guid);
  const changed: string[] = [];
  if (input.url !== undefined && input.url !== endpoint.url) {
    await requireAllowedUrl(ctx, input.url);
    endpoint.url = input.url;
    changed.push('url');
  }
  if (input.events !== undefined && !sameEvents(input.events, endpoint.events)) {
    endpoint.events = [...input.events];
    changed.push('events');
  }
  if (changed.length > 0) recordAudit(ctx, 'webhook-updated', { id: endpoint.id, name: endpoint.url }, { changed, events: endpoint.events });
  if (input.enabled !== undefined) switchEndpoint(ctx, endpoint, input.enabled);
  await ctx.em.flush();
  return endpoint;
}

function sameEvents(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((event) => b.includes(event));
}

/** Removes an endpoint with its delivery log (the rows cascade); events stay for the other endpoints. */
export async function deleteWebhook(ctx: AuthedContext, guid: string): Promise<void> {
  const endpoint = await loadEndpoint(ctx, guid);
  recordAudit(ctx, 'webhook-deleted', { id: endpoint.id, name: endpoint.url });
  ctx.em.remove(endpoint);
  await ctx.em.flush();
}

/**
 * A page of the endpoint's deliveries, newest first, with their events: the newest, or those older
 * than `before` (a delivery's id; ids are time-ordered, so the pages stay put as new ones arrive).
 */
export async function listWebhookDeliveries(ctx: AuthedContext, guid: string, before?: string | null): Promise<WebhookDelivery[]> {
  const endpoint = await loadEndpoint(ctx, guid);
  return ctx.em.find(WebhookDeliverySchema, { endpoint, ...(before ? { id: { $lt: before } } : {}) }, { orderBy: { id: 'desc' }, limit: WEBHOOK_LOG_PAGE_SIZE, populate: ['event'] });
}

/**
 * Sends a delivery's event again, as a new delivery with the same webhook-id (receivers that
 * keep ids recognise it). The old one stays in the log as it ended.
 */
export async function replayWebhookDelivery(ctx: AuthedContext, deliveryGuid: string): Promise<WebhookDelivery> {
  const original = isGuid(deliveryGuid) ? await ctx.em.findOne(WebhookDeliverySchema, { id: deliveryGuid }, { populate: ['endpoint', 'event'] }) : null;
  if (!original) throw new AppError('not-found');
  const replay = ctx.em.create(WebhookDeliverySchema, {
    organisation: ctx.site.id,
    endpoint: original.endpoint,
    event: original.event,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: new Date(),
    lastAttemptAt: null,
    responseStatus: null,
    responseBody: null,
  });
  recordAudit(ctx, 'webhook-replayed', { id: original.endpoint.id, name: original.endpoint.url }, { event: original.event.id });
  await ctx.em.flush();
  await ctx.deps.jobs.send('deliver-webhooks', {});
  return replay;
}
