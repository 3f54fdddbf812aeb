import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import PgBoss from 'pg-boss';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#shared/constants.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { hashPassword } from '#server/modules/auth/password.ts';
import { defaultOrganisationRoles } from '#server/modules/organisation/default-roles.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { expectNoA11yViolations } from '../support/axe';
import { useAppDatabase } from '../support/app-database';
import { usePagePerTest } from '../support/browser';
import { e2eStack } from '../support/e2e-stack';

const pages = usePagePerTest();
const PASSWORD = 'webhooks-e2e-password';
const suffix = randomBytes(3).toString('hex');

/** A site of this file's own per language, so its endpoint list starts empty. */
const appEm = useAppDatabase();

const texts = {
  en: {
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    adminArea: 'Organisation admin',
    adminNav: 'Webhooks',
    apiTokensNav: 'API tokens',
    title: 'Webhooks',
    empty: 'No webhook endpoints yet',
    new: 'New endpoint',
    dialog: 'New webhook endpoint',
    url: 'Address',
    commentEvent: 'Comment posted',
    create: 'Create endpoint',
    required: 'This field is required.',
    notAllowed: 'Use a public https:// address that receives the events.',
    created: 'Copy the signing secret now',
    copy: 'Copy',
    copied: 'Copied',
    done: 'Done',
    on: 'On',
    off: 'Off',
    none: 'None yet',
    delivered: 'Delivered',
    switchOff: (url: string) => `Switch off ${url}`,
    switchOn: (url: string) => `Switch on ${url}`,
    deleteFor: (url: string) => `Delete the webhook to ${url}`,
    deleteTitle: 'Delete this webhook?',
    delete: 'Delete',
    deleted: 'The webhook was deleted.',
    log: (url: string) => `Delivery log for ${url}`,
    logCaption: (url: string) => `Deliveries to ${url}`,
    replay: (id: string) => `Replay event ${id}`,
    writeComment: 'Write a comment',
    commentLabel: 'Your comment',
    addComment: 'Add comment',
  },
  sv: {
    login: 'Logga in',
    email: 'E-post',
    password: 'Lösenord',
    adminArea: 'Organisationens administration',
    adminNav: 'Webhooks',
    apiTokensNav: 'API-nycklar',
    title: 'Webhooks',
    empty: 'Inga webhookmottagare än',
    new: 'Ny mottagare',
    dialog: 'Ny webhookmottagare',
    url: 'Adress',
    commentEvent: 'Kommentar skriven',
    create: 'Skapa mottagare',
    required: 'Fältet är obligatoriskt.',
    notAllowed: 'Använd en offentlig https://-adress som tar emot händelserna.',
    created: 'Kopiera signeringsnyckeln nu',
    copy: 'Kopiera',
    copied: 'Kopierat',
    done: 'Klar',
    on: 'På',
    off: 'Av',
    none: 'Inga än',
    delivered: 'Levererad',
    switchOff: (url: string) => `Stäng av ${url}`,
    switchOn: (url: string) => `Slå på ${url}`,
    deleteFor: (url: string) => `Ta bort webhooken till ${url}`,
    deleteTitle: 'Ta bort den här webhooken?',
    delete: 'Ta bort',
    deleted: 'Webhooken togs bort.',
    log: (url: string) => `Leveranslogg för ${url}`,
    logCaption: (url: string) => `Leveranser till ${url}`,
    replay: (id: string) => `Skicka igen händelse ${id}`,
    writeComment: 'Skriv en kommentar',
    commentLabel: 'Din kommentar',
    addComment: 'Lägg till kommentar',
  },
} as const;

interface TestSite {
  url: (path: string) => string;
  email: string;
  ideaId: string;
}

/** A site with an admin and an idea in a running campaign, for the admin to comment on. */
async function siteWithIdea(language: Language): Promise<TestSite> {
  const em = appEm();
  const subdomain = `webhooks-${language}-${suffix}`;
  const org = em.create(OrganisationSchema, { name: `Webhooks ${language}`, slug: subdomain, subdomain, publicUrl: null, language, premium: false, isDefault: false, settings: {}, roles: defaultOrganisationRoles(language) });
  const email = `hooks.${language}.${suffix}@example.com`;
  const admin = buildUser(em, org, { email, firstName: 'Hook', lastName: 'Admin', passwordHash: await hashPassword(PASSWORD), status: 'active', isOrgAdmin: true });
  // The factories refer to the site and the admin by id: they are written first.
  await em.flush();
  const campaign = await createCampaignRow({ organisation: org, coach: admin, name: 'Quieter offices' }, em);
  const idea = await createIdeaRow({ campaign, author: admin, name: 'Phone booths', content: 'Booths for calls.' }, em);
  return { url: (path) => `http://${subdomain}.localhost:${e2eStack().appPort}${path}`, email, ideaId: idea.id };
}

async function logIn(page: Page, language: Language, site: TestSite): Promise<void> {
  const t = texts[language];
  await page.goto(site.url('/login'));
  const dialog = page.getByRole('dialog', { name: t.login });
  await dialog.getByLabel(t.email).fill(site.email);
  await dialog.getByLabel(t.password).fill(PASSWORD);
  await dialog.getByRole('button', { name: t.login }).click();
  await page.waitForURL((url) => url.pathname === '/coach');
}

/**
 * Queues the server's delivery job now, as a replay does, rather than waiting up to a minute for
 * its schedule: the server's own worker then sends what is due. Only sends; never works or schedules.
 */
/**
 * Runs the delivery job until the receiver has `count` deliveries (up to 30 s): a run that started
 * just before the event committed finds nothing to send, and the next scheduled one is a minute away.
 */
async function deliverUntil(received: readonly unknown[], count: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (received.length < count && Date.now() < deadline) {
    await runDeliveryJobNow();
    const waitUntil = Math.min(deadline, Date.now() + 5_000);
    while (received.length < count && Date.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(received).toHaveLength(count);
}

async function runDeliveryJobNow(): Promise<void> {
  const boss = new PgBoss({ connectionString: e2eStack().appDatabaseUrl, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
  await boss.start();
  try {
    await boss.send('deliver-webhooks', {});
  } finally {
    await boss.stop({ graceful: false });
  }
}

interface Received {
  id: string;
  body: string;
}

describe.each(['en', 'sv'] as const)('the webhooks screen (%s)', (language) => {
  const t = texts[language];
  const received: Received[] = [];
  let receiver: Server;
  let hookUrl: string;

  beforeAll(async () => {
    // The receiver answers each delivery with a numbered text, so the log's first bytes tell them apart.
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ id: String(request.headers['webhook-id']), body });
        response.writeHead(202, { 'content-type': 'text/plain' }).end(`received ${received.length}`);
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((done) => receiver.close(() => done())));

  it('subscribes an endpoint with a secret shown once, logs a comment’s delivery, replays it, and switches it off', async () => {
    const page = await pages.open();
    const site = await siteWithIdea(language);
    await logIn(page, language, site);

    await page.goto(site.url('/organisation/admin/stats'));
    const nav = page.getByRole('navigation', { name: t.adminArea });
    await nav.getByRole('link', { name: t.adminNav }).click();
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    // Under Integrations, next to the API tokens that other systems' calls come in with.
    const navTexts = (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
    expect(navTexts.indexOf(t.adminNav)).toBe(navTexts.indexOf(t.apiTokensNav) + 1);
    await page.getByText(t.empty).waitFor();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: t.new }).first().click();
    const form = page.getByRole('dialog', { name: t.dialog });
    await form.getByRole('button', { name: t.create }).click();
    await form.getByText(t.required).first().waitFor();
    expect(await form.getByText(t.required).count()).toBe(2);
    // An address the server will not call is refused at its field.
    await form.getByLabel(t.url).fill('ftp://example.com/hook');
    await form.getByLabel(t.commentEvent).check();
    await form.getByRole('button', { name: t.create }).click();
    await form.getByText(t.notAllowed).waitFor();
    expect(await form.getByLabel(t.url).getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel(t.url).fill(hookUrl);
    await expectNoA11yViolations(page);
    await form.getByRole('button', { name: t.create }).click();

    const created = page.getByRole('dialog', { name: t.created });
    const secret = await created.getByRole('textbox').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    await created.getByRole('button', { name: t.copy }).click();
    await created.getByText(t.copied, { exact: true }).waitFor();
    await expectNoA11yViolations(page);
    await created.getByRole('button', { name: t.done }).click();
    await created.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: hookUrl });
    await row.getByText(t.commentEvent).waitFor();
    await row.getByText(t.on, { exact: true }).waitFor();
    await row.getByText(t.none).waitFor();
    // Shown once: nowhere on the screen once the dialog is closed.
    expect(await page.content()).not.toContain(secret.slice(6));

    // Something happens on the site: the admin comments on the idea.
    await page.goto(site.url(`/ideas/${site.ideaId}`));
    await page.getByRole('button', { name: t.writeComment }).click();
    await page.getByLabel(t.commentLabel).fill('Let us try one booth first.');
    await page.getByRole('button', { name: t.addComment }).click();
    await page.getByText('Let us try one booth first.').waitFor();
    await deliverUntil(received, 1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'comment.created', data: { ideaId: site.ideaId } });

    await page.goto(site.url('/organisation/admin/webhooks'));
    await row.getByText(t.delivered).waitFor();
    await row.getByRole('button', { name: t.log(hookUrl) }).click();
    const log = page.getByRole('table', { name: t.logCaption(hookUrl) });
    const first = log.getByRole('row').filter({ hasText: 'received 1' });
    await first.getByText(t.delivered).waitFor();
    await first.getByRole('cell', { name: '202', exact: true }).waitFor();
    await expectNoA11yViolations(page);

    // Replay sends the same event again, with the same id, and the log shows the new answer.
    await first.getByRole('button', { name: t.replay(received[0]!.id) }).click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
    expect(received[1]!.id).toBe(received[0]!.id);
    const second = log.getByRole('row').filter({ hasText: 'received 2' });
    await second.getByText(t.delivered).waitFor();
    expect(await log.getByRole('row').count()).toBe(3);

    await row.getByRole('button', { name: t.switchOff(hookUrl) }).click();
    await row.getByText(t.off, { exact: true }).waitFor();
    await row.getByRole('button', { name: t.switchOn(hookUrl) }).waitFor();
    await expectNoA11yViolations(page);

    // Deleted after a confirmation: gone from the list, with a word that it is.
    await row.getByRole('button', { name: t.deleteFor(hookUrl) }).click();
    const confirm = page.getByRole('dialog', { name: t.deleteTitle });
    await confirm.getByText(hookUrl).waitFor();
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: t.delete, exact: true }).click();
    await page.getByText(t.deleted).waitFor();
    await row.waitFor({ state: 'detached' });
  });
});
