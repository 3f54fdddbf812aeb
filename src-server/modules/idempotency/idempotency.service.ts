import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import superjson from 'superjson';
import { statementsInTransaction } from '#server/db/statements-in-transaction.ts';
import type { ErrorCode } from '#shared/errors.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { JobQueue } from '#server/jobs/job-queue.ts';
import type { AppContext } from '#server/trpc/context.ts';

/** How long a key's answer is kept and replayed (the IETF draft's and Stripe's day). */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** What clients send: a UUID or any other printable ASCII token, as the IETF draft allows. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * How long a request waits for an earlier one with its key to finish before answering 409: about
 * as long as a keyed write takes under load, so a client's quick retry usually gets the answer.
 */
export const KEY_WAIT_MS = 2000;

/** The key's row as an earlier request left it: its request's fingerprint and, once committed, its answer. */
interface EarlierUse {
  fingerprint: string;
  result: string | null;
  refusal: Refusal | null;
}

/** A refusal of a write that was saved all the same (AppError `afterSave`), kept as the key's answer. */
interface Refusal {
  code: ErrorCode;
  details: string[] | null;
}

/** PostgreSQL's lock_not_available: the wait for the earlier request's row ran out (lock_timeout). */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Runs a creating write at most once per Idempotency-Key (the request's `idempotencyKey`), so a
 * client that retries after losing the answer (a 503 while PostgreSQL restarted, a dropped
 * connection) gets the first answer instead of a second row. Keys belong to the signed-in user on
 * this site; without a key or a viewer the write just runs.
 *
 * The key is claimed, the write runs and its answer is stored in one transaction, so a key has an
 * answer exactly when its write committed: the database going away after the commit leaves the
 * answer for the retry, and any failure before it (a refusal, a bug, an outage) leaves neither
 * key nor write, so the retry runs afresh. The write gets a context whose EntityManager runs all
 * of its statements in that transaction (statementsInTransaction: raw statements and forks too,
 * or they would not see its rows and would hold a second connection each), and whose job queue
 * sends only after the commit: a mail's job then finds its row, and a rolled-back write sends
 * none. (Realtime events need nothing: NOTIFY is delivered at commit.)
 *
 * A second request with the key waits on the first's row (up to KEY_WAIT_MS) and then answers
 * what it committed, or runs afresh if it rolled back; past the wait it is answered
 * `idempotency-key-in-progress` (409 with Retry-After, as the IETF draft has it). The same key
 * with another operation or input within the day is refused with `idempotency-key-reused`; after
 * the day the key starts over.
 */
export async function onceForKey<C extends AppContext, T>(ctx: C, operation: string, input: unknown, write: (ctx: C) => Promise<T>): Promise<T> {
  const key = ctx.request.idempotencyKey;
  // The request's viewer and organisation entities are made before the transaction forks the
  // EntityManager, so the fork holds them and flushes what the write changes on them.
  const viewer = key ? ctx.viewer : null;
  if (!key || !viewer) return write(ctx);
  if (!KEY_PATTERN.test(key)) throw new AppError('invalid-input', { fieldErrors: { 'Idempotency-Key': ['invalid-input'] } });
  const fingerprint = createHash('sha256').update(`${operation}\n${JSON.stringify(input) ?? ''}`).digest('hex');
  const row = { organisationId: ctx.org.id, userId: viewer.id, key };
  const afterCommit: (() => Promise<void>)[] = [];
  const outcome = await ctx.em.transactional(async (em): Promise<{ answer: T } | { refusal: AppError } | { earlier: EarlierUse }> => {
    const tx = statementsInTransaction(em);
    const earlier = await claimKey(tx, row, fingerprint);
    if (earlier) return { earlier };
    let answer: T;
    try {
      answer = await write(keyedContext(ctx, tx, afterCommit));
    } catch (error) {
      // Saved, with part of it refused as the spec answers it: rolling back would lose the idea the person was told exists.
      if (!(error instanceof AppError && error.afterSave)) throw error;
      const refusal: Refusal = { code: error.code, details: error.details ?? null };
      await tx.getConnection().execute('update idempotency_key set refusal = ? where organisation_id = ? and user_id = ? and key = ?', [JSON.stringify(refusal), row.organisationId, row.userId, row.key]);
      return { refusal: error };
    }
    await tx.getConnection().execute('update idempotency_key set result = ? where organisation_id = ? and user_id = ? and key = ?', [superjson.stringify(answer), row.organisationId, row.userId, row.key]);
    return { answer };
  });
  if ('answer' in outcome) {
    await runAfterCommit(ctx, afterCommit);
    return outcome.answer;
  }
  if ('refusal' in outcome) {
    await runAfterCommit(ctx, afterCommit);
    throw outcome.refusal;
  }
  if (outcome.earlier.fingerprint !== fingerprint) throw new AppError('idempotency-key-reused');
  const { refusal } = outcome.earlier;
  if (refusal) throw new AppError(refusal.code, { ...(refusal.details ? { details: refusal.details } : {}), afterSave: true });
  // A row without an answer was committed by a server from before answers were stored with their write.
  if (outcome.earlier.result === null) throw new AppError('idempotency-key-in-progress', { retryAfterSeconds: 1 });
  return superjson.parse<T>(outcome.earlier.result);
}

/** The request's context for the write: its EntityManager in the key's transaction, and jobs held until the commit. */
function keyedContext<C extends AppContext>(ctx: C, em: EntityManager, afterCommit: (() => Promise<void>)[]): C {
  const jobs: JobQueue = {
    async send(name, data) {
      afterCommit.push(() => ctx.deps.jobs.send(name, data));
    },
  };
  // The descriptors keep `org` and `viewer` the request's lazy getters.
  return Object.defineProperties({} as C, {
    ...Object.getOwnPropertyDescriptors(ctx),
    em: { value: em, enumerable: true, writable: true },
    deps: { value: { ...ctx.deps, jobs }, enumerable: true, writable: true },
  });
}

/**
 * The write committed and its answer is stored: a job that cannot be queued now is logged rather
 * than failing the answer (a mail's row stays queued and the outbox sweep sends it).
 */
async function runAfterCommit(ctx: AppContext, afterCommit: (() => Promise<void>)[]): Promise<void> {
  for (const run of afterCommit) {
    await run().catch((error: unknown) => ctx.deps.logger.warn({ err: error }, 'a job of a committed keyed write could not be queued'));
  }
}

/**
 * Takes the key for this request (new, or older than the day), or answers its live earlier use.
 * An earlier request still running holds the row uncommitted: the insert waits for its outcome,
 * up to KEY_WAIT_MS (lock_timeout, for this statement only).
 */
async function claimKey(em: EntityManager, row: { organisationId: string; userId: string; key: string }, fingerprint: string): Promise<EarlierUse | null> {
  const connection = em.getConnection();
  // `offset 0` keeps the planner from folding the read of the old value into the set.
  const [setting] = await connection.execute<{ previous: string }[]>(
    `select previous, set_config('lock_timeout', ?, true) from (select current_setting('lock_timeout') as previous offset 0) as current`,
    [`${KEY_WAIT_MS}ms`],
  );
  let taken: { key: string }[];
  try {
    taken = await connection.execute<{ key: string }[]>(
      `insert into idempotency_key (organisation_id, user_id, key, fingerprint) values (?, ?, ?, ?)
       on conflict (organisation_id, user_id, key) do update set fingerprint = excluded.fingerprint, result = null, refusal = null, created_at = now()
         where idempotency_key.created_at < now() - make_interval(hours => ?)
       returning key`,
      [row.organisationId, row.userId, row.key, fingerprint, IDEMPOTENCY_KEY_HOURS],
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === LOCK_NOT_AVAILABLE) throw new AppError('idempotency-key-in-progress', { retryAfterSeconds: 1 });
    throw error;
  }
  await connection.execute(`select set_config('lock_timeout', ?, true)`, [setting!.previous]);
  if (taken.length > 0) return null;
  const [earlier] = await connection.execute<EarlierUse[]>(
    'select fingerprint, result, refusal from idempotency_key where organisation_id = ? and user_id = ? and key = ?',
    [row.organisationId, row.userId, row.key],
  );
  // Pruned between the two statements (its day ran out): this request may have it.
  return earlier ?? claimKey(em, row, fingerprint);
}

/** Forgets keys past their day (the prune-expired job). */
export async function pruneExpiredIdempotencyKeys(em: EntityManager): Promise<void> {
  await em.getConnection().execute('delete from idempotency_key where created_at < now() - make_interval(hours => ?)', [IDEMPOTENCY_KEY_HOURS]);
}
