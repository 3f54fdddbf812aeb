import { describe, expect, it } from 'vitest';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { useHttpFixture } from '../support/http';
import { bearerFor } from '../support/upload';

/** The tRPC error code of an answer: per call in a batch, or for the whole request when tRPC could not read it. */
function errorCodeOf(body: unknown): string {
  const answer = (Array.isArray(body) ? body[0] : body) as { error: { json: { data: { code: string } } } };
  return answer.error.json.data.code;
}

/** A GET as httpBatchLink sends it: a batch of one, the input superjson-wrapped. */
function batchOfOne(procedure: string, input: unknown): string {
  return `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: input } }))}`;
}

describe('the tRPC route', () => {
  const fixture = useHttpFixture();

  /**
   * The route answers a single GET query itself and leaves everything else to tRPC's
   * resolveResponse; a `trpc-accept` header sends any request down resolveResponse's path, so
   * the same request through both must give the same answer.
   */
  async function bothWays(url: string, headers: Record<string, string> = {}) {
    const ask = async (extra: Record<string, string>) => {
      const response = await fixture.app.inject({ method: 'GET', url, headers: { host: fixture.host, ...headers, ...extra } });
      return {
        status: response.statusCode,
        contentType: response.headers['content-type'],
        vary: response.headers.vary,
        body: JSON.parse(response.body) as unknown,
      };
    };
    const [own, trpcs] = [await ask({}), await ask({ 'trpc-accept': 'application/json' })];
    expect(own).toEqual(trpcs);
    return own;
  }

  it('answers a query as tRPC does, Dates and all', async () => {
    const { org, coach, participant } = fixture.personas;
    const campaign = await createCampaignRow({ organisation: org, coach });
    const idea = await createIdeaRow({ campaign, author: participant });
    const answer = await bothWays(batchOfOne('idea.byGuid', { guid: idea.id }), { authorization: await bearerFor(participant) });
    expect(answer.status).toBe(200);
    expect(answer.vary).toBe('trpc-accept, accept');
    const [{ result }] = answer.body as [{ result: { data: { json: { guid: string }; meta: { values: Record<string, string[]> } } } }];
    expect(result.data.json.guid).toBe(idea.id);
    expect(Object.values(result.data.meta.values)).toContainEqual(['Date']);
  });

  it('answers errors as tRPC does: a refusal, invalid input, a signed-out viewer', async () => {
    const missing = await bothWays(batchOfOne('idea.byGuid', { guid: '0190f0e0-0000-7000-8000-000000000000' }));
    expect(missing.status).toBe(404);
    const invalid = await bothWays(batchOfOne('campaign.bySlug', { slug: '' }));
    expect(invalid.status).toBe(400);
    const signedOut = await bothWays(batchOfOne('notification.unreadCount', undefined));
    expect(signedOut.status).toBe(401);
  });

  it("leaves to tRPC what it refuses before calling a procedure, with tRPC's own answers", async () => {
    expect(errorCodeOf((await bothWays(batchOfOne('idea.noSuchThing', {}))).body)).toBe('NOT_FOUND');
    expect(errorCodeOf((await bothWays(batchOfOne('auth.logout', {}))).body)).toBe('METHOD_NOT_SUPPORTED');
    expect(errorCodeOf((await bothWays('/trpc/idea.byGuid?batch=1&input=%7Bnot-json')).body)).toBe('BAD_REQUEST');
    // Given twice, tRPC reads the first input.
    const twice = `${batchOfOne('idea.byGuid', { guid: '0190f0e0-0000-7000-8000-000000000000' })}&input=%7B%7D`;
    expect(errorCodeOf((await bothWays(twice)).body)).toBe('NOT_FOUND');
    const unbatched = await bothWays(`/trpc/idea.statuses?input=${encodeURIComponent(JSON.stringify({ json: {} }))}`);
    expect(unbatched.status).toBe(200);
  });

  it('answers a batch of several queries through tRPC', async () => {
    const url = `/trpc/idea.statuses,auth.me?batch=1&input=${encodeURIComponent(JSON.stringify({}))}`;
    const answer = await bothWays(url);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(2);
  });
});
