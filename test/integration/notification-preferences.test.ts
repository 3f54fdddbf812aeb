import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_KINDS, type NoticeChannel, type NoticeKind, type NotificationPreferences } from '#shared/schemas/notification-preferences.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { scheduleDigests, sendDigest } from '#server/modules/digest/digest.service.ts';
import { deliverMail } from '#server/modules/mail/mail.service.ts';
import { createMailer } from '#server/modules/mail/mail-transport.ts';
import { readUnsubscribeToken, unsubscribeToken } from '#server/modules/notification/unsubscribe-token.ts';
import type { FastifyInstance } from 'fastify';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { createOrganisation, hostFor } from '../factories/organisation.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, TEST_JWT_KEY, testDeps } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createTestApp } from '../support/http';
import { startMailCapture } from '../support/mailbox';
import { testOrm } from '../support/test-database';

const sql = <T extends object>(query: string, params: unknown[] = []) => testOrm().em.fork().getConnection().execute<T[]>(query, params);
const feedOf = (user: User) => sql<{ type: string; sub_type: string }>(`select type, sub_type from notification where user_id = ? order by created_at, id`, [user.id]);
const mailsTo = (user: User) => sql<{ id: string; template: string; subject: string; text: string; unsubscribe_url: string | null }>(`select id, template, subject, text, unsubscribe_url from mail_message where "to" = ? order by created_at, id`, [user.email]);
const waiting = (user: User) => sql<{ kind: string; event: string }>(`select kind, event from digest_item where user_id = ? and digest_id is null order by created_at, id`, [user.id]);
const noJobs = { send: async () => undefined };
const digestDeps = { jobs: noJobs, publicUrl: testDeps.publicUrl, jwtKey: TEST_JWT_KEY };

/** Whoever has this choice for `kind`, everything else as the defaults say. */
async function choose(user: User, org: Organisation, kind: NoticeKind, channel: NoticeChannel, digestFrequency: 'daily' | 'weekly' = 'weekly'): Promise<NotificationPreferences> {
  const caller = (await callerFor(user, { org })).caller;
  const current = await caller.notificationPreferences.own();
  return caller.notificationPreferences.save({ channels: { ...current.channels, [kind]: channel }, digestFrequency });
}

async function parseDelivered(mailId: string): Promise<ParsedMail> {
  const dir = mkdtempSync(join(tmpdir(), 'notice-prefs-'));
  const capture = await startMailCapture(dir);
  try {
    await deliverMail(testOrm().em.fork(), createMailer({ SMTP_URL: capture.url, MAIL_FROM: 'IdeaHunt <no-reply@example.com>' }), pino({ level: 'silent' }), mailId);
    const [file] = readdirSync(dir);
    return simpleParser((JSON.parse(readFileSync(join(dir, file!), 'utf8')) as { raw: string }).raw);
  } finally {
    await capture.close();
  }
}

describe('preference centre and digests (issue 34 items 4 and 5)', () => {
  let org: Organisation;
  let svOrg: Organisation;
  let otherOrg: Organisation;
  let coach: User;
  let svCoach: User;
  let app: FastifyInstance;
  beforeAll(async () => {
    [org, svOrg, otherOrg] = await Promise.all([createOrganisation(), createOrganisation({ language: 'sv' }), createOrganisation()]);
    coach = await createUser({ organisation: org, firstName: 'Cleo', lastName: 'Coach' });
    svCoach = await createUser({ organisation: svOrg, firstName: 'Sara', lastName: 'Coach' });
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const as = async (viewer: User, site = org) => (await callerFor(viewer, { org: site })).caller;
  const person = (firstName: string, site = org) => createUser({ organisation: site, firstName, lastName: 'Person' });
  const campaignWith = async (members: User[], site = org, siteCoach = coach, overrides: Partial<CampaignOverrides> = {}): Promise<Campaign> => {
    const campaign = await createCampaignRow({ organisation: site, coach: siteCoach, ...overrides });
    await addParticipants(campaign, members);
    return campaign;
  };
  const postIdea = async (author: User, campaign: Campaign, site = org, name = 'Bike racks by the gate') => (await as(author, site)).idea.create({ campaignSlug: campaign.slug, name, content: 'More room', extraFields: {} });

  it('someone who never chose reads today’s behaviour as defaults; a saved choice reads back; bad input and signed-out callers are refused', async () => {
    const quiet = await person('Qui');
    await sql(`update app_user set email_options = ? where id = ?`, [JSON.stringify({ feedback: false, winner: true, comment: true, tags: true }), quiet.id]);
    const caller = await as(quiet);
    expect(await caller.notificationPreferences.own()).toEqual({
      channels: { feedback: 'feed', comments: 'mail', status: 'mail', merges: 'mail', ideas: 'feed', campaign: 'mail', mentions: 'mail' },
      digestFrequency: 'weekly',
    });
    const saved = await choose(quiet, org, 'status', 'digest', 'daily');
    expect(saved.channels.status).toBe('digest');
    expect(await caller.notificationPreferences.own()).toEqual(saved);
    const all = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, 'feed']));
    await expectAppError(caller.notificationPreferences.save({ channels: { ...all, ideas: 'mail' }, digestFrequency: 'weekly' } as never), 'invalid-input');
    await expectAppError(caller.notificationPreferences.save({ channels: { feedback: 'feed' }, digestFrequency: 'weekly' } as never), 'invalid-input');
    await expectAppError(caller.notificationPreferences.save({ channels: all, digestFrequency: 'hourly' } as never), 'invalid-input');
    await expectAppError((await callerFor(null, { org })).caller.notificationPreferences.own(), 'not-authenticated');

    // The old e-mail options and the channels say the same, whichever was set last.
    await choose(quiet, org, 'feedback', 'mail');
    expect((await sql<{ email_options: { feedback: boolean } }>(`select email_options from app_user where id = ?`, [quiet.id]))[0]!.email_options.feedback).toBe(true);
    await (await as(quiet)).profile.update({ options: { emails: { feedback: false, winner: true, comment: true, tags: true } } });
    expect((await caller.notificationPreferences.own()).channels).toMatchObject({ feedback: 'feed', status: 'digest' });
  });

  it('status notices × each channel: feed only, mail at once (with its unsubscribe link), the digest, off', async () => {
    const [author, feedOnly, mailed, digested, off] = [await person('Aut'), await person('Fee'), await person('Mai'), await person('Dig'), await person('Off')];
    const campaign = await campaignWith([author, feedOnly, mailed, digested, off]);
    const idea = await postIdea(author, campaign);
    for (const voter of [feedOnly, mailed, digested, off]) await (await as(voter)).upvote.toggle({ ideaGuid: idea.guid });
    await choose(feedOnly, org, 'status', 'feed');
    await choose(digested, org, 'status', 'digest');
    await choose(off, org, 'status', 'off');
    await (await as(coach)).idea.setStatus({ guid: idea.guid, status: 'WINNER' });

    for (const told of [feedOnly, mailed, digested]) expect(await feedOf(told)).toEqual([{ type: 'idea', sub_type: 'won' }]);
    expect(await feedOf(off)).toEqual([]);
    const [mail] = await mailsTo(mailed);
    expect(mail).toMatchObject({ template: 'idea-follow-notice' });
    expect(mail!.unsubscribe_url).toMatch(new RegExp(`^http://${org.subdomain}\\.[^/]+/unsubscribe\\?token=`));
    expect(mail!.text).toContain(`Unsubscribe: ${mail!.unsubscribe_url}`);
    for (const quiet of [feedOnly, digested, off]) expect(await mailsTo(quiet)).toEqual([]);
    expect(await waiting(digested)).toEqual([{ kind: 'status', event: 'idea/won' }]);
    for (const other of [feedOnly, mailed, off]) expect(await waiting(other)).toEqual([]);
  });

  it('feedback and comments × channel: the author hears each as chosen; a comment has no feed entry, so the digest keeps it from the mail path', async () => {
    const [author, giver, second] = [await person('Aut'), await person('Giv'), await person('Sec')];
    const campaign = await campaignWith([author, giver, second]);
    const idea = await postIdea(author, campaign);
    await choose(author, org, 'feedback', 'digest');
    await (await as(giver)).feedback.create({ ideaGuid: idea.guid, comment: 'Ask the caretaker', rating: 4 });
    await (await as(giver)).comment.create({ ideaGuid: idea.guid, parentGuid: null, body: 'Yes please' });
    expect(await feedOf(author)).toEqual([{ type: 'feedback', sub_type: 'recieved' }]);
    expect((await mailsTo(author)).map((mail) => mail.template)).toEqual(['idea-comment']);
    expect(await waiting(author)).toEqual([{ kind: 'feedback', event: 'feedback/recieved' }]);

    await choose(author, org, 'comments', 'digest');
    await choose(author, org, 'feedback', 'off');
    await (await as(giver)).comment.create({ ideaGuid: idea.guid, parentGuid: null, body: 'Again' });
    await (await as(second)).feedback.create({ ideaGuid: idea.guid, comment: 'Once more', rating: 5 });
    expect(await feedOf(author)).toHaveLength(1);
    expect((await mailsTo(author)).map((mail) => mail.template)).toEqual(['idea-comment']);
    expect((await waiting(author)).map((item) => item.event)).toEqual(['feedback/recieved', 'comment/created']);
  });

  it('a private campaign and another site leak nothing: only people the notice reached get digest items, each of their own site', async () => {
    const [author, member, leaver] = [await person('Aut'), await person('Mem'), await person('Lea')];
    const campaign = await campaignWith([author, member, leaver], org, coach, { privacySetting: 'private' });
    const idea = await postIdea(author, campaign);
    for (const voter of [member, leaver]) {
      await (await as(voter)).upvote.toggle({ ideaGuid: idea.guid });
      await choose(voter, org, 'status', 'digest');
    }
    await sql(`delete from campaign_participant where campaign_id = ? and user_id = ?`, [campaign.id, leaver.id]);
    await (await as(coach)).idea.setStatus({ guid: idea.guid, status: 'WINNER' });
    expect(await waiting(member)).toHaveLength(1);
    expect(await waiting(leaver)).toEqual([]);
    expect(await sql(`select 1 from digest_item where organisation_id = ?`, [otherOrg.id])).toEqual([]);
  });

  it('digests: exactly once per period with two workers and a restart mid-period; nothing when nothing happened; the next period carries what came after', async () => {
    const [author, busy, idle] = [await person('Aut'), await person('Bus'), await person('Idl')];
    const campaign = await campaignWith([author, busy, idle]);
    const idea = await postIdea(author, campaign);
    await (await as(busy)).upvote.toggle({ ideaGuid: idea.guid });
    await choose(busy, org, 'status', 'digest', 'daily');
    await choose(idle, org, 'status', 'digest', 'daily');
    await (await as(coach)).idea.setStatus({ guid: idea.guid, status: 'WINNER' });

    const day = new Date(Date.now() + 60_000);
    const queued: string[] = [];
    const jobs = { send: async (_name: string, data: unknown) => void queued.push((data as { digestId: string }).digestId) };
    await scheduleDigests(testOrm().em.fork(), jobs, day);
    // A restart mid-period: the scheduler runs again and queues the same rows, no new ones.
    await scheduleDigests(testOrm().em.fork(), jobs, new Date(day.getTime() + 1000));
    const rows = await sql<{ id: string; user_id: string }>(`select id, user_id from digest where user_id in (?, ?)`, [busy.id, idle.id]);
    expect(rows).toHaveLength(2);
    const busyDigest = rows.find((row) => row.user_id === busy.id)!.id;
    expect(queued.filter((id) => id === busyDigest)).toHaveLength(2);
    // Two workers run the same digest at once, then one runs it again after a restart.
    await Promise.all([sendDigest(testOrm().em.fork(), digestDeps, busyDigest), sendDigest(testOrm().em.fork(), digestDeps, busyDigest)]);
    await sendDigest(testOrm().em.fork(), digestDeps, busyDigest);
    for (const row of rows) await sendDigest(testOrm().em.fork(), digestDeps, row.id);
    const digests = (await mailsTo(busy)).filter((mail) => mail.template === 'notice-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Your daily digest: 1 update');
    expect(digests[0]!.text).toContain('"Bike racks by the gate" is a winner');
    expect((await mailsTo(idle)).filter((mail) => mail.template === 'notice-digest')).toEqual([]);
    expect(await sql<{ status: string }>(`select status from digest where user_id = ?`, [idle.id])).toEqual([{ status: 'empty' }]);

    // What happens after belongs to the next day's digest.
    await (await as(coach)).idea.setStatus({ guid: idea.guid, status: 'implemented' });
    await (await as(coach)).idea.setStatus({ guid: idea.guid, status: 'WINNER' });
    await scheduleDigests(testOrm().em.fork(), jobs, new Date(day.getTime() + 86_400_000));
    const [next] = await sql<{ id: string }>(`select id from digest where user_id = ? and status = 'pending'`, [busy.id]);
    expect(await sendDigest(testOrm().em.fork(), digestDeps, next!.id)).toBe(1);
    expect((await mailsTo(busy)).filter((mail) => mail.template === 'notice-digest')).toHaveLength(2);
  });

  it('a digest and a notice through SMTP, in en and sv: HTML and text, with List-Unsubscribe and List-Unsubscribe-Post', async () => {
    for (const [site, siteCoach, expected] of [
      [org, coach, { subject: 'Your weekly digest: 1 update', line: '"Racks" is a winner', footer: 'Unsubscribe' }],
      [svOrg, svCoach, { subject: 'Din veckovisa sammanfattning: 1 nyhet', line: '"Racks" är en vinnare', footer: 'Avsluta prenumerationen' }],
    ] as const) {
      const [author, reader, instant] = [await person('Aut', site), await person('Läs', site), await person('Ins', site)];
      const campaign = await campaignWith([author, reader, instant], site, siteCoach);
      const idea = await postIdea(author, campaign, site, 'Racks');
      for (const voter of [reader, instant]) await (await as(voter, site)).upvote.toggle({ ideaGuid: idea.guid });
      await choose(reader, site, 'status', 'digest');
      await (await as(siteCoach, site)).idea.setStatus({ guid: idea.guid, status: 'WINNER' });
      await scheduleDigests(testOrm().em.fork(), noJobs);
      const [digest] = await sql<{ id: string }>(`select id from digest where user_id = ?`, [reader.id]);
      await sendDigest(testOrm().em.fork(), digestDeps, digest!.id);
      const [digestMail] = await mailsTo(reader);
      const [noticeMail] = (await mailsTo(instant)).filter((mail) => mail.template === 'idea-follow-notice');
      const parsedDigest = await parseDelivered(digestMail!.id);
      for (const [parsed, token] of [[parsedDigest, 'digest'], [await parseDelivered(noticeMail!.id), 'status']] as const) {
        // mailparser folds List-* headers into one object: the raw lines are what mail programs read.
        const header = (name: string) => parsed.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, '') ?? '';
        const listUnsubscribe = header('list-unsubscribe');
        expect(listUnsubscribe).toMatch(/^<http:\/\/[^>]+\/unsubscribe\?token=[^>]+>$/);
        expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
        const url = new URL(listUnsubscribe.slice(1, -1));
        expect(readUnsubscribeToken(TEST_JWT_KEY, site.id, url.searchParams.get('token')!)?.scope).toBe(token);
        expect(parsed.text).toContain(`${expected.footer}: ${url.href}`);
        expect(parsed.html).toContain(`${expected.footer}</a>`);
      }
      expect(parsedDigest.subject).toBe(expected.subject);
      expect(parsedDigest.text).toContain(expected.line);
      expect(parsedDigest.html).toContain(expected.line.replaceAll('"', '&quot;'));
    }
  });

  it('unsubscribe: the link shows a confirm page in the site’s language; one click turns that kind’s mail off; a changed token or another site’s is refused', async () => {
    const [en, sv] = [await person('Una'), await person('Une', svOrg)];
    const token = unsubscribeToken(TEST_JWT_KEY, org.id, en.id, 'status');
    const url = `/unsubscribe?token=${encodeURIComponent(token)}`;
    const page = await app.inject({ method: 'GET', url, headers: { host: hostFor(org) } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Stop e-mails about status changes?');
    expect(page.body).toContain(`<form method="post" action="${url}">`);
    const svPage = await app.inject({ method: 'GET', url: `/unsubscribe?token=${encodeURIComponent(unsubscribeToken(TEST_JWT_KEY, svOrg.id, sv.id, 'comments'))}`, headers: { host: hostFor(svOrg) } });
    expect(svPage.body).toContain('Sluta skicka e-post om kommentarer?');

    // What a mail program sends for one click (RFC 8058 §3.2): no session, no origin.
    const click = await app.inject({ method: 'POST', url, headers: { host: hostFor(org), 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(click.statusCode).toBe(200);
    expect((await (await as(en)).notificationPreferences.own()).channels.status).toBe('feed');

    const [userId, scope, signature] = token.split('.');
    // Another person's id: the last digit changed (to 1 where it was 0, which one id in 16 ends in).
    const otherId = `${en.id.slice(0, -1)}${en.id.endsWith('0') ? '1' : '0'}`;
    const tampered = [`${userId}.comments.${signature}`, `${otherId}.${scope}.${signature}`, `${userId}.${scope}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`, 'nonsense'];
    for (const bad of tampered) {
      const refused = await app.inject({ method: 'POST', url: `/unsubscribe?token=${encodeURIComponent(bad)}`, headers: { host: hostFor(org), 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(refused.statusCode).toBe(400);
    }
    await choose(en, org, 'comments', 'mail');
    // The right token, on another site: refused, and nothing changes.
    const elsewhere = await app.inject({ method: 'POST', url: `/unsubscribe?token=${encodeURIComponent(unsubscribeToken(TEST_JWT_KEY, org.id, en.id, 'comments'))}`, headers: { host: hostFor(otherOrg) }, payload: '' });
    expect(elsewhere.statusCode).toBe(400);
    expect((await (await as(en)).notificationPreferences.own()).channels.comments).toBe('mail');
  });
});
