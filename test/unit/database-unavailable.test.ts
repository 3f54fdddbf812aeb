import { describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from '#server/errors/database-unavailable.ts';
import { describeError } from '#server/errors/describe-error.ts';
import { reportFailure } from '#server/errors/report-failure.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('the database being away', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a server shutting down', withCode('57P01', 'terminating connection due to administrator command')],
    ['a connection exception', withCode('08006')],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ['a wrapped one', Object.assign(new Error('DriverException'), { previous: withCode('ECONNRESET') })],
    ['a cause', new Error('outer', { cause: withCode('57P03') })],
  ])('is told apart from a fault: %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(describeError(error)).toMatchObject({ code: 'database-unavailable', httpStatus: 503, retryAfterSeconds: 5, unexpected: false });
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key')],
    ['a bug', new TypeError('x is undefined')],
  ])('is not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(describeError(error).code).toBe('internal-error');
  });

  it('is logged once per interval however many requests fail, faults every time', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2026-11-26T08:00:00Z'));
      const log = { error: vi.fn(), warn: vi.fn() };
      const outage = withCode('ECONNREFUSED');
      for (let i = 0; i < 500; i += 1) reportFailure(log, outage, describeError(outage), 'request failed');
      expect(log.warn).toHaveBeenCalledTimes(1);
      vi.setSystemTime(new Date('2026-11-26T08:00:11Z'));
      reportFailure(log, outage, describeError(outage), 'request failed');
      expect(log.warn).toHaveBeenCalledTimes(2);
      expect(log.warn.mock.calls[1]?.[0]).toMatchObject({ failedRequests: 500 });
      const bug = new TypeError('x is undefined');
      reportFailure(log, bug, describeError(bug), 'request failed');
      reportFailure(log, bug, describeError(bug), 'request failed');
      expect(log.error).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
