import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '#server/modules/auth/password.ts';
import { defaultOrganisationRoles } from '#server/modules/organisation/default-roles.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import type { Language } from '#shared/constants.ts';
import { expectNoA11yViolations } from '../support/axe';
import { usePagePerTest } from '../support/browser';
import { useAppDatabase } from '../support/app-database';
import { e2eStack } from '../support/e2e-stack';

const pages = usePagePerTest();
const PASSWORD = 'audit-e2e-password';
const suffix = randomBytes(3).toString('hex');
/** One entry more than a page holds (AUDIT_PAGE_SIZE 20), so the log has a second page. */
const CREATED = 21;

/** A site of this file's own, so no other browser test's admin actions land in its log. */
const appEm = useAppDatabase();

const texts = {
  en: {
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    title: 'Audit log',
    caption: 'Administrative actions, newest first',
    empty: 'Nothing recorded yet',
    filter: 'Kind of action',
    created: 'Agreement created',
    deleted: 'Agreement deleted',
    count: (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`,
    page: (n: number) => `Page ${n}`,
  },
  sv: {
    login: 'Logga in',
    email: 'E-post',
    password: 'Lösenord',
    title: 'Granskningslogg',
    caption: 'Administrativa åtgärder, nyaste först',
    empty: 'Inget har loggats ännu',
    filter: 'Typ av åtgärd',
    created: 'Avtal skapat',
    deleted: 'Avtal borttaget',
    count: (n: number) => `${n} ${n === 1 ? 'post' : 'poster'}`,
    page: (n: number) => `Sida ${n}`,
  },
} as const;

async function siteWithAdmin(language: Language): Promise<{ url: (path: string) => string; email: string }> {
  const em = appEm();
  const subdomain = `audit-${language}-${suffix}`;
  const org = em.create(OrganisationSchema, { name: `Audit ${language}`, slug: subdomain, subdomain, publicUrl: null, language, premium: false, isDefault: false, settings: {}, roles: defaultOrganisationRoles(language) });
  await em.flush();
  const email = `auditor.${language}.${suffix}@example.com`;
  buildUser(em, org, { email, firstName: 'Aud', lastName: 'Itor', passwordHash: await hashPassword(PASSWORD), status: 'active', isOrgAdmin: true });
  await em.flush();
  return { url: (path) => `http://${subdomain}.localhost:${e2eStack().appPort}${path}`, email };
}

async function logIn(page: Page, language: Language, site: { url: (path: string) => string; email: string }): Promise<void> {
  const t = texts[language];
  await page.goto(site.url('/login'));
  const dialog = page.getByRole('dialog', { name: t.login });
  await dialog.getByLabel(t.email).fill(site.email);
  await dialog.getByLabel(t.password).fill(PASSWORD);
  await dialog.getByRole('button', { name: t.login }).click();
  await page.waitForURL((url) => url.pathname === '/coach');
}

/** Admin actions through the procedures the agreements screen calls, from the signed-in page. */
async function createAgreements(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate(async (all) => {
    const guids: string[] = [];
    for (const name of all) {
      const response = await fetch('/trpc/agreement.admin.create', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ json: { type: 'campaign', name, text: 'Play fair.', publish: false, requireNewUserApproval: true } }),
      });
      if (!response.ok) throw new Error(`agreement.admin.create answered ${response.status}`);
      guids.push(((await response.json()) as { result: { data: { json: { guid: string } } } }).result.data.json.guid);
    }
    return guids;
  }, names);
}

async function deleteAgreement(page: Page, guid: string): Promise<void> {
  const status = await page.evaluate(
    async (body) => (await fetch('/trpc/agreement.admin.delete', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
    JSON.stringify({ json: { guid } }),
  );
  expect(status).toBe(200);
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

describe.each(['en', 'sv'] as const)('the audit log screen (%s)', (language) => {
  const t = texts[language];

  it('lists the actions taken, newest first, by kind and a page at a time, also on a phone', async () => {
    const page = await pages.open();
    const site = await siteWithAdmin(language);
    await logIn(page, language, site);

    await page.goto(site.url('/organisation/admin/audit-log'));
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    await page.getByText(t.empty).waitFor();
    await settled(page);
    await page.screenshot({ path: `/tmp/audit-${language}-empty.png`, fullPage: true });
    await expectNoA11yViolations(page);

    // A long name with no place to break: the table must keep it inside its cell.
    const longName = `${'Unbreakable'.repeat(12)}-agreement-name`;
    const guids = await createAgreements(page, [longName, ...Array.from({ length: CREATED - 1 }, (_, index) => `Rules ${index + 1}`)]);
    await deleteAgreement(page, guids[0]!);
    const total = CREATED + 1;

    await page.goto(site.url('/organisation/admin/audit-log'));
    await page.getByText(t.count(total)).waitFor();
    const rows = page.getByRole('table').getByRole('row');
    // The header row and a page of 20.
    await expect.poll(() => rows.count()).toBe(21);
    await expect.poll(() => rows.nth(1).innerText()).toContain(t.deleted);
    expect(await rows.nth(1).innerText()).toContain(longName);
    expect(await rows.nth(1).innerText()).toContain('Aud Itor');
    // Every detail in words: none read from a field an entry does not have.
    expect(await page.getByRole('table').innerText()).not.toContain('undefined');
    await settled(page);
    await page.screenshot({ path: `/tmp/audit-${language}.png`, fullPage: true });

    await page.getByLabel(t.filter).selectOption({ label: t.deleted });
    await page.waitForURL((url) => url.searchParams.get('action') === 'agreement-deleted');
    await page.getByText(t.count(1)).waitFor();
    await expect.poll(() => rows.count()).toBe(2);

    await page.getByLabel(t.filter).selectOption({ label: t.created });
    await page.getByText(t.count(CREATED)).waitFor();
    await page.getByRole('link', { name: t.page(2), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('action') === 'agreement-created');
    // The oldest entry is the last one on the second page: the long name, created first.
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).innerText()).toContain(longName);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(site.url('/organisation/admin/audit-log'));
    await page.getByText(t.count(total)).waitFor();
    // A card per entry on a phone, the long name inside its card.
    const cards = page.getByRole('list', { name: t.caption }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(20);
    expect(await cards.first().innerText()).toContain(t.deleted);
    await settled(page);
    await page.screenshot({ path: `/tmp/audit-${language}-phone.png`, fullPage: true });
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoA11yViolations(page);
  });
});
