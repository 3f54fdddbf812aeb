import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SessionSchema } from '#server/entities/session.entity.ts';
import { CommentSchema, FeedbackSchema, IdeaAuthorSchema, IdeaSchema, UpvoteSchema } from '#server/entities/idea.entity.ts';
import { PointAwardSchema } from '#server/entities/point-award.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { awardPointsRow, createFeedbackRow, createIdeaRow } from '../factories/idea.factory';
import { addParticipants } from '../factories/participation.factory';
import { FACTORY_PASSWORD, createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';
import { LEGACY_BASE, requestJson } from '../support/http';
import { type Personas } from '../support/personas';
import { eventually, useServerProcesses } from '../support/server-processes';

/** Blocking, deleting and removal requests (spec 3 §4, §6): what each does to the account, its sessions and its content. */
describe('people: block, delete and removal requests', () => {
  // Two server processes on one database, each with its session cache, as behind a load balancer.
  const processes = useServerProcesses(2);
  const { browserSession, legacyToken, me } = processes;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let personas: Personas;
  let host: string;
  beforeAll(() => {
    [first, second] = processes.apps as [FastifyInstance, FastifyInstance];
    ({ personas, host } = processes);
  });

  it('blocks: every cookie and Bearer token of the user ends at once in both processes, and they cannot sign in again', async () => {
    const user = await createUser({ organisation: personas.org });
    const here = await browserSession(first, user);
    const elsewhere = await browserSession(second, user);
    const bearer = await legacyToken(second, user);
    for (const [app, headers] of [[first, { cookie: here }], [second, { cookie: elsewhere }], [second, { authorization: bearer }]] as const) expect(await me(app, headers)).toMatchObject({ guid: user.id });

    const admin = await browserSession(first, personas.superAdmin);
    const blocked = await requestJson(first, { method: 'POST', url: '/trpc/people.setStatus', host, headers: { cookie: admin, origin: `http://${host}` }, body: { json: { guid: user.id, status: 'blocked' } } });
    expect(blocked.status).toBe(200);

    expect(await me(first, { cookie: here })).toBeNull();
    await eventually(async () => (await me(second, { cookie: elsewhere })) === null);
    await eventually(async () => (await me(second, { authorization: bearer })) === null);
    const login = await requestJson(second, { method: 'POST', url: `${LEGACY_BASE}/login`, host, body: { username: user.email, password: FACTORY_PASSWORD } });
    expect(login).toMatchObject({ status: 403, body: { error: 'user-blocked' } });

    // Unblocked, the account is active and signs in again.
    await (await callerFor(personas.superAdmin)).caller.people.setStatus({ guid: user.id, status: 'active' });
    expect((await scopedEm(personas.org).findOneOrFail(UserSchema, { id: user.id })).status).toBe('active');
    expect(await browserSession(second, user)).toMatch(/^session=/);
  });

  it('tells the blocked user\'s open tabs why before their session ends', async () => {
    const user = await createUser({ organisation: personas.org });
    const tab = await callerFor(user);
    const stream = (await tab.caller.realtime.viewer({}))[Symbol.asyncIterator]();
    try {
      expect((await stream.next()).value).toEqual({ type: 'unread', count: 0 });
      const heard = Promise.all([stream.next(), stream.next()]);
      await (await callerFor(personas.superAdmin)).caller.people.setStatus({ guid: user.id, status: 'blocked' });
      expect(await heard).toEqual([
        { done: false, value: { type: 'status', status: 'blocked' } },
        { done: false, value: { type: 'signed-out' } },
      ]);
    } finally {
      await stream.return?.();
    }
  });

  it('lets only super admins block, never themselves, and no one on another site', async () => {
    const user = await createUser({ organisation: personas.org });
    await expectAppError((await callerFor(personas.orgAdmin)).caller.people.setStatus({ guid: user.id, status: 'blocked' }), 'forbidden');
    await expectAppError((await callerFor(personas.participant)).caller.people.setStatus({ guid: user.id, status: 'blocked' }), 'forbidden');
    await expectAppError((await callerFor(null, { org: personas.org })).caller.people.setStatus({ guid: user.id, status: 'blocked' }), 'not-authenticated');
    await expectAppError((await callerFor(personas.superAdmin)).caller.people.setStatus({ guid: personas.superAdmin.id, status: 'blocked' }), 'forbidden');
    await expectAppError((await callerFor(personas.superAdmin)).caller.people.setStatus({ guid: user.id, status: 'inactive' as 'active' }), 'invalid-input', 'status');
    const outsideAdmin = await createUser({ organisation: personas.otherOrg, roles: ['admin'] });
    await expectAppError((await callerFor(outsideAdmin)).caller.people.setStatus({ guid: user.id, status: 'blocked' }), 'people-user-not-found');
    expect((await scopedEm(personas.org).findOneOrFail(UserSchema, { id: user.id })).status).toBe('active');
  });

  it('deletes a user for good, keeping what they wrote under "Former user" and taking their upvotes off the counts', async () => {
    const leaver = await createUser({ organisation: personas.org });
    const other = await createUser({ organisation: personas.org });
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    await addParticipants(campaign, [leaver, other]);
    const ownIdea = await createIdeaRow({ campaign, author: leaver, withPoints: true });
    const othersIdea = await createIdeaRow({ campaign, author: other });
    await createFeedbackRow({ idea: othersIdea, author: leaver });
    await (await callerFor(leaver)).caller.upvote.toggle({ ideaGuid: othersIdea.id });
    await (await callerFor(leaver)).caller.comment.create({ ideaGuid: othersIdea.id, body: 'Lovely idea' });
    await awardPointsRow({ campaign, user: leaver, cause: 'feedback-new' });
    const session = await browserSession(first, leaver);

    await (await callerFor(personas.orgAdmin)).caller.people.delete({ guid: leaver.id });

    const em = scopedEm(personas.org);
    expect(await em.count(UserSchema, { id: leaver.id })).toBe(0);
    expect(await me(first, { cookie: session })).toBeNull();
    expect(await em.count(SessionSchema, { user: leaver.id })).toBe(0);
    expect(await em.count(PointAwardSchema, { user: leaver.id })).toBe(0);
    expect(await em.count(UpvoteSchema, { user: leaver.id })).toBe(0);
    expect((await em.findOneOrFail(IdeaSchema, { id: othersIdea.id })).upvoteCount).toBe(0);
    // Their idea and words stay.
    expect(await em.count(IdeaSchema, { id: ownIdea.id })).toBe(1);
    expect(await em.count(IdeaAuthorSchema, { idea: ownIdea.id })).toBe(0);
    const feedback = await (await callerFor(other)).caller.feedback.list({ ideaGuid: othersIdea.id });
    expect(JSON.stringify(feedback)).toContain('"author":null');
    expect(await em.count(FeedbackSchema, { idea: othersIdea.id })).toBe(1);
    const comments = await em.find(CommentSchema, { idea: othersIdea.id });
    expect(comments.map((comment) => [comment.body, comment.author])).toEqual([['Lovely idea', null]]);
  });

  it('takes a deleted participant off the campaign\'s contributor count, approved ones only (issue 16)', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const [leaver, stayer] = await Promise.all([createUser({ organisation: personas.org }), createUser({ organisation: personas.org })]);
    for (const person of [leaver, stayer]) await (await callerFor(person)).caller.campaign.join({ slug: campaign.slug });
    const count = async () => (await (await callerFor(null, { org: personas.org })).caller.campaign.bySlug({ slug: campaign.slug })).meta.contributorCount;
    expect(await count()).toBe(2);

    await (await callerFor(personas.orgAdmin)).caller.people.delete({ guid: leaver.id });
    expect(await count()).toBe(1);
    // Someone who never joined leaves the count alone.
    await (await callerFor(personas.orgAdmin)).caller.people.delete({ guid: (await createUser({ organisation: personas.org })).id });
    expect(await count()).toBe(1);
  });

  it('refuses deleting oneself, a super admin (for org admins), and users for participants or another site', async () => {
    const person = await createUser({ organisation: personas.org });
    await expectAppError((await callerFor(personas.orgAdmin)).caller.people.delete({ guid: personas.orgAdmin.id }), 'forbidden');
    await expectAppError((await callerFor(personas.orgAdmin)).caller.people.delete({ guid: personas.superAdmin.id }), 'forbidden');
    await expectAppError((await callerFor(personas.participant)).caller.people.delete({ guid: person.id }), 'forbidden');
    await expectAppError((await callerFor(null, { org: personas.org })).caller.people.delete({ guid: person.id }), 'not-authenticated');
    await expectAppError((await callerFor(personas.outsider)).caller.people.delete({ guid: person.id }), 'people-user-not-found');
    expect(await scopedEm(personas.org).count(UserSchema, { id: person.id })).toBe(1);
  });

  it('answers removal requests: accepting deletes the account, denying makes it an active guest who can sign in', async () => {
    const accepted = await createUser({ organisation: personas.org });
    const denied = await createUser({ organisation: personas.org });
    await (await callerFor(accepted)).caller.profile.deleteAccount();
    await (await callerFor(denied)).caller.profile.deleteAccount();
    const { caller } = await callerFor(personas.orgAdmin);
    expect((await caller.people.list({ status: 'pendingDelete' })).items.map((item) => item.guid).sort()).toEqual([accepted.id, denied.id].sort());

    expect(await caller.people.decideRemoval({ guid: accepted.id, accept: true })).toBeNull();
    expect(await caller.people.decideRemoval({ guid: denied.id, accept: false })).toMatchObject({ status: 'active', orgRole: 'guest' });
    const em = scopedEm(personas.org);
    expect(await em.count(UserSchema, { id: accepted.id })).toBe(0);
    expect(await browserSession(first, denied)).toMatch(/^session=/);
    await expectAppError(caller.people.decideRemoval({ guid: denied.id, accept: true }), 'people-not-pending-deletion');
    await expectAppError((await callerFor(personas.participant)).caller.people.decideRemoval({ guid: denied.id, accept: true }), 'forbidden');
    expect(await em.count(UserSchema, { id: denied.id })).toBe(1);
  });
});
