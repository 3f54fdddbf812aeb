import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import type { WebhookEventType } from '#shared/schemas/webhooks.ts';
import { WebhookEventSchema } from '#server/entities/webhook.entity.ts';

/**
 * Records that something happened on a site, in the caller's transaction (issue 35): the
 * webhooks module, above every service that calls this, turns the row into deliveries later.
 * A change that rolls back records nothing; one that commits is never missed. `data` holds ids
 * and the event's own facts only: it goes to the site's own admin-configured endpoints.
 */
export async function recordWebhookEvent(em: EntityManager, organisationId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
  await recordWebhookEvents(em, organisationId, type, [data]);
}

/** As recordWebhookEvent, for one kind of event about several records in one statement (a bulk stage move's ideas). */
export async function recordWebhookEvents(em: EntityManager, organisationId: string, type: WebhookEventType, events: readonly Record<string, unknown>[]): Promise<void> {
  if (events.length === 0) return;
  // Skipped where no endpoint of the site wants it, so sites without webhooks write nothing.
  // array[?] takes one binding per event: the driver spreads an array binding into a list.
  await em
    .getConnection()
    .execute(
      `insert into webhook_event (id, created_at, updated_at, organisation_id, type, data, fanned_out_at)
       select event.id, now(), now(), ?, ?, event.data, null from unnest(array[?]::uuid[], array[?]::jsonb[]) as event (id, data)
       where exists (select 1 from webhook_endpoint where organisation_id = ? and enabled and ? = any(events))`,
      [organisationId, type, events.map(() => uuidv7()), events.map((data) => JSON.stringify(data)), organisationId, type],
      'run',
      em.getTransactionContext(),
    );
}

/**
 * As recordWebhookEvent, for a change written by the caller's next flush: the event is added to
 * that flush, so it commits or rolls back with the change's own rows (a join whose duplicate
 * check is its insert, for one). Whether an endpoint wants it is read now; an endpoint subscribed
 * between this and the flush misses the event, as one subscribed a moment later would.
 */
export async function addWebhookEventToFlush(em: EntityManager, organisationId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
  const wanted = await em
    .getConnection()
    .execute<{ wanted: boolean }[]>(
      'select exists (select 1 from webhook_endpoint where organisation_id = ? and enabled and ? = any(events)) as wanted',
      [organisationId, type],
      'all',
      em.getTransactionContext(),
    );
  if (wanted[0]?.wanted) em.create(WebhookEventSchema, { id: uuidv7(), organisation: organisationId, type, data, fannedOutAt: null });
}
