import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_LOG_PAGE_SIZE, type WebhookCreateInput } from '#shared/schemas/webhooks.ts';
import type { User } from '#server/entities/user.entity.ts';
import { adminConfiguredAccess } from '#server/net/admin-configured-fetch.ts';
import { deliverWebhooks, retryDelayMs, WEBHOOK_FAILURES_BEFORE_DISABLE, WEBHOOK_FIRST_RETRY_MS } from '#server/modules/webhooks/webhook-delivery.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createUser } from '../factories/user.factory';
import { createWebhookDeliveryRow } from '../factories/webhook.factory';
import { callerFor, sentJobs, testDeps } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

const sql = <T = unknown>(text: string, params: unknown[] = []) => testOrm().em.fork().getConnection().execute<T[]>(text, params);
const silent = pino({ level: 'silent' });
const run = (now?: Date) => deliverWebhooks(testOrm().em.fork(), testDeps, silent, now);

describe('webhooks', () => {
  let personas: Personas;
  let author: User;
  let receiver: Server;
  let url: string;
  const received: Received[] = [];
  let answer = 200;

  beforeAll(async () => {
    personas = await createPersonas();
    author = await createUser({ organisation: personas.org, firstName: 'Ida', lastName: 'Author' });
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'thanks' : 'receiver is down');
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((done) => receiver.close(() => done())));
  beforeEach(async () => {
    received.length = 0;
    answer = 200;
    // Each test starts from its own endpoint: the ones before it are switched off.
    await sql(`update webhook_endpoint set enabled = false where organisation_id = ?`, [personas.org.id]);
  });

  const admin = async () => (await callerFor(personas.orgAdmin)).caller;
  const subscribe = async (input: Partial<WebhookCreateInput> = {}) => (await admin()).webhook.create({ url, events: ['comment.created'], ...input });
  const comment = async (body = 'A comment') => {
    const idea = await createIdeaRow({ campaign: await createCampaignRow({ organisation: personas.org, coach: personas.coach }), author });
    await (await callerFor(personas.participant)).caller.comment.create({ ideaGuid: idea.id, body });
    return idea;
  };

  it('signs each delivery as Standard Webhooks says, with a secret shown once, and logs the answer', async () => {
    const { endpoint, secret } = await subscribe();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint).toMatchObject({ url, events: ['comment.created'], enabled: true, disabledReason: null });
    expect(JSON.stringify(await (await admin()).webhook.list())).not.toContain(secret.slice(6));
    const idea = await comment();
    expect(await run()).toEqual({ attempted: 1 });

    expect(received).toHaveLength(1);
    const [delivery] = received;
    const verified = new Webhook(secret).verify(delivery!.body, delivery!.headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
    expect(verified).toMatchObject({ type: 'comment.created', data: { ideaId: idea.id, authorId: personas.participant.id } });
    // Tampered: the library refuses it.
    expect(() => new Webhook(secret).verify(delivery!.body.replace('comment.created', 'comment.deleted'), delivery!.headers as Record<string, string>)).toThrow();

    const log = await (await admin()).webhook.deliveries({ guid: endpoint.guid });
    expect(log).toEqual([expect.objectContaining({ eventId: delivery!.headers['webhook-id'], eventType: 'comment.created', status: 'succeeded', attempts: 1, responseStatus: 200, responseBody: 'thanks', nextAttemptAt: null })]);
    const listed = (await (await admin()).webhook.list()).find((each) => each.guid === endpoint.guid);
    expect(listed?.lastDelivery).toEqual({ status: 'succeeded', createdAt: log[0]!.createdAt });
    expect(await run()).toEqual({ attempted: 0 });
  });

  it('reports posted ideas and given feedback with their ids', async () => {
    const { secret } = await subscribe({ events: ['idea.created', 'feedback.created'] });
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const coach = (await callerFor(personas.coach)).caller;
    const idea = await coach.idea.create({ campaignSlug: campaign.slug, name: 'Solar benches', content: 'Benches that charge phones.', extraFields: {} });
    const theirs = await createIdeaRow({ campaign, author });
    const feedback = await coach.feedback.create({ ideaGuid: theirs.id, comment: 'Try a pilot first.', rating: 4 });
    await run();
    const events = received.map((each) => new Webhook(secret).verify(each.body, each.headers as Record<string, string>));
    expect(events).toEqual([
      { type: 'idea.created', timestamp: expect.any(String), data: { ideaId: idea.guid, campaignId: campaign.id, authorId: personas.coach.id } },
      { type: 'feedback.created', timestamp: expect.any(String), data: { feedbackId: feedback.guid, ideaId: theirs.id, campaignId: campaign.id, authorId: personas.coach.id, rating: 4 } },
    ]);
  });

  it('reports a campaign published, a person joining, an idea edited and an upvote given and taken back', async () => {
    const { secret } = await subscribe({ events: ['campaign.published', 'campaign.member_joined', 'idea.updated', 'idea.upvoted'] });
    const draft = await createCampaignRow({ organisation: personas.org, coach: personas.coach, active: false, startsInDays: 1, endsInDays: 30 });
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const coach = (await callerFor(personas.coach)).caller;
    const participant = (await callerFor(personas.participant)).caller;
    await coach.campaign.submit({ slug: draft.slug });
    // Submitting a live campaign again publishes nothing new.
    await coach.campaign.submit({ slug: draft.slug });
    await participant.campaign.join({ slug: campaign.slug });
    const idea = await coach.idea.create({ campaignSlug: campaign.slug, name: 'Solar benches', content: 'Benches that charge phones.', extraFields: {} });
    await coach.idea.update({ guid: idea.guid, name: 'Solar benches, shaded', content: 'Benches that charge phones, under trees.', extraFields: {} });
    await participant.upvote.toggle({ ideaGuid: idea.guid });
    await participant.upvote.toggle({ ideaGuid: idea.guid });
    await run();
    const events = received.map((each) => new Webhook(secret).verify(each.body, each.headers as Record<string, string>) as { type: string; data: unknown });
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'campaign.published', data: { campaignId: draft.id, slug: draft.slug, publishedBy: personas.coach.id } },
      { type: 'campaign.member_joined', data: { campaignId: campaign.id, userId: personas.participant.id } },
      { type: 'idea.updated', data: { ideaId: idea.guid, campaignId: campaign.id, editorId: personas.coach.id } },
      { type: 'idea.upvoted', data: { ideaId: idea.guid, campaignId: campaign.id, userId: personas.participant.id, upvoted: true, upvoteCount: 1 } },
      { type: 'idea.upvoted', data: { ideaId: idea.guid, campaignId: campaign.id, userId: personas.participant.id, upvoted: false, upvoteCount: 0 } },
    ]);
  });

  it("reports an idea's status changed by its coach, and an idea merged into another", async () => {
    const { secret } = await subscribe({ events: ['idea.status_changed', 'idea.merged'] });
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const coach = (await callerFor(personas.coach)).caller;
    const kept = await createIdeaRow({ campaign, author, name: 'Solar benches' });
    const joining = await createIdeaRow({ campaign, author, name: 'Benches with solar panels' });
    await coach.idea.setStatus({ guid: kept.id, status: 'ACCEPTED' });
    // Set again to what it is: no change, no event.
    await coach.idea.setStatus({ guid: kept.id, status: 'ACCEPTED' });
    const { mergeGuid } = await coach.ideaMerge.propose({ sourceGuid: joining.id, targetGuid: kept.id });
    await (await callerFor(author)).caller.ideaMerge.answer({ mergeGuid, answer: 'accept' });
    await run();
    const events = received.map((each) => new Webhook(secret).verify(each.body, each.headers as Record<string, string>) as { type: string; data: unknown });
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'idea.status_changed', data: { ideaId: kept.id, campaignId: campaign.id, from: 'PUBLISHED', to: 'ACCEPTED', changedBy: personas.coach.id } },
      { type: 'idea.merged', data: { ideaId: joining.id, intoIdeaId: kept.id, campaignId: campaign.id, mergedBy: author.id } },
    ]);
  });

  it('reports a pending joiner as joined when a coach lets them in, not before', async () => {
    const { secret } = await subscribe({ events: ['campaign.member_joined'] });
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach, requireCoachApproval: true });
    await (await callerFor(personas.participant)).caller.campaign.join({ slug: campaign.slug });
    await run();
    expect(received).toHaveLength(0);
    await (await callerFor(personas.coach)).caller.campaign.member.approve({ slug: campaign.slug, userGuid: personas.participant.id });
    await run();
    expect(received.map((each) => new Webhook(secret).verify(each.body, each.headers as Record<string, string>))).toMatchObject([{ type: 'campaign.member_joined', data: { campaignId: campaign.id, userId: personas.participant.id } }]);
  });

  it('writes a join and its event together: a join that rolls back records none, and racing joins one', async () => {
    await subscribe({ events: ['campaign.member_joined'] });
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const joiner = await createUser({ organisation: personas.org });
    const events = () => sql<{ data: { userId: string } }>(`select data from webhook_event where type = 'campaign.member_joined' and data->>'campaignId' = ?`, [campaign.id]);
    const members = () => sql('select 1 from campaign_participant where campaign_id = ? and user_id = ?', [campaign.id, joiner.id]);
    // The outbox refuses this campaign's events for a moment: the join goes with its event.
    await sql(`create function refuse_test_event() returns trigger language plpgsql as $$ begin if new.data->>'campaignId' = '${campaign.id}' then raise exception 'outbox unavailable'; end if; return new; end $$`);
    await sql('create trigger refuse_test_event before insert on webhook_event for each row execute function refuse_test_event()');
    try {
      await expect((await callerFor(joiner)).caller.campaign.join({ slug: campaign.slug })).rejects.toThrow();
    } finally {
      await sql('drop trigger refuse_test_event on webhook_event');
      await sql('drop function refuse_test_event()');
    }
    expect(await members()).toEqual([]);
    expect(await events()).toEqual([]);

    await Promise.all(Array.from({ length: 4 }, async () => (await callerFor(joiner)).caller.campaign.join({ slug: campaign.slug })));
    expect(await members()).toHaveLength(1);
    expect(await events()).toEqual([{ data: { campaignId: campaign.id, userId: joiner.id } }]);
  });

  it('pages the delivery log, newest first, older a page at a time', async () => {
    const { endpoint } = await subscribe();
    const made: string[] = [];
    for (let count = 0; count < WEBHOOK_LOG_PAGE_SIZE + 3; count += 1) made.push((await createWebhookDeliveryRow({ organisationId: personas.org.id, endpointId: endpoint.guid })).id);
    const newest = await (await admin()).webhook.deliveries({ guid: endpoint.guid });
    expect(newest.map((delivery) => delivery.guid)).toEqual(made.slice(-WEBHOOK_LOG_PAGE_SIZE).reverse());
    const older = await (await admin()).webhook.deliveries({ guid: endpoint.guid, cursor: newest.at(-1)!.guid });
    expect(older.map((delivery) => delivery.guid)).toEqual(made.slice(0, 3).reverse());
    await expectAppError((await admin()).webhook.deliveries({ guid: endpoint.guid, cursor: 'not-a-guid' }), 'invalid-input', 'cursor');
  });

  it('records nothing for events no endpoint subscribed to', async () => {
    await subscribe({ events: ['idea.created'] });
    await comment();
    await run();
    expect(received).toHaveLength(0);
  });

  it('retries a failed delivery with growing waits, and gives it up after 24 hours', async () => {
    const { endpoint } = await subscribe();
    answer = 503;
    await comment();
    const start = new Date();
    await run(start);
    let [row] = await (await admin()).webhook.deliveries({ guid: endpoint.guid });
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 503, responseBody: 'receiver is down' });
    expect(row!.nextAttemptAt!.getTime() - start.getTime()).toBe(WEBHOOK_FIRST_RETRY_MS);
    // Not due yet: nothing is sent.
    expect(await run(new Date(start.getTime() + WEBHOOK_FIRST_RETRY_MS - 1000))).toEqual({ attempted: 0 });

    let now = start;
    const waits: number[] = [];
    while (row!.status === 'pending') {
      now = row!.nextAttemptAt!;
      await run(now);
      [row] = await (await admin()).webhook.deliveries({ guid: endpoint.guid });
      if (row!.nextAttemptAt) waits.push(row!.nextAttemptAt.getTime() - now.getTime());
    }
    expect(waits).toEqual([2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt)));
    expect(waits[1]! / waits[0]!).toBe(4);
    expect(row).toMatchObject({ status: 'failed', attempts: 7, nextAttemptAt: null });
    expect(now.getTime() - start.getTime()).toBeLessThan(24 * 60 * 60 * 1000);
    expect(received).toHaveLength(7);
    // Every retry carries the same webhook-id, so receivers can tell a repeat.
    expect(new Set(received.map((each) => each.headers['webhook-id'])).size).toBe(1);
  });

  it('replays a delivery as a new one with the same webhook-id', async () => {
    const { endpoint, secret } = await subscribe();
    await comment();
    await run();
    const [first] = await (await admin()).webhook.deliveries({ guid: endpoint.guid });
    sentJobs.length = 0;
    const replay = await (await admin()).webhook.replay({ deliveryGuid: first!.guid });
    expect(replay).toMatchObject({ status: 'pending', attempts: 0, eventId: first!.eventId });
    expect(sentJobs).toEqual([{ name: 'deliver-webhooks', data: {} }]);
    await run();
    expect(received).toHaveLength(2);
    expect(received[1]!.headers['webhook-id']).toBe(first!.eventId);
    expect(() => new Webhook(secret).verify(received[1]!.body, received[1]!.headers as Record<string, string>)).not.toThrow();
    const log = await (await admin()).webhook.deliveries({ guid: endpoint.guid });
    expect(log.map((each) => each.status)).toEqual(['succeeded', 'succeeded']);
    expect((await (await admin()).audit.list({ page: 1, action: 'webhook-replayed' })).items[0]).toMatchObject({ target: { id: endpoint.guid } });
  });

  it('switches an endpoint off after repeated failure and writes to the site admins, once', async () => {
    const { endpoint } = await subscribe();
    answer = 500;
    for (let index = 0; index < WEBHOOK_FAILURES_BEFORE_DISABLE; index++) await comment(`Comment ${index}`);
    await run();
    expect(received).toHaveLength(WEBHOOK_FAILURES_BEFORE_DISABLE);
    const [listed] = (await (await admin()).webhook.list()).filter((each) => each.guid === endpoint.guid);
    expect(listed).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const mails = await sql<{ to: string; subject: string }>(`select "to", subject from mail_message where organisation_id = ? and template = 'webhook-disabled'`, [personas.org.id]);
    // Each of the site's admins (its org admin and the super admin who administers it), once.
    expect(mails.map((mail) => mail.to).sort()).toEqual([personas.orgAdmin.email, personas.superAdmin.email].sort());
    expect(mails.every((mail) => mail.subject === `A webhook of ${personas.org.name} was switched off`)).toBe(true);
    // Switched off, it gets nothing more, not even the retries that were due.
    await comment('After');
    await run(new Date(Date.now() + 60 * 60 * 1000));
    expect(received).toHaveLength(WEBHOOK_FAILURES_BEFORE_DISABLE);

    // On again, the retries go out.
    answer = 200;
    expect(await (await admin()).webhook.setEnabled({ guid: endpoint.guid, enabled: true })).toMatchObject({ enabled: true, disabledReason: null });
    await run(new Date(Date.now() + 60 * 60 * 1000));
    expect(received.length).toBeGreaterThan(WEBHOOK_FAILURES_BEFORE_DISABLE);
  });

  it('refuses a private, loopback or plain http address when the switch for local receivers is off', async () => {
    const strict = (await callerFor(personas.orgAdmin, { deps: { adminConfiguredUrls: adminConfiguredAccess({ allowPrivateHosts: false }) } })).caller;
    for (const address of [url, 'https://127.0.0.1/hook', 'https://10.0.0.5/hook', 'https://169.254.169.254/latest', 'https://[::1]/hook', 'not a url']) {
      await expectAppError(strict.webhook.create({ url: address, events: ['idea.created'] }), 'WEBHOOK_URL_NOT_ALLOWED', 'url');
    }
    expect(await sql(`select id from webhook_endpoint where url = 'https://127.0.0.1/hook'`)).toEqual([]);
  });

  it('checks each key of the input', async () => {
    const caller = await admin();
    await expectAppError(caller.webhook.create({ url: '', events: ['idea.created'] }), 'ERROR_REQUIRED', 'url');
    await expectAppError(caller.webhook.create({ url: `${url}?${'x'.repeat(2000)}`, events: ['idea.created'] }), 'VALUE_TOO_LONG', 'url');
    await expectAppError(caller.webhook.create({ url, events: [] }), 'ERROR_REQUIRED', 'events');
    await expectAppError(caller.webhook.create({ url, events: ['idea.deleted' as never] }), 'invalid-input');
    await expectAppError(caller.webhook.create({ url, events: ['idea.created', 'idea.created'] }), 'invalid-input', 'events');
  });

  it("keeps each site's events to its own endpoints and refuses another site's endpoint", async () => {
    const other = await createPersonas();
    const otherAdmin = (await callerFor(other.orgAdmin)).caller;
    const { endpoint: theirs } = await otherAdmin.webhook.create({ url, events: ['comment.created'] });
    await subscribe();
    await comment();
    await run();
    expect(received).toHaveLength(1);
    expect(await otherAdmin.webhook.deliveries({ guid: theirs.guid })).toEqual([]);
    const caller = await admin();
    await expectAppError(caller.webhook.setEnabled({ guid: theirs.guid, enabled: false }), 'not-found');
    await expectAppError(caller.webhook.deliveries({ guid: theirs.guid }), 'not-found');
    expect((await caller.webhook.list()).map((each) => each.guid)).not.toContain(theirs.guid);
    await sql(`update webhook_endpoint set enabled = false where id = ?`, [theirs.guid]);
  });

  it('refuses everyone but the admins', async () => {
    for (const viewer of [personas.participant, personas.coach]) {
      const caller = (await callerFor(viewer)).caller;
      await expectAppError(caller.webhook.list(), 'forbidden');
      await expectAppError(caller.webhook.create({ url, events: ['idea.created'] }), 'forbidden');
    }
  });
});
