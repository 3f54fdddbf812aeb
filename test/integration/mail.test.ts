import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailMessageSchema } from '#server/entities/mail.entity.ts';
import { deliverMail } from '#server/modules/mail/mail.service.ts';
import { createMailer } from '#server/modules/mail/mail-transport.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createOrganisation, hostFor } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, sentJobs } from '../support/callers';
import { createTestApp, LEGACY_BASE, requestJson } from '../support/http';
import { bearerFor } from '../support/upload';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

const silent = pino({ level: 'silent' });

/** An SMTP server in this process that keeps what it receives (ARCHITECTURE §8). */
async function startSmtpCapture() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((address) => address.address), raw });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const outbox = (to: string) => testOrm().em.fork().find(MailMessageSchema, { to }, { orderBy: { createdAt: 'asc' } });

describe('mail: invitations and approvals go through the outbox and SMTP', () => {
  let personas: Personas;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    personas = await createPersonas();
    smtp = await startSmtpCapture();
  });
  afterAll(async () => smtp.close());

  const as = async (viewer: User) => (await callerFor(viewer, { org: personas.org })).caller;

  it('an invitation writes one outbox row per new address, linking to its landing, and queues its delivery', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach, name: 'Greener <b>commutes</b>' });
    const coach = await as(personas.coach);
    await coach.campaign.member.invite({ slug: campaign.slug, emails: 'first.invitee@example.com; second.invitee@example.com' });
    const people = await coach.campaign.member.list({ slug: campaign.slug });
    const [mail] = await outbox('first.invitee@example.com');
    const invitation = people.invited.find((entry) => entry.email === 'first.invitee@example.com')!;
    expect(mail).toMatchObject({ template: 'campaign-invitation', status: 'queued', subject: 'You are invited to Greener <b>commutes</b>' });
    expect(mail!.text).toContain(`http://${personas.org.subdomain}.example.test:3000/invitations/${invitation.guid}`);
    // Names people typed are escaped in the HTML part.
    expect(mail!.html).toContain('Greener &lt;b&gt;commutes&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>commutes');
    expect(sentJobs).toContainEqual({ name: 'send-mail', data: { mailId: mail!.id } });
    // Inviting the same address again sends nothing new.
    await coach.campaign.member.invite({ slug: campaign.slug, emails: 'first.invitee@example.com' });
    expect(await outbox('first.invitee@example.com')).toHaveLength(1);
  });

  it('delivers through SMTP, marks the row sent, and never sends it twice', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    await (await as(personas.coach)).campaign.member.invite({ slug: campaign.slug, emails: 'smtp.invitee@example.com' });
    const [mail] = await outbox('smtp.invitee@example.com');
    const mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: 'IdeaHunt <no-reply@example.com>' });
    await deliverMail(testOrm().em.fork(), mailer, silent, mail!.id);
    await deliverMail(testOrm().em.fork(), mailer, silent, mail!.id);
    const delivered = smtp.received.filter((message) => message.to.includes('smtp.invitee@example.com'));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.raw).toContain(`Subject: You are invited to ${campaign.name}`);
    expect((await outbox('smtp.invitee@example.com'))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('fails a delivery whose outbox row is not there yet, so the queue retries it after the queuing transaction commits', async () => {
    const mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: 'IdeaHunt <no-reply@example.com>' });
    await expect(deliverMail(testOrm().em.fork(), mailer, silent, randomUUID())).rejects.toThrow('not in the outbox');
  });

  it('without SMTP keeps the message in the outbox; an unreachable server is retried, then marked failed', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    await (await as(personas.coach)).campaign.member.invite({ slug: campaign.slug, emails: 'kept.invitee@example.com; failing.invitee@example.com' });
    const [kept] = await outbox('kept.invitee@example.com');
    await deliverMail(testOrm().em.fork(), createMailer({ MAIL_FROM: 'x <x@example.com>' }), silent, kept!.id);
    expect((await outbox('kept.invitee@example.com'))[0]!.status).toBe('kept');

    const [failing] = await outbox('failing.invitee@example.com');
    const unreachable = { from: 'x@example.com', transport: { send: () => Promise.reject(new Error('connection refused')) } };
    await expect(deliverMail(testOrm().em.fork(), unreachable, silent, failing!.id)).rejects.toThrow('connection refused');
    await expect(deliverMail(testOrm().em.fork(), unreachable, silent, failing!.id)).rejects.toThrow('connection refused');
    await deliverMail(testOrm().em.fork(), unreachable, silent, failing!.id);
    expect((await outbox('failing.invitee@example.com'))[0]).toMatchObject({ status: 'failed', attempts: 3, lastError: 'connection refused' });
  });

  it('a join request mails the coaches; approval mails the participant, in the site language', async () => {
    const org = await createOrganisation({ language: 'sv' });
    const coachUser = await createUser({ organisation: org });
    const joiner = await createUser({ organisation: org });
    const campaign = await createCampaignRow({ organisation: org, coach: coachUser, requireCoachApproval: true });
    await (await callerFor(joiner, { org })).caller.campaign.join({ slug: campaign.slug });
    const [request] = await outbox(coachUser.email);
    expect(request).toMatchObject({ template: 'campaign-join-request', subject: `${joiner.firstName} ${joiner.lastName} vill gå med i ${campaign.name}` });
    expect(request!.text).toContain(`/coach/campaigns/${campaign.slug}/people`);
    await (await callerFor(coachUser, { org })).caller.campaign.member.approve({ slug: campaign.slug, userGuid: joiner.id });
    const [approved] = await outbox(joiner.email);
    expect(approved).toMatchObject({ template: 'campaign-approved', subject: `Välkommen till ${campaign.name}` });
  });

  it('uses the campaign’s own mail header when it is turned on', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const coach = await as(personas.coach);
    await coach.campaign.update({ slug: campaign.slug, useCustomMailHeader: true, mailHeader: 'Innovation week 2026' });
    await coach.campaign.member.invite({ slug: campaign.slug, emails: 'header.invitee@example.com' });
    const [mail] = await outbox('header.invitee@example.com');
    expect(mail!.text.split('\n')[0]).toBe('Innovation week 2026');
  });
});

describe('mail links', () => {
  it('point at the site’s configured address, whatever Host the request that sent them named', async () => {
    const personas = await createPersonas();
    const app = await createTestApp();
    try {
      const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
      const authorization = await bearerFor(personas.coach);
      const invite = (host: string, emails: string) =>
        requestJson(app, { method: 'POST', url: `${LEGACY_BASE}/coach/campaigns/${campaign.slug}/invitation`, host, headers: { authorization }, body: { emails } });
      // A host no site is configured for reaches no site, so it sends nothing.
      expect((await invite(`${personas.org.subdomain}.attacker.example`, 'forged.host@example.com')).status).toBe(421);
      // The site's own host at a port of the client's choosing: the links keep the configured one.
      expect((await invite(`${hostFor(personas.org)}:8443`, 'other.port@example.com')).status).toBe(200);
      const [mail] = await outbox('other.port@example.com');
      expect(mail!.text).toContain(`http://${personas.org.subdomain}.example.test:3000/invitations/`);
      expect(mail!.text).not.toContain(':8443');
      expect(mail!.html).not.toContain(':8443');
      expect(await outbox('forged.host@example.com')).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it('use a site’s own public URL when it has one', async () => {
    const org = await createOrganisation({ publicUrl: 'https://ideas.customer.example/' });
    const coach = await createUser({ organisation: org });
    const campaign = await createCampaignRow({ organisation: org, coach });
    await (await callerFor(coach, { org })).caller.campaign.member.invite({ slug: campaign.slug, emails: 'own.url@example.com' });
    const [mail] = await outbox('own.url@example.com');
    expect(mail!.text).toContain('https://ideas.customer.example/invitations/');
  });
});
