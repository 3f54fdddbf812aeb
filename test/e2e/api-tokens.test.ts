import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '#shared/constants.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { hashPassword } from '#server/modules/auth/password.ts';
import { defaultOrganisationRoles } from '#server/modules/organisation/default-roles.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import { expectNoA11yViolations } from '../support/axe';
import { useAppDatabase } from '../support/app-database';
import { usePagePerTest } from '../support/browser';
import { e2eStack } from '../support/e2e-stack';

const pages = usePagePerTest();
const PASSWORD = 'api-tokens-e2e-password';
const suffix = randomBytes(3).toString('hex');

/** A site of this file's own per language, so its token list starts empty. */
const appEm = useAppDatabase();

const texts = {
  en: {
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    adminNav: 'API tokens',
    title: 'API tokens',
    empty: 'No API tokens yet',
    new: 'New token',
    dialog: 'New API token',
    name: 'Name',
    writeScope: 'Write ideas and comments',
    provisioningScope: 'Provisioning (SCIM)',
    expiresIn: 'Expires after',
    thirtyDays: '30 days',
    create: 'Create token',
    required: 'This field is required.',
    created: 'Copy your new token now',
    copy: 'Copy',
    copied: 'Copied',
    done: 'Done',
    scopes: 'Read, Write ideas and comments, Provisioning (SCIM)',
    never: 'Never',
    active: 'Active',
    revokeNamed: (name: string) => `Revoke ${name}`,
    confirm: 'Revoke this token?',
    revoke: 'Revoke',
    revoked: 'Revoked',
  },
  sv: {
    login: 'Logga in',
    email: 'E-post',
    password: 'Lösenord',
    adminNav: 'API-nycklar',
    title: 'API-nycklar',
    empty: 'Inga API-nycklar än',
    new: 'Ny nyckel',
    dialog: 'Ny API-nyckel',
    name: 'Namn',
    writeScope: 'Skriva idéer och kommentarer',
    provisioningScope: 'Provisionering (SCIM)',
    expiresIn: 'Upphör efter',
    thirtyDays: '30 dagar',
    create: 'Skapa nyckel',
    required: 'Fältet är obligatoriskt.',
    created: 'Kopiera din nya nyckel nu',
    copy: 'Kopiera',
    copied: 'Kopierat',
    done: 'Klar',
    scopes: 'Läsa, Skriva idéer och kommentarer, Provisionering (SCIM)',
    never: 'Aldrig',
    active: 'Aktiv',
    revokeNamed: (name: string) => `Återkalla ${name}`,
    confirm: 'Återkalla nyckeln?',
    revoke: 'Återkalla',
    revoked: 'Återkallad',
  },
} as const;

interface TestSite {
  url: (path: string) => string;
  host: string;
  email: string;
}

async function siteWithAdmin(language: Language): Promise<TestSite> {
  const em = appEm();
  const subdomain = `tokens-${language}-${suffix}`;
  const org = em.create(OrganisationSchema, { name: `Tokens ${language}`, slug: subdomain, subdomain, publicUrl: null, language, premium: false, isDefault: false, settings: {}, roles: defaultOrganisationRoles(language) });
  await em.flush();
  const email = `integrator.${language}.${suffix}@example.com`;
  buildUser(em, org, { email, firstName: 'Inte', lastName: 'Grator', passwordHash: await hashPassword(PASSWORD), status: 'active', isOrgAdmin: true });
  await em.flush();
  const host = `${subdomain}.localhost:${e2eStack().appPort}`;
  return { url: (path) => `http://${host}${path}`, host, email };
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
 * What the REST API (or SCIM) answers a request with the token, from outside the browser as an
 * integration calls: to the server's port with the site's Host, since Node resolves no *.localhost name.
 */
function campaignsStatus(site: TestSite, token: string, path = '/legacy/campaigns'): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: e2eStack().appPort, path, headers: { host: site.host, authorization: `Bearer ${token}` } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe.each(['en', 'sv'] as const)('the API tokens screen (%s)', (language) => {
  const t = texts[language];

  it('makes a token that is shown once and works on the REST API, shows its last use, and revokes it', async () => {
    const page = await pages.open();
    const site = await siteWithAdmin(language);
    await logIn(page, language, site);

    await page.goto(site.url('/organisation/admin/stats'));
    await page.getByRole('navigation', { name: language === 'en' ? 'Organisation admin' : 'Organisationens administration' }).getByRole('link', { name: t.adminNav }).click();
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    await page.getByText(t.empty).waitFor();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: t.new }).first().click();
    const form = page.getByRole('dialog', { name: t.dialog });
    await form.getByRole('button', { name: t.create }).click();
    await form.getByText(t.required).waitFor();
    await form.getByLabel(t.name).fill('Newsroom feed');
    await form.getByLabel(t.writeScope).check();
    await form.getByLabel(t.provisioningScope).check();
    await form.getByLabel(t.expiresIn).selectOption({ label: t.thirtyDays });
    await expectNoA11yViolations(page);
    await form.getByRole('button', { name: t.create }).click();

    const created = page.getByRole('dialog', { name: t.created });
    const field = created.getByRole('textbox');
    const token = await field.inputValue();
    expect(token).toMatch(/^iht_[0-9a-f-]{36}\.[a-z2-7]{32}$/);
    await created.getByRole('button', { name: t.copy }).click();
    await created.getByText(t.copied, { exact: true }).waitFor();
    await expectNoA11yViolations(page);
    await created.getByRole('button', { name: t.done }).click();
    await created.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: 'Newsroom feed' });
    await row.getByText(t.active).waitFor();
    await row.getByText(t.scopes).waitFor();
    await row.getByText(t.never).waitFor();
    // Shown once: nowhere on the screen once the dialog is closed, nor after a reload.
    expect(await page.content()).not.toContain(token.split('.')[1]);

    expect(await campaignsStatus(site, token)).toBe(200);
    expect(await campaignsStatus(site, token, '/scim/v2/Users?count=0')).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    await row.getByText(t.active).waitFor();
    expect(await row.getByText(t.never).count()).toBe(0);
    expect(await page.content()).not.toContain(token.split('.')[1]);

    await row.getByRole('button', { name: t.revokeNamed('Newsroom feed') }).click();
    const confirm = page.getByRole('dialog', { name: t.confirm });
    await confirm.getByRole('button', { name: t.revoke }).click();
    await row.getByText(t.revoked).waitFor();
    expect(await row.getByRole('button', { name: t.revokeNamed('Newsroom feed') }).count()).toBe(0);
    expect(await campaignsStatus(site, token)).toBe(401);
  });
});
