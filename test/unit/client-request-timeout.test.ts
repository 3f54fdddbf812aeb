import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchExport } from '#client/features/statistics/statistics-download.ts';
import { createTrpcClient } from '#client/trpc.ts';
import { REQUEST_TIMEOUT_MS } from '#shared/constants.ts';

/** A server that never answers: the request ends only when its signal aborts it. */
function hangingFetch(): typeof fetch {
  return vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      }),
  );
}

describe('the request timeout (spec 3 §7: aborted after 10 seconds)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Settles the promise's outcome (a rejection is caught, so none goes unhandled while the clock runs). */
  function outcomeOf(promise: Promise<unknown>): { settled: boolean; error: unknown } {
    const outcome = { settled: false, error: undefined as unknown };
    promise.then(
      () => (outcome.settled = true),
      (error: unknown) => Object.assign(outcome, { settled: true, error }),
    );
    return outcome;
  }

  it('aborts a tRPC query or mutation the server has not answered after REQUEST_TIMEOUT_MS, as a failed request', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const client = createTrpcClient();
    for (const call of [() => client.auth.me.query(), () => client.auth.logout.mutate()]) {
      const outcome = outcomeOf(call());
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(outcome.settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome.error).toBeInstanceOf(TRPCClientError);
      expect((outcome.error as Error).message).toBe(`request-timeout: no answer within ${REQUEST_TIMEOUT_MS} ms`);
    }
  });

  it('aborts an export download the same way', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const outcome = outcomeOf(fetchExport('/exports/x.xlsx', {}));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(outcome.settled).toBe(true);
    expect(outcome.error).toBeInstanceOf(Error);
  });

  it('lets an export whose answer began in time stream for longer than the timeout', async () => {
    let pushRest: (() => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('PK'));
        pushRest = () => {
          controller.enqueue(new TextEncoder().encode('-rest'));
          controller.close();
        };
      },
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 200, headers: { 'content-disposition': 'attachment; filename="x.xlsx"' } })));
    const download = fetchExport('/exports/x.xlsx', {});
    const outcome = outcomeOf(download);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 3);
    expect(outcome.settled).toBe(false);
    pushRest?.();
    const { blob, filename } = await download;
    expect(await blob.text()).toBe('PK-rest');
    expect(filename).toBe('x.xlsx');
  });

  it('leaves an answer that came in time alone', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify([{ result: { data: { json: null } } }]), { status: 200, headers: { 'content-type': 'application/json' } })));
    const outcome = outcomeOf(createTrpcClient().auth.me.query());
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 2);
    expect(outcome).toEqual({ settled: true, error: undefined });
  });
});
