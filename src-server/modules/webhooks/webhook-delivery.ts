import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { SUPER_ADMIN_ROLE } from '#shared/constants.ts';
import type { JobQueue } from '#server/jobs/job-queue.ts';
import type { AdminConfiguredAccess } from '#server/net/admin-configured-fetch.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { queueMails } from '#server/modules/mail/mail.service.ts';
import { siteRecordOf } from '#server/modules/organisation/site-cache.ts';
import { signWebhook } from './webhook-signature';

/** Retries go on for this long after the event: a receiver down for a day loses nothing. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The wait after the first failed attempt; each next wait is four times the one before (1, 4, 16, 64 minutes …). */
export const WEBHOOK_FIRST_RETRY_MS = 60 * 1000;
const RETRY_FACTOR = 4;
/** Failed attempts in a row after which the server switches an endpoint off and tells the admins. */
export const WEBHOOK_FAILURES_BEFORE_DISABLE = 20;
/** How much of a receiver's answer the log keeps: enough to see what went wrong. */
export const RESPONSE_EXCERPT_LENGTH = 500;
/** A receiver has this long to answer; a slow one must not hold the worker. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** A claimed delivery is left alone by other runs this long: longer than a batch of attempts takes. */
const CLAIM_LEASE_MS = 5 * 60 * 1000;
const BATCH = 100;

export interface WebhookDeliveryDeps {
  jobs: JobQueue;
  publicUrl: string;
  adminConfiguredUrls: AdminConfiguredAccess;
}

/** The wait before the next attempt after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return WEBHOOK_FIRST_RETRY_MS * RETRY_FACTOR ** (attempts - 1);
}

/**
 * The deliver-webhooks job: recorded events become a delivery to each enabled endpoint of the
 * same site that subscribed to them, then every due delivery is attempted. Runs each minute and
 * when a delivery is replayed; two runs at once claim different rows.
 */
export async function deliverWebhooks(em: EntityManager, deps: WebhookDeliveryDeps, logger: Logger, now = new Date()): Promise<{ attempted: number }> {
  await fanOutEvents(em, now);
  const claimed = await em.getConnection().execute<{ id: string; created_at: Date }[]>(
    `update webhook_delivery set next_attempt_at = ? where id in (
       select d.id from webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id
       where d.status = 'pending' and d.next_attempt_at <= ? and e.enabled
       order by d.next_attempt_at limit ${BATCH} for update of d skip locked)
     returning id, created_at`,
    [new Date(now.getTime() + CLAIM_LEASE_MS), now],
  );
  // In the order the events happened, as far as one run goes: receivers see an idea before its comments.
  claimed.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || a.id.localeCompare(b.id));
  for (const { id } of claimed) await attempt(em, deps, logger, id, now);
  return { attempted: claimed.length };
}

/** Each new event to its site's subscribed, enabled endpoints: the join on the site keeps events from crossing sites. */
async function fanOutEvents(em: EntityManager, now: Date): Promise<void> {
  await em.transactional(async (tx) => {
    const run = tx.getConnection();
    const events = await run.execute<{ id: string }[]>(
      `select id from webhook_event where fanned_out_at is null order by created_at limit 500 for update skip locked`,
      [],
      'all',
      tx.getTransactionContext(),
    );
    if (events.length === 0) return;
    const ids = events.map((event) => event.id);
    await run.execute(
      `insert into webhook_delivery (id, created_at, updated_at, organisation_id, endpoint_id, event_id, status, attempts, next_attempt_at)
       select gen_random_uuid(), ev.created_at, ?, ev.organisation_id, e.id, ev.id, 'pending', 0, ?
       from webhook_event ev join webhook_endpoint e on e.organisation_id = ev.organisation_id and e.enabled and ev.type = any(e.events)
       where ev.id = any(?::uuid[])`,
      [now, now, `{${ids.join(',')}}`],
      'run',
      tx.getTransactionContext(),
    );
    await run.execute(`update webhook_event set fanned_out_at = ? where id = any(?::uuid[])`, [now, `{${ids.join(',')}}`], 'run', tx.getTransactionContext());
  });
}

interface DueDelivery {
  id: string;
  organisation_id: string;
  created_at: Date;
  attempts: number;
  endpoint_id: string;
  url: string;
  secret: string;
  event_id: string;
  event_type: string;
  event_created_at: Date;
  data: Record<string, unknown>;
}

/** One attempt: the signed POST, its answer written to the log, and the next step decided. */
async function attempt(em: EntityManager, deps: WebhookDeliveryDeps, logger: Logger, deliveryId: string, now: Date): Promise<void> {
  const [due] = await em.getConnection().execute<DueDelivery[]>(
    `select d.id, d.organisation_id, d.created_at, d.attempts, e.id as endpoint_id, e.url, e.secret, ev.id as event_id, ev.type as event_type, ev.created_at as event_created_at, ev.data
     from webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id join webhook_event ev on ev.id = d.event_id where d.id = ?`,
    [deliveryId],
  );
  if (!due) return;
  const body = JSON.stringify({ type: due.event_type, timestamp: new Date(due.event_created_at).toISOString(), data: due.data });
  const timestamp = Math.floor(now.getTime() / 1000);
  let responseStatus: number | null = null;
  let responseBody: string;
  try {
    const response = await deps.adminConfiguredUrls.fetch(due.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': due.event_id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(due.secret, due.event_id, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    responseStatus = response.status;
    responseBody = (await response.text().catch(() => '')).slice(0, RESPONSE_EXCERPT_LENGTH);
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    responseBody = (cause instanceof Error ? cause.message : String(cause)).slice(0, RESPONSE_EXCERPT_LENGTH);
  }
  const succeeded = responseStatus !== null && responseStatus >= 200 && responseStatus < 300;
  const attempts = due.attempts + 1;
  const nextAttempt = new Date(now.getTime() + retryDelayMs(attempts));
  const givesUp = !succeeded && nextAttempt.getTime() > new Date(due.created_at).getTime() + WEBHOOK_RETRY_WINDOW_MS;
  await em.getConnection().execute(
    `update webhook_delivery set status = ?, attempts = ?, next_attempt_at = ?, last_attempt_at = ?, response_status = ?, response_body = ?, updated_at = ? where id = ?`,
    [succeeded ? 'succeeded' : givesUp ? 'failed' : 'pending', attempts, succeeded || givesUp ? null : nextAttempt, now, responseStatus, responseBody, now, due.id],
  );
  const [endpoint] = await em
    .getConnection()
    .execute<{ failure_streak: number; enabled: boolean }[]>(
      `update webhook_endpoint set failure_streak = case when ? then 0 else failure_streak + 1 end, updated_at = ? where id = ? returning failure_streak, enabled`,
      [succeeded, now, due.endpoint_id],
    );
  if (!succeeded) logger.info({ delivery: due.id, endpoint: due.endpoint_id, responseStatus, attempts }, 'webhook delivery failed');
  if (endpoint && endpoint.enabled && endpoint.failure_streak >= WEBHOOK_FAILURES_BEFORE_DISABLE) await disableFailingEndpoint(em, deps, due.organisation_id, due.endpoint_id, due.url, now);
}

/** Switches a failing endpoint off (once, whichever run gets there first) and writes to the site's admins. */
async function disableFailingEndpoint(em: EntityManager, deps: WebhookDeliveryDeps, organisationId: string, endpointId: string, url: string, now: Date): Promise<void> {
  const switched = await em
    .getConnection()
    .execute<{ id: string }[]>(`update webhook_endpoint set enabled = false, disabled_reason = 'failing', updated_at = ? where id = ? and enabled returning id`, [now, endpointId]);
  if (switched.length === 0) return;
  const org = await em.fork().findOneOrFail(OrganisationSchema, { id: organisationId }, { filters: false });
  const admins = await em
    .getConnection()
    .execute<{ email: string; first_name: string }[]>(
      `select email, first_name from app_user where organisation_id = ? and status = 'active' and (is_org_admin or ? = any(roles)) order by id`,
      [organisationId, SUPER_ADMIN_ROLE],
    );
  if (admins.length === 0) return;
  await queueMails(
    { em: em.fork(), site: siteRecordOf(org), deps },
    'webhook-disabled',
    admins.map((admin) => ({ to: admin.email, params: { firstName: admin.first_name, siteName: org.name, url, failures: WEBHOOK_FAILURES_BEFORE_DISABLE }, path: '/organisation/admin/webhooks' })),
  );
}
