import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import type { WebhookEventType } from '#shared/schemas/webhooks.ts';

/**
 * Records that something happened on a site, in the caller's transaction (issue 35): the
 * webhooks module, above every service that calls this, turns the row into deliveries later.
 * A change that rolls back records nothing; one that commits is never missed. `data` holds ids
 * and the event's own facts only: it goes to the site's own admin-configured endpoints.
 */
export async function recordWebhookEvent(em: EntityManager, organisationId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
  // Skipped where no endpoint of the site wants it, so sites without webhooks write nothing.
  await em
    .getConnection()
    .execute(
      `insert into webhook_event (id, created_at, updated_at, organisation_id, type, data, fanned_out_at)
       select ?, now(), now(), ?, ?, ?::jsonb, null
       where exists (select 1 from webhook_endpoint where organisation_id = ? and enabled and ? = any(events))`,
      [uuidv7(), organisationId, type, JSON.stringify(data), organisationId, type],
      'run',
      em.getTransactionContext(),
    );
}
