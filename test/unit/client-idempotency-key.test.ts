import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTrpcClient } from '#client/trpc.ts';

describe("the client's Idempotency-Key (issue 30)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function recordingFetch(sent: { url: string; key: string | null }[]): typeof fetch {
    return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      sent.push({ url, key: new Headers(init?.headers).get('idempotency-key') });
      const answer = { result: { data: { json: { guid: 'x' } } } };
      return new Response(JSON.stringify(url.includes('batch=1') ? [answer] : answer), { status: 200, headers: { 'content-type': 'application/json' } });
    });
  }

  it("sends a create made with its attempt's key alone, the key in the header, and the same key on a retry", async () => {
    const sent: { url: string; key: string | null }[] = [];
    vi.stubGlobal('fetch', recordingFetch(sent));
    const client = createTrpcClient();
    const input = { ideaGuid: '01900000-0000-7000-8000-000000000000', parentGuid: null, body: 'Hello' };
    await client.comment.create.mutate(input, { context: { idempotencyKey: 'attempt-1' } });
    await client.comment.create.mutate(input, { context: { idempotencyKey: 'attempt-1' } });
    await client.comment.create.mutate(input);
    expect(sent).toEqual([
      { url: '/trpc/comment.create?batch=1', key: 'attempt-1' },
      { url: '/trpc/comment.create?batch=1', key: 'attempt-1' },
      { url: '/trpc/comment.create?batch=1', key: null },
    ]);
  });

  it('never batches two keyed creates together, since one key must cover exactly one write', async () => {
    const sent: { url: string; key: string | null }[] = [];
    vi.stubGlobal('fetch', recordingFetch(sent));
    const client = createTrpcClient();
    const input = { ideaGuid: '01900000-0000-7000-8000-000000000000', parentGuid: null, body: 'Hello' };
    await Promise.all([
      client.comment.create.mutate(input, { context: { idempotencyKey: 'attempt-a' } }),
      client.comment.create.mutate(input, { context: { idempotencyKey: 'attempt-b' } }),
    ]);
    expect(sent.map((request) => request.key).sort()).toEqual(['attempt-a', 'attempt-b']);
  });
});
