import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#server/modules/auth/password.ts';
import { defaultOrganisationRoles } from '#server/modules/organisation/default-roles.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import { expectNoA11yViolations } from '../support/axe';
import { demo, usePagePerTest } from '../support/browser';
import { useAppDatabase } from '../support/app-database';
import { e2eStack } from '../support/e2e-stack';
import { waitForMail } from '../support/mailbox';
import { OIDC_CLIENTS } from '../support/oidc-test-provider';

const pages = usePagePerTest();

/**
 * Issue 35 item 3 in the browser: a site's admin sets up its OpenID Connect provider on the
 * settings screen, and people sign in through it (the e2e stack runs a real provider,
 * oidc-provider). Each test has a site of its own, so nothing it saves reaches another test; the
 * site and its admin are written to the database, as no screen of this site makes them.
 */
const appEm = useAppDatabase();
const suffix = randomBytes(3).toString('hex');
const english = `oidc-${suffix}`;
const swedish = `oidc-sv-${suffix}`;
const linking = `oidc-link-${suffix}`;
const linkingSv = `oidc-link-sv-${suffix}`;
const adminOf = (subdomain: string) => `admin.${subdomain}@example.com`;

function siteUrl(subdomain: string, path: string): string {
  return `http://${subdomain}.localhost:${e2eStack().appPort}${path}`;
}

async function createSite(subdomain: string, language: 'en' | 'sv', settings: Record<string, unknown> = {}): Promise<void> {
  const em = appEm();
  const site = em.create(OrganisationSchema, {
    name: `OpenID ${language}`,
    slug: subdomain,
    subdomain,
    publicUrl: null,
    language,
    premium: false,
    isDefault: false,
    settings: { enableLocal: true, registrationExtraFields: { custom: [{ fieldid: 'department', label: language === 'en' ? 'Department' : 'Avdelning', formTypeRegistration: 'text' }] }, ...settings },
    roles: defaultOrganisationRoles(language),
  });
  buildUser(em, site, { email: adminOf(subdomain), firstName: 'Ada', lastName: 'Admin', passwordHash: await hashPassword(demo.password), status: 'active', isOrgAdmin: true, orgRole: 'admin' });
  await em.flush();
}

/** A site whose provider is set up already (the first test sets one up on the screen), for the mailed link. */
const withProvider = () => ({
  enableOidc: true,
  externalLoginSources: { oidc: { provider: 'Acme ID', issuer: e2eStack().oidcIssuer, clientID: OIDC_CLIENTS.confidential.id, clientSecret: OIDC_CLIENTS.confidential.secret, providerOnly: false, claimMappings: [] } },
});

beforeAll(async () => {
  await createSite(english, 'en');
  await createSite(swedish, 'sv');
  await createSite(linking, 'en', withProvider());
  await createSite(linkingSv, 'sv', withProvider());
});

const words = {
  en: { logIn: 'Log in', email: 'E-mail', password: 'Password', title: 'Settings', source: "The organisation's OpenID Connect provider", issuer: 'Issuer address', name: 'Name on the sign-in button', clientId: 'Client ID', secret: 'Client secret', only: 'Sign in with the provider only', save: 'Save settings', saved: 'The organisation was updated.', group: 'OpenID Connect provider' },
  sv: { logIn: 'Logga in', email: 'E-post', password: 'Lösenord', title: 'Inställningar', source: 'Organisationens OpenID Connect-leverantör', issuer: 'Utfärdaradress', name: 'Namn på inloggningsknappen', clientId: 'Klient-id', secret: 'Klienthemlighet', only: 'Logga bara in via leverantören', save: 'Spara inställningar', saved: 'Organisationen har uppdaterats.', group: 'OpenID Connect-leverantör' },
} as const;

const MAIL_LINK = /http:\/\/\S+\/auth\/oidc\/mail-link\?token=[a-z0-9]+/;

/** A member of the site with a password, as signing up makes them (not under test here). */
async function memberOf(subdomain: string, email: string): Promise<void> {
  const em = appEm();
  const site = await em.findOneOrFail(OrganisationSchema, { subdomain }, { filters: false });
  buildUser(em, site, { email, firstName: 'Mira', lastName: 'Member', passwordHash: await hashPassword(demo.password), status: 'active' });
  await em.flush();
}

/** The site's admin signs in with the password form and opens the settings, at the OpenID Connect provider's fields. */
async function openProviderSettings(page: Page, subdomain: string, language: 'en' | 'sv') {
  const w = words[language];
  await page.goto(siteUrl(subdomain, '/login'));
  const dialog = page.getByRole('dialog', { name: w.logIn });
  await dialog.getByLabel(w.email).fill(adminOf(subdomain));
  await dialog.getByLabel(w.password).fill(demo.password);
  await dialog.getByRole('button', { name: w.logIn }).click();
  await page.waitForURL((url) => url.pathname === '/coach');
  await page.goto(siteUrl(subdomain, '/organisation/admin/settings'));
  await page.getByRole('heading', { name: w.title, level: 1 }).waitFor();
  await page.getByLabel(w.source).check();
  const group = page.getByRole('group', { name: w.group });
  await group.getByLabel(w.issuer).fill(e2eStack().oidcIssuer);
  await group.getByLabel(w.name).fill('Acme ID');
  await group.getByLabel(w.clientId).fill(OIDC_CLIENTS.confidential.id);
  await group.getByLabel(w.secret, { exact: true }).fill(OIDC_CLIENTS.confidential.secret);
  return group;
}

/** The test provider's form: who the person is. */
async function signInAtProvider(page: Page, person: { email: string; givenName: string; familyName: string; department: string }) {
  await page.waitForURL((url) => url.origin === e2eStack().oidcIssuer);
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  await page.getByLabel('Given name').fill(person.givenName);
  await page.getByLabel('Family name').fill(person.familyName);
  await page.getByLabel('Department').fill(person.department);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('OpenID Connect sign-in in the browser', () => {
  it('an admin sets up the provider with a claim for a registration field, and a new person signs in through it', async () => {
    const page = await pages.open();
    const group = await openProviderSettings(page, english, 'en');
    // The address to register at the provider is shown, ready to copy.
    expect(await group.getByLabel('Redirect address to register at the provider').inputValue()).toBe(siteUrl(english, '/auth/oidc/callback'));
    await group.getByRole('button', { name: 'Add a claim' }).click();
    await group.getByLabel('Claim 1').fill('department');
    await group.getByLabel('Registration field 1').selectOption({ label: 'Department' });
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: words.en.save }).click();
    await page.getByText(words.en.saved).waitFor();
    await group.getByText('A secret is saved. Leave empty to keep it.').waitFor();

    // Signed out, the login dialog offers the provider beside the password form.
    await page.context().clearCookies();
    await page.goto(siteUrl(english, '/login?redirect=%2Fnew-idea'));
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('link', { name: 'Continue with Acme ID' }).click();
    const email = `olle.${suffix}@example.com`;
    await signInAtProvider(page, { email, givenName: 'Olle', familyName: 'Oidc', department: 'Parks' });
    await page.waitForURL((url) => url.hostname.startsWith(english) && url.pathname === '/new-idea');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();

    const user = await appEm().findOne(UserSchema, { emailNormalized: email }, { filters: false });
    expect(user).toMatchObject({ firstName: 'Olle', lastName: 'Oidc', status: 'active', service: 'oidc', extraFields: { department: 'Parks' } });
    expect(pages.errors()).toEqual([]);
  });

  it('in Swedish: the provider alone, the password form gone from the login dialog', async () => {
    const page = await pages.open();
    const group = await openProviderSettings(page, swedish, 'sv');
    await group.getByLabel(words.sv.only).check();
    await page.getByRole('button', { name: words.sv.save }).click();
    await page.getByText(words.sv.saved).waitFor();

    await page.context().clearCookies();
    await page.goto(siteUrl(swedish, '/login'));
    const dialog = page.getByRole('dialog', { name: 'Logga in' });
    const sources = dialog.getByRole('list', { name: 'Logga in med en annan tjänst' });
    await sources.waitFor();
    expect(await sources.getByRole('link').allTextContents()).toEqual(['Fortsätt med Acme ID']);
    expect(await dialog.getByLabel('E-post').count()).toBe(0);
    await expectNoA11yViolations(page);
  });

  it('an existing member who signs in with the provider gets a link by mail, which links it and signs them in', async () => {
    const page = await pages.open();
    const email = `mira.${suffix}@example.com`;
    await memberOf(linking, email);
    await page.goto(siteUrl(linking, '/login?redirect=%2Fnew-idea'));
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('link', { name: 'Continue with Acme ID' }).click();
    await signInAtProvider(page, { email, givenName: 'Mira', familyName: 'Member', department: 'Parks' });
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByText('We have sent a link to your e-mail address. Open it to link the sign-in service to your account and sign in; it works for 30 minutes.').waitFor();
    await expectNoA11yViolations(page);

    const mail = await waitForMail(e2eStack().mailDir, email, (candidate) => MAIL_LINK.test(candidate.text));
    expect(mail.subject).toBe('Link Acme ID to your account on OpenID en');
    // The link asks before it links, so a mail scanner following it spends nothing.
    await page.goto(MAIL_LINK.exec(mail.text)![0]);
    await page.getByRole('heading', { name: 'Link your sign-in' }).waitFor();
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await page.waitForURL((url) => url.hostname.startsWith(linking) && url.pathname === '/new-idea');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await appEm().findOne(UserSchema, { emailNormalized: email }, { filters: false })).toMatchObject({ firstName: 'Mira', service: 'oidc' });
    expect(pages.errors()).toEqual([]);
  });

  it('in Swedish: the login page says the link was mailed', async () => {
    const page = await pages.open();
    const email = `mira.sv.${suffix}@example.com`;
    await memberOf(linkingSv, email);
    await page.goto(siteUrl(linkingSv, '/login'));
    await page.getByRole('dialog', { name: 'Logga in' }).getByRole('link', { name: 'Fortsätt med Acme ID' }).click();
    await signInAtProvider(page, { email, givenName: 'Mira', familyName: 'Medlem', department: 'Parker' });
    await page.getByRole('dialog', { name: 'Logga in' }).getByText('Vi har skickat en länk till din e-postadress.', { exact: false }).waitFor();
  });
});
