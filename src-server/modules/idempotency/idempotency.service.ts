import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import superjson from 'superjson';
import { AppError } from '../../errors/app-error';
import { isDatabaseUnavailable } from '../../errors/database-unavailable';
import type { AppContext } from '../../trpc/context';

/** How long a key's answer is kept and replayed (the IETF draft's and Stripe's day). */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** What clients send: a UUID or any other printable ASCII token, as the IETF draft allows. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * Runs a creating write at most once per Idempotency-Key (the request's `idempotencyKey`), so a
 * client that retries after losing the answer (a 503 while PostgreSQL restarted, a dropped
 * connection) gets the first answer instead of a second row. Keys belong to the signed-in user on
 * this site; without a key or a viewer the write just runs.
 *
 * The key is claimed (one statement, committed) before the write and given the answer after it.
 * A write refused (a 4xx) or cut off by the database going away gives the key back, so its retry
 * runs afresh; any other failure keeps it unanswered, as the write may have committed before it
 * (see `mayRunAgain`). The same key with another operation or input within the day is refused
 * with `idempotency-key-reused`; after the day the key starts over. A key whose first request has
 * not stored its answer is answered
 * `idempotency-key-in-progress` (409, as the IETF draft has it): the first request is still
 * running, or the database went away between its write and its answer, and running the write
 * again could make the duplicate this is here to prevent.
 *
 * Claim, write and answer are not one transaction: the write's services read and write on other
 * connections of the pool as well (after-commit recounts, plain reads), so a transaction held
 * around them saw none of their work and, with as many keyed writes as connections, waited for
 * a connection for ever.
 */
export async function onceForKey<T>(ctx: AppContext, operation: string, input: unknown, write: () => Promise<T>): Promise<T> {
  const key = ctx.request.idempotencyKey;
  const userId = ctx.viewerFacts?.id;
  if (!key || !userId) return write();
  if (!KEY_PATTERN.test(key)) throw new AppError('invalid-input', { fieldErrors: { 'Idempotency-Key': ['invalid-input'] } });
  const fingerprint = createHash('sha256').update(`${operation}\n${JSON.stringify(input) ?? ''}`).digest('hex');
  const row = { organisationId: ctx.site.id, userId, key };
  const earlier = await claimKey(ctx.em, row, fingerprint);
  if (earlier) {
    if (earlier.fingerprint !== fingerprint) throw new AppError('idempotency-key-reused');
    if (earlier.result === null) throw new AppError('idempotency-key-in-progress', { retryAfterSeconds: 1 });
    return superjson.parse<T>(earlier.result);
  }
  let answer: T;
  try {
    answer = await write();
  } catch (error) {
    // A release that fails (the database still away) leaves the key unanswered: the safe side.
    if (mayRunAgain(error)) await releaseKey(ctx.em, row).catch(() => undefined);
    throw error;
  }
  await ctx.em.getConnection().execute('update idempotency_key set result = ? where organisation_id = ? and user_id = ? and key = ?', [superjson.stringify(answer), row.organisationId, row.userId, row.key]);
  return answer;
}

/**
 * Whether a failed write may run again under its key. A refusal (AppError under 500) comes from
 * the checks before anything is written. A database that went away mid-write rolled back what it
 * had not committed; had it gone after the commit, the release below cannot reach it either. Any
 * other failure (a bug, after the write perhaps) leaves the outcome unknown.
 */
function mayRunAgain(error: unknown): boolean {
  if (error instanceof AppError) return error.httpStatus < 500 || error.code === 'database-unavailable';
  return isDatabaseUnavailable(error);
}

async function releaseKey(em: EntityManager, row: { organisationId: string; userId: string; key: string }): Promise<void> {
  await em.getConnection().execute('delete from idempotency_key where organisation_id = ? and user_id = ? and key = ? and result is null', [row.organisationId, row.userId, row.key]);
}

/** Takes the key for this request (new, or older than the day), or answers its live earlier use. */
async function claimKey(em: EntityManager, row: { organisationId: string; userId: string; key: string }, fingerprint: string): Promise<{ fingerprint: string; result: string | null } | null> {
  const connection = em.getConnection();
  const taken = await connection.execute<{ key: string }[]>(
    `insert into idempotency_key (organisation_id, user_id, key, fingerprint) values (?, ?, ?, ?)
     on conflict (organisation_id, user_id, key) do update set fingerprint = excluded.fingerprint, result = null, created_at = now()
       where idempotency_key.created_at < now() - make_interval(hours => ?)
     returning key`,
    [row.organisationId, row.userId, row.key, fingerprint, IDEMPOTENCY_KEY_HOURS],
  );
  if (taken.length > 0) return null;
  const [earlier] = await connection.execute<{ fingerprint: string; result: string | null }[]>(
    'select fingerprint, result from idempotency_key where organisation_id = ? and user_id = ? and key = ?',
    [row.organisationId, row.userId, row.key],
  );
  // Gone between the two statements (its write failed and gave it back): this request may have it.
  return earlier ?? claimKey(em, row, fingerprint);
}

/** Forgets keys past their day (the prune-expired job). */
export async function pruneExpiredIdempotencyKeys(em: EntityManager): Promise<void> {
  await em.getConnection().execute('delete from idempotency_key where created_at < now() - make_interval(hours => ?)', [IDEMPOTENCY_KEY_HOURS]);
}
