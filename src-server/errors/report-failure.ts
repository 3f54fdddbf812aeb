import type { ErrorDescription } from './describe-error';

interface FailureLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** At most one line this often while the database is away. */
const OUTAGE_LOG_INTERVAL_MS = 10_000;
const outage = { loggedAt: 0, failedSince: 0 };

/**
 * Logs a failed request as its description asks: an unexpected failure with its stack trace;
 * the database being away once per interval, counting the requests it failed meanwhile (a
 * stopped database under load once wrote 24,600 stack traces in 27 seconds); nothing else.
 */
export function reportFailure(log: FailureLog, error: unknown, description: ErrorDescription, message: string): void {
  if (description.unexpected) {
    log.error({ err: error }, message);
    return;
  }
  if (description.code !== 'database-unavailable') return;
  outage.failedSince += 1;
  const now = Date.now();
  if (now - outage.loggedAt < OUTAGE_LOG_INTERVAL_MS) return;
  log.warn({ failedRequests: outage.failedSince, cause: error instanceof Error ? error.message : String(error) }, 'database unavailable: answering 503 until it is back');
  outage.loggedAt = now;
  outage.failedSince = 0;
}
