import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Idea } from '#server/entities/idea.entity.ts';
import { createSession, invalidateSession } from '#server/modules/auth/session.service.ts';
import { invalidateUserSessions } from '#server/modules/user/user-sessions.ts';
import { notify } from '#server/modules/notification/notification.service.ts';
import type { User } from '#server/entities/user.entity.ts';
import { RealtimeBus, realtimeBus, startRealtimeListener, type RealtimeListener, type RealtimeTopic } from '#server/realtime/realtime-bus.ts';
import { publishEvent, type RealtimeEvent } from '#server/realtime/realtime-events.ts';
import { viewerStream } from '#server/realtime/realtime-streams.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { hostFor } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createTestApp } from '../support/http';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

const quiet = pino({ level: 'silent' });
const databaseUrl = () => testOrm().config.get('clientUrl') as string;

/** Resolves with the next `count` events of one topic or several on a bus, or what arrived within `ms`. */
function nextEvents(bus: RealtimeBus, topics: RealtimeTopic | RealtimeTopic[], count = 1, ms = 5000): Promise<RealtimeEvent[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  // The time up ends the iteration (a waiting read is done), so what arrived so far is the answer.
  const events = bus.events(topics, controller.signal);
  return (async () => {
    const seen: RealtimeEvent[] = [];
    try {
      for await (const event of events) {
        seen.push(event);
        if (seen.length === count) break;
      }
    } finally {
      clearTimeout(timer);
      await events.return();
    }
    return seen;
  })();
}

async function waitFor(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Terminates the listeners' LISTEN connections from the database side, as a failover would. */
async function dropListenConnections(): Promise<number> {
  const rows = await testOrm()
    .em.getConnection()
    .execute<{ pid: number }[]>("select pg_terminate_backend(pid) as pid from pg_stat_activity where application_name = 'ideahunt-realtime' and datname = current_database()");
  return rows.length;
}

describe('realtime across processes (LISTEN/NOTIFY)', () => {
  let personas: Personas;
  const buses = [new RealtimeBus(), new RealtimeBus()] as const;
  const listeners: RealtimeListener[] = [];
  beforeAll(async () => {
    personas = await createPersonas();
    for (const bus of buses) listeners.push(await startRealtimeListener(bus, { connectionString: databaseUrl(), logger: quiet }));
  });
  afterAll(async () => {
    for (const listener of listeners) await listener.close();
  });

  const activity = (ideaId: string, what: 'comment' | 'feedback'): RealtimeEvent => ({ kind: 'idea-activity', organisationId: personas.org.id, ideaId, what });
  const topicOf = (ideaId: string): RealtimeTopic => ({ kind: 'idea-activity', organisationId: personas.org.id, ideaId });

  it('delivers an event published in one process\'s transaction to the other process, only after the commit', async () => {
    const ideaId = crypto.randomUUID();
    const arrived = nextEvents(buses[1], topicOf(ideaId));
    // Set when the transaction's work is done and COMMIT goes out: an event heard before that was
    // not held back by PostgreSQL. (Set after the commit's answer instead, it races the
    // listener's socket, which may hear the event first.)
    let committing = false;
    let seenBeforeCommit = false;
    void arrived.then(() => (seenBeforeCommit = !committing));
    await testOrm().em.fork().transactional(async (tx) => {
      await publishEvent(tx, activity(ideaId, 'comment'));
      // Long enough for a NOTIFY sent at once to have crossed the wire.
      await new Promise((resolve) => setTimeout(resolve, 300));
      committing = true;
    });
    expect(await arrived).toEqual([activity(ideaId, 'comment')]);
    expect(seenBeforeCommit).toBe(false);
  });

  it('never delivers an event whose transaction rolled back', async () => {
    const ideaId = crypto.randomUUID();
    const arrived = nextEvents(buses[1], topicOf(ideaId));
    await expect(
      testOrm()
        .em.fork()
        .transactional(async (tx) => {
          await publishEvent(tx, activity(ideaId, 'comment'));
          throw new Error('roll back');
        }),
    ).rejects.toThrow('roll back');
    // NOTIFYs arrive in commit order: the first thing heard must be this later, committed one.
    await publishEvent(testOrm().em.fork(), activity(ideaId, 'feedback'));
    expect(await arrived).toEqual([activity(ideaId, 'feedback')]);
  });

  it('hands each event only to the subscribers of its key, and drops payloads that are not events', async () => {
    const [watched, other] = [crypto.randomUUID(), crypto.randomUUID()];
    const arrived = nextEvents(buses[0], topicOf(watched));
    const otherTenant = nextEvents(buses[0], { kind: 'idea-activity', organisationId: personas.otherOrg.id, ideaId: watched }, 1, 800);
    const connection = testOrm().em.getConnection();
    await connection.execute("select pg_notify('app_events', 'not json'), pg_notify('app_events', '{\"kind\":\"idea-activity\"}')");
    await publishEvent(testOrm().em.fork(), activity(other, 'comment'));
    await publishEvent(testOrm().em.fork(), activity(watched, 'feedback'));
    expect(await arrived).toEqual([activity(watched, 'feedback')]);
    // Same idea id, other organisation: nothing.
    expect(await otherTenant).toEqual([]);
  });

  it('hears every topic of a subscription to several, and only those', async () => {
    const [first, second, unwatched] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const status: RealtimeTopic = { kind: 'user-status', organisationId: personas.org.id, userId: personas.participant.id };
    const arrived = nextEvents(buses[1], [topicOf(first), topicOf(second), status], 3);
    expect([topicOf(first), topicOf(second), status].map((topic) => buses[1].subscriberCount(topic))).toEqual([1, 1, 1]);
    await publishEvent(testOrm().em.fork(), activity(unwatched, 'comment'));
    await publishEvent(testOrm().em.fork(), activity(first, 'comment'));
    await publishEvent(testOrm().em.fork(), { kind: 'user-status', organisationId: personas.org.id, userId: personas.participant.id, status: 'blocked' });
    await publishEvent(testOrm().em.fork(), activity(second, 'feedback'));
    expect(await arrived).toEqual([activity(first, 'comment'), { kind: 'user-status', organisationId: personas.org.id, userId: personas.participant.id, status: 'blocked' }, activity(second, 'feedback')]);
    expect([topicOf(first), topicOf(second), status].map((topic) => buses[1].subscriberCount(topic))).toEqual([0, 0, 0]);
  });

  it('reconnects after losing its connection and hears events again', async () => {
    expect(await dropListenConnections()).toBeGreaterThanOrEqual(2);
    const ideaId = crypto.randomUUID();
    // Publish until the reconnected listener hears one (events sent while it is down are missed by design).
    const arrived = nextEvents(buses[1], topicOf(ideaId), 1, 10_000);
    let heard = false;
    void arrived.then(() => (heard = true));
    await waitFor(async () => {
      await publishEvent(testOrm().em.fork(), activity(ideaId, 'comment'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      return heard;
    }, 10_000);
    expect(await arrived).toEqual([activity(ideaId, 'comment')]);
  });
});

describe('realtime subscriptions', () => {
  let personas: Personas;
  let author: User;
  let listener: RealtimeListener;
  beforeAll(async () => {
    personas = await createPersonas();
    author = await createUser({ organisation: personas.org, firstName: 'Ida', lastName: 'Author' });
    listener = await startRealtimeListener(realtimeBus, { connectionString: databaseUrl(), logger: quiet });
  });
  afterAll(() => listener.close());

  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;
  const ideaIn = async (overrides: Partial<CampaignOverrides> = {}): Promise<Idea> =>
    createIdeaRow({ campaign: await createCampaignRow({ organisation: personas.org, coach: personas.coach, ...overrides }), author });
  const notifyUser = (user: User, organisationId = personas.org.id) =>
    notify(scopedEm(personas.org), { type: 'idea', subType: 'created', organisationId, userIds: [user.id], data: { actorGuid: personas.coach.id, actorName: 'Campaign Coach' } });

  /** Opens the tab's one stream as `viewer`, with the idea its page shows, if any. */
  const openViewerStream = async (viewer: User | null, ideaGuid?: string, org = personas.org) =>
    (await (await callerFor(viewer, { org })).caller.realtime.viewer({ ideaGuid }))[Symbol.asyncIterator]();
  const unread = (count: number) => ({ done: false, value: { type: 'unread', count } });
  const onIdea = (what: 'comment' | 'feedback') => ({ done: false, value: { type: 'idea', what } });

  it('yields the unread count at once and again after each notification of the viewer', async () => {
    const stream = await openViewerStream(personas.participant);
    try {
      expect(await stream.next()).toEqual(unread(0));
      const next = stream.next();
      await notifyUser(personas.participant);
      expect(await next).toEqual(unread(1));
    } finally {
      await stream.return?.();
    }
  });

  it('tells an open idea page of new, changed and removed comments and feedback', async () => {
    const idea = await ideaIn();
    // A visitor: no count, no status, only the idea's activity.
    const stream = await openViewerStream(null, idea.id);
    try {
      const participant = await as(personas.participant);
      let next = stream.next();
      const comment = await participant.comment.create({ ideaGuid: idea.id, body: 'Live!' });
      expect(await next).toEqual(onIdea('comment'));
      next = stream.next();
      await participant.comment.update({ guid: comment.guid, body: 'Live, edited' });
      expect(await next).toEqual(onIdea('comment'));
      next = stream.next();
      await (await as(personas.orgAdmin)).comment.delete({ guid: comment.guid });
      expect(await next).toEqual(onIdea('comment'));
      next = stream.next();
      const feedback = await participant.feedback.create({ ideaGuid: idea.id, comment: 'Nice', rating: 4 });
      expect(await next).toEqual(onIdea('feedback'));
      next = stream.next();
      await participant.feedback.update({ guid: feedback.guid, comment: 'Nicer', rating: 5 });
      expect(await next).toEqual(onIdea('feedback'));
      next = stream.next();
      await (await as(personas.orgAdmin)).feedback.delete({ guid: feedback.guid });
      expect(await next).toEqual(onIdea('feedback'));
    } finally {
      await stream.return?.();
    }
  });

  it('yields the viewer\'s new account status', async () => {
    const stream = await openViewerStream(personas.participant);
    try {
      // First the count (the participant has notifications from earlier tests).
      expect((await stream.next()).value).toMatchObject({ type: 'unread' });
      const next = stream.next();
      // Another user's change first: the viewer must not hear it.
      await publishEvent(testOrm().em.fork(), { kind: 'user-status', organisationId: personas.org.id, userId: personas.coach.id, status: 'blocked' });
      await publishEvent(testOrm().em.fork(), { kind: 'user-status', organisationId: personas.org.id, userId: personas.participant.id, status: 'blocked' });
      expect(await next).toEqual({ done: false, value: { type: 'status', status: 'blocked' } });
    } finally {
      await stream.return?.();
    }
  });

  it('tells an unverified person\'s open tab when an org admin verifies them with the toggle, and only then', async () => {
    const person = await createUser({ organisation: personas.org, status: 'inactive' });
    const stream = await openViewerStream(person);
    try {
      expect(await stream.next()).toEqual(unread(0));
      const next = stream.next();
      const admin = await as(personas.orgAdmin);
      // An edit that leaves the status as it was says nothing.
      await admin.people.update({ guid: person.id, firstName: 'Still unverified' });
      await admin.people.update({ guid: person.id, active: true });
      expect(await next).toEqual({ done: false, value: { type: 'status', status: 'active' } });
    } finally {
      await stream.return?.();
    }
  });

  it('carries the count, the status and the open idea\'s activity on one stream', async () => {
    const viewer = await createUser({ organisation: personas.org });
    const idea = await ideaIn();
    const stream = await openViewerStream(viewer, idea.id);
    const topics: RealtimeTopic[] = [
      { kind: 'notifications', organisationId: personas.org.id, userId: viewer.id },
      { kind: 'user-status', organisationId: personas.org.id, userId: viewer.id },
      { kind: 'idea-activity', organisationId: personas.org.id, ideaId: idea.id },
    ];
    try {
      expect(await stream.next()).toEqual(unread(0));
      // One listener per kind, all for this one stream.
      expect(topics.map((topic) => realtimeBus.subscriberCount(topic))).toEqual([1, 1, 1]);
      let next = stream.next();
      await (await as(personas.participant)).comment.create({ ideaGuid: idea.id, body: 'Heard on the one stream' });
      expect(await next).toEqual(onIdea('comment'));
      next = stream.next();
      await notifyUser(viewer);
      expect(await next).toEqual(unread(1));
      next = stream.next();
      await publishEvent(testOrm().em.fork(), { kind: 'user-status', organisationId: personas.org.id, userId: viewer.id, status: 'active' });
      expect(await next).toEqual({ done: false, value: { type: 'status', status: 'active' } });
    } finally {
      await stream.return?.();
    }
    expect(topics.map((topic) => realtimeBus.subscriberCount(topic))).toEqual([0, 0, 0]);
  });

  it('ends an aborted stream quietly: a waiting read is done, nothing rejects, nothing keeps listening', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const viewer = await createUser({ organisation: personas.org });
      const idea = await ideaIn();
      const { ctx } = await callerFor(viewer, { org: personas.org });
      const controller = new AbortController();
      const stream = await viewerStream(ctx, idea.id, controller.signal);
      expect(await stream.next()).toEqual(unread(0));
      // Nobody awaits this read when the client goes: it must settle, not reject.
      const waiting = stream.next();
      controller.abort();
      expect(await waiting).toEqual({ done: true, value: undefined });
      expect(await stream.next()).toEqual({ done: true, value: undefined });
      expect(realtimeBus.subscriberCount({ kind: 'notifications', organisationId: personas.org.id, userId: viewer.id })).toBe(0);
      expect(realtimeBus.subscriberCount({ kind: 'idea-activity', organisationId: personas.org.id, ideaId: idea.id })).toBe(0);
      // A bus iterator aborted while nobody reads ends the same way.
      const orphan = new AbortController();
      const events = realtimeBus.events({ kind: 'user-status', organisationId: personas.org.id, userId: viewer.id }, orphan.signal);
      void events.next();
      orphan.abort();
      expect(await events.next()).toEqual({ done: true, value: undefined });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });

  it('refuses a stream with neither a viewer nor an idea, and viewers who may not see the idea', async () => {
    await expectAppError(openViewerStream(null), 'not-authenticated');
    const secret = await ideaIn({ privacySetting: 'private' });
    await expectAppError(openViewerStream(null, secret.id), 'not-authenticated');
    await expectAppError(openViewerStream(personas.participant, secret.id), 'invitation-required');
    const declined = await createIdeaRow({ campaign: await createCampaignRow({ organisation: personas.org, coach: personas.coach }), author, status: 'declined' });
    await expectAppError(openViewerStream(personas.participant, declined.id), 'not-found');
    await expectAppError(openViewerStream(personas.outsider, (await ideaIn()).id, personas.otherOrg), 'not-found');
    await expectAppError(openViewerStream(personas.participant, 'not-a-guid'), 'invalid-input');
  });

  it('gives another organisation\'s user nothing of this one', async () => {
    const outsiderStream = await openViewerStream(personas.outsider, undefined, personas.otherOrg);
    const participantStream = await openViewerStream(personas.participant);
    try {
      expect(await outsiderStream.next()).toEqual(unread(0));
      const viewerStart = await participantStream.next();
      let outsiderHeard = false;
      const outsiderNext = outsiderStream.next().then(() => (outsiderHeard = true));
      const viewerNext = participantStream.next();
      // An event naming the participant but another organisation reaches no one here…
      await publishEvent(testOrm().em.fork(), { kind: 'notifications', organisationId: personas.otherOrg.id, userId: personas.participant.id });
      // …and the participant's own notification reaches only the participant.
      await notifyUser(personas.participant);
      expect(await viewerNext).toEqual(unread((viewerStart.value as { count: number }).count + 1));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(outsiderHeard).toBe(false);
      // The outsider's own notification does reach them (and lets their pending read finish).
      await publishEvent(testOrm().em.fork(), { kind: 'notifications', organisationId: personas.otherOrg.id, userId: personas.outsider.id });
      await outsiderNext;
    } finally {
      await outsiderStream.return?.();
      await participantStream.return?.();
    }
  });
});

describe('realtime over HTTP (server-sent events)', () => {
  let personas: Personas;
  let app: FastifyInstance;
  let port: number;
  let listener: RealtimeListener;
  beforeAll(async () => {
    personas = await createPersonas();
    listener = await startRealtimeListener(realtimeBus, { connectionString: databaseUrl(), logger: quiet });
  });
  afterAll(() => listener.close());

  async function startApp(): Promise<void> {
    app = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  }

  /** The path httpSubscriptionLink asks for: realtime.viewer with its input, superjson-encoded. */
  const viewerPath = (ideaGuid?: string) => `/trpc/realtime.viewer?input=${encodeURIComponent(JSON.stringify({ json: ideaGuid ? { ideaGuid } : {} }))}`;
  const unreadData = (count: number) => `data: {"json":{"type":"unread","count":${count}}}`;

  /** Opens realtime.viewer as a browser's EventSource would (user null: a visitor), collecting the raw stream. */
  async function openStream(
    user: User | null,
    ideaGuid?: string,
  ): Promise<{ request: ClientRequest; response: IncomingMessage; text: () => string; ended: Promise<void>; sessionId: string | null }> {
    const session = user ? await createSession(scopedEm(personas.org), user, 'browser', { ip: '127.0.0.1', userAgent: 'vitest' }) : null;
    return new Promise((resolve, reject) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        path: viewerPath(ideaGuid),
        headers: { host: hostFor(personas.org), accept: 'text/event-stream', ...(session ? { cookie: `session=${session.token}` } : {}) },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        const ended = new Promise<void>((done) => response.once('close', () => done()));
        resolve({ request, response, text: () => body, ended, sessionId: session?.session.id ?? null });
      });
      request.end();
    });
  }

  const topic = (user: User): RealtimeTopic => ({ kind: 'notifications', organisationId: personas.org.id, userId: user.id });
  const statusTopic = (user: User): RealtimeTopic => ({ kind: 'user-status', organisationId: personas.org.id, userId: user.id });

  it('streams the count as server-sent events and stops listening when the client goes away', async () => {
    await startApp();
    try {
      const user = await createUser({ organisation: personas.org });
      const stream = await openStream(user);
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers['content-type']).toContain('text/event-stream');
      await waitFor(() => stream.text().includes(unreadData(0)));
      expect(stream.text()).toContain('event: connected');
      await notify(scopedEm(personas.org), { type: 'idea', subType: 'created', organisationId: personas.org.id, userIds: [user.id], data: { actorGuid: personas.coach.id } });
      await waitFor(() => stream.text().includes(unreadData(1)));

      expect(realtimeBus.subscriberCount(topic(user))).toBe(1);
      expect(realtimeBus.subscriberCount(statusTopic(user))).toBe(1);
      stream.request.destroy();
      await waitFor(() => realtimeBus.subscriberCount(topic(user)) === 0 && realtimeBus.subscriberCount(statusTopic(user)) === 0);
    } finally {
      await app.close();
    }
  });

  it('ends a stream when its session is logged out, in whichever process, and no other stream of the user', async () => {
    await startApp();
    try {
      const user = await createUser({ organisation: personas.org });
      const loggedOut = await openStream(user);
      const otherTab = await openStream(user);
      await waitFor(() => loggedOut.text().includes(unreadData(0)) && otherTab.text().includes(unreadData(0)));
      await invalidateSession(scopedEm(personas.org), loggedOut.sessionId!);
      await loggedOut.ended;
      expect(loggedOut.text()).toContain('data: {"json":{"type":"signed-out"}}');
      expect(otherTab.text()).not.toContain('signed-out');
      expect(realtimeBus.subscriberCount(topic(user))).toBe(1);
      otherTab.request.destroy();
    } finally {
      await app.close();
    }
  });

  it('ends every stream of a user whose sessions all end at once (blocking, password change)', async () => {
    await startApp();
    try {
      const user = await createUser({ organisation: personas.org });
      const tabs = [await openStream(user), await openStream(user)];
      await waitFor(() => tabs.every((tab) => tab.text().includes(unreadData(0))));
      await invalidateUserSessions(scopedEm(personas.org), user.id);
      for (const tab of tabs) {
        await tab.ended;
        expect(tab.text()).toContain('data: {"json":{"type":"signed-out"}}');
      }
    } finally {
      await app.close();
    }
  });

  it('closes the old idea\'s stream when the tab moves on to another idea', async () => {
    await startApp();
    try {
      const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
      const [first, second] = [await createIdeaRow({ campaign, author: personas.participant }), await createIdeaRow({ campaign, author: personas.participant })];
      const ideaTopic = (idea: Idea): RealtimeTopic => ({ kind: 'idea-activity', organisationId: personas.org.id, ideaId: idea.id });
      const before = await openStream(null, first.id);
      await waitFor(() => before.text().includes('event: connected'));
      expect(realtimeBus.subscriberCount(ideaTopic(first))).toBe(1);
      // What the browser does when the stream's input changes: close the old one, open the new.
      before.request.destroy();
      const after = await openStream(null, second.id);
      await waitFor(() => after.text().includes('event: connected'));
      await waitFor(() => realtimeBus.subscriberCount(ideaTopic(first)) === 0);
      expect(realtimeBus.subscriberCount(ideaTopic(second))).toBe(1);
      after.request.destroy();
      await waitFor(() => realtimeBus.subscriberCount(ideaTopic(second)) === 0);
    } finally {
      await app.close();
    }
  });

  it('refuses a logged-out stream without an idea with the not-authenticated code', async () => {
    await startApp();
    try {
      const body = await new Promise<string>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, path: viewerPath(), headers: { host: hostFor(personas.org), accept: 'text/event-stream' } });
        request.on('error', reject);
        request.on('response', (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve(text));
        });
        request.end();
      });
      expect(body).toContain('event: serialized-error');
      expect(body).toContain('"appCode":"not-authenticated"');
    } finally {
      await app.close();
    }
  });

  it('shuts down without waiting for open streams, which end so their clients reconnect', async () => {
    await startApp();
    const user = await createUser({ organisation: personas.org });
    const stream = await openStream(user);
    await waitFor(() => stream.text().includes(unreadData(0)));
    const started = Date.now();
    await app.close();
    // The grace period (1 s by default) and not much more: the stream did not hold the server open.
    expect(Date.now() - started).toBeLessThan(3000);
    await stream.ended;
    await waitFor(() => realtimeBus.subscriberCount(topic(user)) === 0 && realtimeBus.subscriberCount(statusTopic(user)) === 0);
  });
});
