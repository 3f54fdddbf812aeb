/** Socket failures: the server is not there (stopped, restarting, failing over) or went away mid-query. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** SQLSTATEs of a server shutting down or not yet accepting connections (class 08 is checked apart). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/**
 * What node-postgres and the pool say when a connection ends under them, with no code to read;
 * knex's "Transaction query already complete" is a transaction whose connection was cut.
 */
const CONNECTION_MESSAGES =
  /Connection terminated|Connection ended unexpectedly|Client has encountered a connection error|Timeout acquiring a connection|Transaction query already complete|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * Whether a failure is the database being unreachable for now, rather than a fault of ours: the
 * request may be tried again once it is back (503 with Retry-After), and it is no stack trace
 * worth logging a thousand times. Drivers wrap errors, so the whole cause chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08/.test(code))) return true;
    if (CONNECTION_MESSAGES.test(current.message)) return true;
    current = current.cause ?? (current as { previous?: unknown }).previous;
  }
  return false;
}
