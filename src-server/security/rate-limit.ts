import type { EntityManager } from '@mikro-orm/postgresql';
import { RATE_LIMITS, type RateLimitName } from '#shared/constants.ts';
import { AppError } from '#server/errors/app-error.ts';

/**
 * Counts one attempt against a fixed window kept in PostgreSQL, so the limit holds across
 * every server process. Runs outside any transaction: a failed login must still count.
 * Throws too-many-requests once the window's budget is spent.
 */
export async function consumeRateLimit(em: EntityManager, name: RateLimitName, subject: string): Promise<void> {
  const { max, windowSeconds } = RATE_LIMITS[name];
  const rows = await em.getConnection().execute<{ hits: number; window_started_at: Date }[]>(
    `insert into rate_limit_bucket (key, window_started_at, hits) values (?, now(), 1)
     on conflict (key) do update set
       hits = case when rate_limit_bucket.window_started_at <= now() - make_interval(secs => ?)
                   then 1 else rate_limit_bucket.hits + 1 end,
       window_started_at = case when rate_limit_bucket.window_started_at <= now() - make_interval(secs => ?)
                   then now() else rate_limit_bucket.window_started_at end
     returning hits, window_started_at`,
    [`${name}:${subject}`, windowSeconds, windowSeconds],
  );
  const row = rows[0];
  if (row && row.hits > max) {
    const elapsed = (Date.now() - new Date(row.window_started_at).getTime()) / 1000;
    throw new AppError('too-many-requests', { retryAfterSeconds: Math.max(1, Math.ceil(windowSeconds - elapsed)) });
  }
}

/** Gives an attempt back (a login that succeeded): only failures count towards a limit that guards against guessing. */
export async function refundRateLimit(em: EntityManager, name: RateLimitName, subject: string): Promise<void> {
  await em.getConnection().execute(`update rate_limit_bucket set hits = greatest(hits - 1, 0) where key = ?`, [`${name}:${subject}`]);
}

/** Drops windows that ended long ago; called from start-up and, later, a periodic job. */
export async function pruneRateLimits(em: EntityManager): Promise<void> {
  const longest = Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.windowSeconds));
  await em.getConnection().execute(
    `delete from rate_limit_bucket where window_started_at < now() - make_interval(secs => ?)`,
    [longest],
  );
}
