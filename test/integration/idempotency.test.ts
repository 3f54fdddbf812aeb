import { beforeAll, describe, expect, it } from 'vitest';
import type { Idea } from '#server/entities/idea.entity.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { JobQueue } from '#server/jobs/job-queue.ts';
import { createComment } from '#server/modules/comment/comment.service.ts';
import { KEY_WAIT_MS, onceForKey, pruneExpiredIdempotencyKeys } from '#server/modules/idempotency/idempotency.service.ts';
import { createCaller } from '#server/trpc/app-router.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import type { User } from '#server/entities/user.entity.ts';
import { MENU_TYPE } from '#shared/schemas/menus.ts';
import type { CampaignCreateInput } from '#shared/schemas/campaign.ts';
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
  const count = async (sql: string, params: unknown[]) => Number((await testOrm().em.fork().execute<{ n: string }[]>(`select count(*) as n from ${sql}`, params))[0]!.n);
  /** Each send-mail job, and whether its row was committed (seen from another connection) when it was queued. */
  const mailJobs: { mailId: string; rowCommitted: boolean }[] = [];
  const jobs: JobQueue = {
    async send(name, data) {
      if (name !== 'send-mail') return;
      const { mailId } = data as { mailId: string };
      mailJobs.push({ mailId, rowCommitted: (await count('mail_message where id = ?', [mailId])) === 1 });
    },
  };
  const fixture = useHttpFixture({ jobs });
  let participant: string;
  let other: string;
  let idea: Idea;
  let campaignSlug: string;
  let authorEmail: string;
  beforeAll(async () => {
    // Co-authors, for the idea saved with an address that has no account; set before the site's first request reads it.
    await testOrm().em.fork().execute(`update organisation set settings = settings || '{"multipleIdeaAuthors": true}'::jsonb where id = ?`, [fixture.personas.org.id]);
    const author = await createUser({ organisation: fixture.personas.org });
    authorEmail = author.email;
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
  const commentsSaying = (text: string) => count('comment where idea_id = ? and body = ?', [idea.id, text]);
  const createIdeaOverTrpc = (name: string, key: string) =>
    requestJson(fixture.app, {
      method: 'POST',
      url: '/trpc/idea.create',
      host: fixture.host,
      headers: { authorization: participant, 'idempotency-key': key },
      body: { json: { campaignSlug, name, content: 'A description long enough for the form.' } },
    });

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

  it('answers requests racing on one key with the first answer, writing once', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => comment('Raced', participant, 'key-raced')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(await commentsSaying('Raced')).toBe(1);
  });

  it('answers 409 with Retry-After when the request with its key runs longer than the wait', async () => {
    const held = testOrm().em.fork();
    await held.begin();
    try {
      // As a first request still running would: its key claimed, not yet committed.
      await held.execute(`insert into idempotency_key (organisation_id, user_id, key, fingerprint) values (?, ?, 'key-held', 'still running')`, [fixture.personas.org.id, fixture.personas.participant.id]);
      const started = Date.now();
      const answer = await comment('Held', participant, 'key-held');
      expect(answer).toMatchObject({ status: 409, body: { error: 'idempotency-key-in-progress' }, headers: { 'retry-after': '1' } });
      expect(Date.now() - started).toBeGreaterThanOrEqual(KEY_WAIT_MS - 100);
    } finally {
      await held.rollback();
    }
    expect(await commentsSaying('Held')).toBe(0);
    // The first gave up its key: the retry runs.
    expect((await comment('Held', participant, 'key-held')).status).toBe(200);
  }, 15_000);

  it('answers the retry with the first answer when the connection broke as the write committed', async () => {
    loseTheNextCommitAnswer();
    const first = await comment('Committed, answer lost', participant, 'key-lost');
    expect(first.status).toBe(503);
    const retry = await comment('Committed, answer lost', participant, 'key-lost');
    expect(retry).toMatchObject({ status: 200, body: { result: { text: 'Committed, answer lost' } } });
    expect(await commentsSaying('Committed, answer lost')).toBe(1);
  });

  it('answers 409 for a key an older server left without an answer', async () => {
    await comment('Left unanswered', participant, 'key-unanswered');
    await testOrm().em.fork().execute(`update idempotency_key set result = null where key = 'key-unanswered'`);
    expect(await comment('Left unanswered', participant, 'key-unanswered')).toMatchObject({ status: 409, body: { error: 'idempotency-key-in-progress' } });
    expect(await commentsSaying('Left unanswered')).toBe(1);
  });

  it('leaves no key behind when the write is refused, so the retry runs afresh', async () => {
    expect((await comment('   ', participant, 'key-refused')).status).toBe(400);
    expect(await count(`idempotency_key where key = 'key-refused'`, [])).toBe(0);
  });

  it('leaves neither key nor write when the write fails part-way, so the retry writes once', async () => {
    const em = testOrm().em.fork();
    // The author's mail about the new comment is refused: the comment is written by then.
    await em.execute(`create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'mail refused'; end $$`);
    await em.execute(`create trigger refuse_mail before insert on mail_message for each row when (new."to" = '${authorEmail}') execute function refuse_mail()`);
    try {
      expect((await comment('Part-way', participant, 'key-part-way')).status).toBe(500);
      expect(await commentsSaying('Part-way')).toBe(0);
      expect(await count(`idempotency_key where key = 'key-part-way'`, [])).toBe(0);
    } finally {
      await em.execute('drop trigger refuse_mail on mail_message');
      await em.execute('drop function refuse_mail()');
    }
    expect((await comment('Part-way', participant, 'key-part-way')).status).toBe(200);
    expect(await commentsSaying('Part-way')).toBe(1);
  });

  it('leaves no key after any failure of the write: a refusal, an outage or a bug', async () => {
    const { ctx } = await callerFor(fixture.personas.participant);
    const keyed = (key: string) => ({ ...ctx, request: { ...ctx.request, idempotencyKey: key } }) as AuthedContext;
    const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const [key, failure] of [['key-refusal', new AppError('forbidden')], ['key-outage', outage], ['key-bug', new TypeError('after the write')]] as const) {
      const text = `Failed with ${key}`;
      const input = { ideaGuid: idea.id, body: text };
      await errorOf(onceForKey(keyed(key), 'test.write', input, async (ctx) => (await createComment(ctx, input), Promise.reject(failure))));
      expect(await commentsSaying(text)).toBe(0);
      await onceForKey(keyed(key), 'test.write', input, (ctx) => createComment(ctx, input));
      expect(await commentsSaying(text)).toBe(1);
    }
  });

  it('serves twice as many keyed writes at once as the pool has connections, mails and all', async () => {
    const ideas = Array.from({ length: 4 }, (_, i) => createIdeaOverTrpc(`Busy idea ${i}`, `key-busy-idea-${i}`));
    const comments = Array.from({ length: 4 }, (_, i) => comment(`Busy comment ${i}`, participant, `key-busy-comment-${i}`));
    const answers = await Promise.all([...ideas, ...comments]);
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 200));
  }, 30_000);

  it('queues the mails of a keyed write once it has committed, and none if it rolls back', async () => {
    const before = mailJobs.length;
    await comment('Mailed after commit', participant, 'key-mailed');
    const queued = mailJobs.slice(before);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.rowCommitted).toBe(true);

    const em = testOrm().em.fork();
    // Storing the answer fails: the write, its mail with it, rolls back.
    await em.execute(`create function refuse_answer() returns trigger language plpgsql as $$ begin raise exception 'answer refused'; end $$`);
    await em.execute(`create trigger refuse_answer before update on idempotency_key for each row when (new.key = 'key-rolled-back') execute function refuse_answer()`);
    const mails = await count('mail_message', []);
    try {
      expect((await comment('Rolled back', participant, 'key-rolled-back')).status).toBe(500);
    } finally {
      await em.execute('drop trigger refuse_answer on idempotency_key');
      await em.execute('drop function refuse_answer()');
    }
    expect(mailJobs.length).toBe(before + 1);
    expect(await count('mail_message', [])).toBe(mails);
    expect(await commentsSaying('Rolled back')).toBe(0);
  });

  it('makes each keyed create once in its transaction, answering the retry as the first time', async () => {
    const keyedCaller = async (viewer: User, key: string) => {
      const { ctx } = await callerFor(viewer);
      return createCaller({ ...ctx, request: { ...ctx.request, idempotencyKey: key } });
    };
    const subdomain = `keyed-${Date.now().toString(36)}`;
    const startDate = new Date(Date.now() + 86_400_000);
    const creates: [User, (caller: ReturnType<typeof createCaller>) => Promise<unknown>][] = [
      [fixture.personas.coach, (caller) => caller.campaign.create({ name: 'Keyed campaign', startDate } as CampaignCreateInput)],
      [fixture.personas.orgAdmin, (caller) => caller.partner.create({ name: 'Keyed partner', link: 'https://partner.example' })],
      [fixture.personas.orgAdmin, (caller) => caller.page.create({ title: 'Keyed page', body: 'Once' })],
      [fixture.personas.orgAdmin, (caller) => caller.menu.create({ nav: 'top', name: 'Keyed link', type: MENU_TYPE.external, link: 'https://example.com/keyed' })],
      [fixture.personas.orgAdmin, (caller) => caller.people.label.create({ name: 'Keyed label' })],
      [fixture.personas.orgAdmin, (caller) => caller.agreement.admin.create({ type: 'campaign', name: 'Keyed rules', text: 'Once', publish: false, requireNewUserApproval: false })],
      [
        fixture.personas.superAdmin,
        (caller) =>
          caller.sites.create({
            name: 'Keyed site',
            subdomain,
            publicUrl: '',
            language: 'en',
            premium: false,
            assets: { logo: '', footerlogo: '', hero: '', heromobile: '' },
            admin: { email: `first.${subdomain}@example.com`, firstName: 'Frida', lastName: 'First' },
          }),
      ],
    ];
    for (const [index, [viewer, create]] of creates.entries()) {
      const first = await create(await keyedCaller(viewer, `key-create-${index}`));
      expect(await create(await keyedCaller(viewer, `key-create-${index}`))).toEqual(first);
    }
    expect(await count(`campaign where name = 'Keyed campaign'`, [])).toBe(1);
    expect(await count(`partner where name = 'Keyed partner'`, [])).toBe(1);
    expect(await count(`organisation where subdomain = ?`, [subdomain])).toBe(1);
  });

  it('works the same on the tRPC mutations the client sends with a key', async () => {
    const first = await createIdeaOverTrpc('Posted once', 'key-idea-1');
    expect(first.status).toBe(200);
    const again = await createIdeaOverTrpc('Posted once', 'key-idea-1');
    expect(again.body).toEqual(first.body);
    expect(await count('idea where name = ?', ['Posted once'])).toBe(1);
    expect(await createIdeaOverTrpc('Posted twice?', 'key-idea-1')).toMatchObject({ status: 422 });
  });

  it('keeps an idea saved with a co-author address that has no account, and answers the retry with the same refusal, not a second idea', async () => {
    const send = () =>
      requestJson(fixture.app, {
        method: 'POST',
        url: '/trpc/idea.create',
        host: fixture.host,
        headers: { authorization: participant, 'idempotency-key': 'key-idea-coauthor' },
        body: { json: { campaignSlug, name: 'Saved with a stranger', content: 'A description long enough for the form.', authorsToAdd: [authorEmail, 'nobody.at.all@example.com'] } },
      });
    const first = await send();
    expect(JSON.stringify(first.body)).toContain('idea-updated-but-all-users-not-found');
    expect(await count('idea where name = ?', ['Saved with a stranger'])).toBe(1);
    const again = await send();
    expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
    expect(await count('idea where name = ?', ['Saved with a stranger'])).toBe(1);
  });
});

/**
 * As if the connection broke the instant PostgreSQL committed: the next transaction's COMMIT is
 * carried out, and its caller hears the connection end instead of the answer.
 */
function loseTheNextCommitAnswer(): void {
  type Query = (this: unknown, connection: unknown, statement: { sql: string }) => Promise<unknown>;
  let owner = Object.getPrototypeOf(testOrm().em.getConnection().getKnex().client) as { _query?: Query };
  while (!Object.hasOwn(owner, '_query')) owner = Object.getPrototypeOf(owner) as { _query?: Query };
  const original = owner._query!;
  owner._query = async function (connection, statement) {
    const result = await original.call(this, connection, statement);
    if (statement.sql !== 'COMMIT;') return result;
    owner._query = original;
    throw new Error('Connection terminated unexpectedly');
  };
}
