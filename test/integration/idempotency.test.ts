import { beforeAll, describe, expect, it } from 'vitest';
import type { Idea } from '../../src-server/modules/idea/idea.entity';
import { AppError } from '../../src-server/errors/app-error';
import { onceForKey, pruneExpiredIdempotencyKeys } from '../../src-server/modules/idempotency/idempotency.service';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { errorOf } from '../support/errors';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { testOrm } from '../support/test-database';
import { bearerFor } from '../support/upload';

/**
 * Idempotency-Key on creating writes (issue 30): a client that retries after losing the answer
 * (a 503 while PostgreSQL restarted) gets the first answer, not a second row.
 */
describe('Idempotency-Key', () => {
  const fixture = useHttpFixture();
  let participant: string;
  let other: string;
  let idea: Idea;
  let campaignSlug: string;
  beforeAll(async () => {
    const author = await createUser({ organisation: fixture.personas.org });
    const second = await createUser({ organisation: fixture.personas.org, status: 'active' });
    const campaign = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
    campaignSlug = campaign.slug;
    await addParticipants(campaign, [author, fixture.personas.participant, second]);
    idea = await createIdeaRow({ campaign, author });
    [participant, other] = await Promise.all([bearerFor(fixture.personas.participant), bearerFor(second)]);
  });

  const legacy = (path: string, authorization: string, body: unknown, key?: string) =>
    requestJson(fixture.app, { method: 'POST', url: `${LEGACY_BASE}${path}`, host: fixture.host, headers: { authorization, ...(key ? { 'idempotency-key': key } : {}) }, body });
  const comment = (text: string, authorization: string, key?: string) =>
    legacy('/comment', authorization, { objectType: 'idea', objectKey: idea.id, ideaGuid: idea.id, isParticipant: true, text }, key);
  const count = async (sql: string, params: unknown[]) => Number((await testOrm().em.fork().execute<{ n: string }[]>(`select count(*) as n from ${sql}`, params))[0]!.n);
  const commentsSaying = (text: string) => count('comment where idea_id = ? and body = ?', [idea.id, text]);

  it('answers a repeated create with the first answer and writes one row', async () => {
    const first = await comment('Once only', participant, 'key-comment-1');
    expect(first).toMatchObject({ status: 200, body: { result: { text: 'Once only' } } });
    const again = await comment('Once only', participant, 'key-comment-1');
    expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
    expect(await commentsSaying('Once only')).toBe(1);
    // Without a key each request is a new comment, as before.
    await comment('Twice', participant);
    await comment('Twice', participant);
    expect(await commentsSaying('Twice')).toBe(2);
  });

  it('replays a toggle and a one-per-person write instead of undoing or refusing them', async () => {
    const vote = await legacy(`/api/ideas/${idea.id}/upvote`, participant, {}, 'key-vote-1');
    expect(vote).toMatchObject({ status: 200, body: { result: { upvoted: true } } });
    expect((await legacy(`/api/ideas/${idea.id}/upvote`, participant, {}, 'key-vote-1')).body).toEqual(vote.body);
    expect(await count('upvote where idea_id = ?', [idea.id])).toBe(1);
    const feedback = await legacy(`/ideas/${idea.id}/givefeedback`, participant, { comment: 'Good', rating: 4 }, 'key-feedback-1');
    expect(feedback.status).toBe(200);
    const retried = await legacy(`/ideas/${idea.id}/givefeedback`, participant, { comment: 'Good', rating: 4 }, 'key-feedback-1');
    expect({ status: retried.status, body: retried.body }).toEqual({ status: 200, body: feedback.body });
  });

  it('refuses the same key on a different request with idempotency-key-reused', async () => {
    await comment('First text', participant, 'key-comment-2');
    expect(await comment('Other text', participant, 'key-comment-2')).toMatchObject({ status: 422, body: { error: 'idempotency-key-reused' } });
    expect(await legacy(`/api/ideas/${idea.id}/upvote`, participant, {}, 'key-comment-2')).toMatchObject({ status: 422, body: { error: 'idempotency-key-reused' } });
    expect(await commentsSaying('Other text')).toBe(0);
  });

  it('keeps each user’s keys their own', async () => {
    const mine = await comment('Same key, two people', participant, 'key-shared');
    const theirs = await comment('Same key, two people', other, 'key-shared');
    expect(theirs.status).toBe(200);
    expect((theirs.body.result as { guid: string }).guid).not.toBe((mine.body.result as { guid: string }).guid);
    expect(await commentsSaying('Same key, two people')).toBe(2);
  });

  it('writes again once the key is older than a day, and the prune job forgets such keys', async () => {
    await comment('Day old', participant, 'key-old');
    const em = testOrm().em.fork();
    await em.execute(`update idempotency_key set created_at = now() - interval '25 hours' where key = 'key-old'`);
    expect((await comment('Day old', participant, 'key-old')).status).toBe(200);
    expect(await commentsSaying('Day old')).toBe(2);
    await em.execute(`update idempotency_key set created_at = now() - interval '25 hours' where key = 'key-old'`);
    await pruneExpiredIdempotencyKeys(em);
    expect(await count(`idempotency_key where key = 'key-old'`, [])).toBe(0);
    expect(await count(`idempotency_key where key = 'key-comment-1'`, [])).toBe(1);
  });

  it('serves as many keyed writes at once as the pool has connections', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => comment(`Parallel ${i}`, participant, `key-parallel-${i}`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('writes once when the retry arrives while the first is still running, answering it 409', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => comment('Raced', participant, 'key-raced')));
    const ok = answers.filter((answer) => answer.status === 200);
    expect(new Set(ok.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    for (const answer of answers.filter((answer) => answer.status !== 200)) expect(answer).toMatchObject({ status: 409, body: { error: 'idempotency-key-in-progress' } });
    expect(await commentsSaying('Raced')).toBe(1);
    // Once the first has answered, a retry gets its answer.
    expect((await comment('Raced', participant, 'key-raced')).body).toEqual(ok[0]!.body);
  });

  it('answers 409 rather than write again when the first write committed but its answer was lost', async () => {
    await comment('Lost answer', participant, 'key-lost');
    // As if PostgreSQL had stopped between the write and storing its answer.
    await testOrm().em.fork().execute(`update idempotency_key set result = null where key = 'key-lost'`);
    expect(await comment('Lost answer', participant, 'key-lost')).toMatchObject({ status: 409, body: { error: 'idempotency-key-in-progress' } });
    expect(await commentsSaying('Lost answer')).toBe(1);
  });

  it('leaves no key behind when the write is refused, so the retry runs afresh', async () => {
    expect((await comment('   ', participant, 'key-refused')).status).toBe(400);
    expect(await count(`idempotency_key where key = 'key-refused'`, [])).toBe(0);
  });

  it('gives the key back after a refusal or an outage, and keeps it unanswered after a failure that may follow the write', async () => {
    const { ctx } = await callerFor(fixture.personas.participant);
    const keyed = (key: string) => ({ ...ctx, request: { ...ctx.request, idempotencyKey: key } });
    const written: string[] = [];
    const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const [key, failure] of [['key-refusal', new AppError('forbidden')], ['key-outage', outage]] as const) {
      await errorOf(onceForKey(keyed(key), 'test.write', {}, () => Promise.reject(failure)));
      expect(await onceForKey(keyed(key), 'test.write', {}, async () => (written.push(key), 'ran again'))).toBe('ran again');
    }
    await errorOf(onceForKey(keyed('key-bug'), 'test.write', {}, () => Promise.reject(new TypeError('after the commit'))));
    expect((await errorOf(onceForKey(keyed('key-bug'), 'test.write', {}, async () => 'ran again'))).code).toBe('idempotency-key-in-progress');
    expect(written).toEqual(['key-refusal', 'key-outage']);
  });

  it('works the same on the tRPC mutations the client sends with a key', async () => {
    const create = (name: string) =>
      requestJson(fixture.app, {
        method: 'POST',
        url: '/trpc/idea.create',
        host: fixture.host,
        headers: { authorization: participant, 'idempotency-key': 'key-idea-1' },
        body: { json: { campaignSlug, name, content: 'A description long enough for the form.' } },
      });
    const first = await create('Posted once');
    expect(first.status).toBe(200);
    const again = await create('Posted once');
    expect(again.body).toEqual(first.body);
    expect(await count('idea where name = ?', ['Posted once'])).toBe(1);
    expect(await create('Posted twice?')).toMatchObject({ status: 422 });
  });
});
