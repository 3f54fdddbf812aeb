import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#server/modules/auth/password.ts';
import { defaultOrganisationRoles } from '#server/modules/organisation/default-roles.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import type { OrganisationSettingsWritten } from '#shared/schemas/organisation.ts';
import { expectNoA11yViolations } from '../support/axe';
import { demo, openPage, usePagePerTest } from '../support/browser';
import { E2E_OAUTH_CLIENTS } from '../support/fake-oauth-provider';
import { useAppDatabase } from '../support/app-database';
import { e2eStack } from '../support/e2e-stack';

const pages = usePagePerTest();

/**
 * Sites of this file's own, with their sign-in sources switched on: no screen sets those yet, so
 * they are written to the server's database, and no other test's site changes.
 */
const appEm = useAppDatabase();
const suffix = randomBytes(3).toString('hex');
const english = `sso-${suffix}`;
const swedish = `sso-sv-${suffix}`;

function siteUrl(subdomain: string, path: string): string {
  return `http://${subdomain}.localhost:${e2eStack().appPort}${path}`;
}

async function createSite(subdomain: string, language: 'en' | 'sv', settings: OrganisationSettingsWritten): Promise<void> {
  const em = appEm();
  em.create(OrganisationSchema, { name: `Single sign-on ${language}`, slug: subdomain, subdomain, publicUrl: null, language, premium: false, isDefault: false, settings, roles: defaultOrganisationRoles(language) });
  await em.flush();
}

beforeAll(async () => {
  const provider = e2eStack().oauthProviderUrl;
  await createSite(english, 'en', {
    enableLocal: true,
    enableGoogle: true,
    enableFacebook: true,
    enableOauth2: true,
    externalLoginSources: {
      oauth2: {
        provider: 'Nordic ID',
        clientID: 'site-client',
        clientSecret: E2E_OAUTH_CLIENTS['site-client'],
        scope: 'openid email profile',
        authorizationURL: `${provider}/authorize`,
        tokenURL: `${provider}/token`,
        userProfileURL: `${provider}/userinfo`,
        visible: true,
      },
    },
  });
  await createSite(swedish, 'sv', { enableLocal: false, enableGoogle: true });
});

/** The fake provider's page: who the person is, then Allow or Deny. */
async function answerAtProvider(page: Page, account: { email: string; givenName: string; familyName: string }, decision: 'Allow' | 'Deny') {
  await page.waitForURL((url) => url.origin === e2eStack().oauthProviderUrl);
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Given name').fill(account.givenName);
  await page.getByLabel('Family name').fill(account.familyName);
  await page.getByRole('button', { name: decision }).click();
}

describe('external sign-in in the browser', () => {
  it('offers exactly the enabled sources and signs a new person in through the site’s own provider', async () => {
    const page = await pages.open();
    await page.goto(siteUrl(english, '/login?redirect=%2Fnew-idea'));
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    const sources = dialog.getByRole('list', { name: 'Log in with another service' });
    await sources.waitFor();
    expect(await sources.getByRole('link').allTextContents()).toEqual(['Continue with Nordic ID', 'Continue with Google', 'Continue with Facebook']);
    expect(await sources.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe('/auth/google?redirect=%2Fnew-idea');
    // Local login too: the form follows the sources.
    await dialog.getByLabel('E-mail').waitFor();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: 'test-results/external-sign-in-dialog-en.png' });

    await sources.getByRole('link', { name: 'Continue with Nordic ID' }).click();
    const email = `nora.${suffix}@example.com`;
    await answerAtProvider(page, { email, givenName: 'Nora', familyName: 'Nordin' }, 'Allow');
    await page.waitForURL((url) => url.origin === new URL(siteUrl(english, '/')).origin && url.pathname === '/new-idea');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();

    const user = await appEm().findOne(UserSchema, { emailNormalized: email }, { filters: false });
    expect(user).toMatchObject({ firstName: 'Nora', lastName: 'Nordin', status: 'active', service: 'oauth2' });
    expect(pages.errors()).toEqual([]);
  });

  it('says in Swedish that the person declined, and a second try with Google signs them in', async () => {
    const page = await pages.open();
    await page.goto(siteUrl(swedish, '/login?redirect=%2Fcoach'));
    const dialog = page.getByRole('dialog', { name: 'Logga in' });
    const sources = dialog.getByRole('list', { name: 'Logga in med en annan tjänst' });
    await sources.waitFor();
    // No local login on this site: Google only, and no form.
    expect(await sources.getByRole('link').allTextContents()).toEqual(['Fortsätt med Google']);
    expect(await dialog.getByLabel('E-post').count()).toBe(0);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: 'test-results/external-sign-in-dialog-sv.png' });

    await sources.getByRole('link', { name: 'Fortsätt med Google' }).click();
    const account = { email: `sven.${suffix}@example.se`, givenName: 'Sven', familyName: 'Svensson' };
    await answerAtProvider(page, account, 'Deny');
    await page.getByRole('heading', { name: 'Inloggningen med Google fungerade inte', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('failed')).toBe('external-sign-in-denied');
    await page.getByText('Du godkände inte inloggningen hos tjänsten, så du är inte inloggad.').waitFor();
    expect(await page.title()).toBe('Inloggningen med Google fungerade inte | IdeaHunt');
    await expectNoA11yViolations(page);
    await page.screenshot({ path: 'test-results/external-sign-in-failed-sv.png' });

    await page.getByRole('link', { name: 'Försök igen med Google' }).focus();
    await page.keyboard.press('Enter');
    await answerAtProvider(page, account, 'Allow');
    await page.waitForURL((url) => url.pathname === '/coach' && url.hostname.startsWith(swedish));
    await page.getByRole('button', { name: 'Öppna menyn' }).waitFor();
  });

  it('lands on the failure page in English when the round trip lost its cookie, with the other ways to log in', async () => {
    const page = await pages.open();
    await page.goto(siteUrl(english, '/auth/google/callback?code=abc&state=def'));
    await page.getByRole('heading', { name: 'Signing in with Google did not work', level: 1 }).waitFor();
    await page.getByText('The sign-in took too long, or came back to another browser than the one it started in. Please try again.').waitFor();
    expect(await page.getByRole('link', { name: 'Try again with Google' }).getAttribute('href')).toBe('/auth/google');
    await page.screenshot({ path: 'test-results/external-sign-in-failed-en.png' });
    await page.getByRole('button', { name: 'Log in another way' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('link', { name: 'Continue with Nordic ID' }).waitFor();
  });
});

describe("a provider the site's admin configures, answering as an attacker's would", () => {
  /** Whether the page's browser is signed in on the site it shows (auth.me, as the app asks). */
  function signedInAs(page: Page): Promise<string | null> {
    return page.evaluate(async () => {
      const answer = (await (await fetch('/trpc/auth.me')).json()) as { result: { data: { json: { email: string } | null } } };
      return answer.result.data.json?.email ?? null;
    });
  }

  it("ends on the failure page, not signed in as the super admin whose address it claims, and makes no stand-in", async () => {
    const page = await pages.open();
    await page.goto(siteUrl(english, '/login'));
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('link', { name: 'Continue with Nordic ID' }).click();
    await answerAtProvider(page, { email: demo.superAdmin, givenName: 'Mallory', familyName: 'Admin' }, 'Allow');
    await page.getByRole('heading', { name: 'Signing in with Nordic ID did not work', level: 1 }).waitFor();
    await page.getByText("This account cannot sign in through this site's own sign-in service. Log in with your e-mail address and password.").waitFor();
    expect(new URL(page.url()).searchParams.get('failed')).toBe('external-sign-in-not-allowed');
    // Another try through the same provider cannot mend it: only the other ways are offered.
    expect(await page.getByRole('link', { name: 'Try again with Nordic ID' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Log in another way' }).waitFor();
    expect(await signedInAs(page)).toBeNull();
    const site = await appEm().findOneOrFail(OrganisationSchema, { slug: english }, { filters: false });
    expect(await appEm().count(UserSchema, { organisation: site.id, emailNormalized: demo.superAdmin.toLowerCase() }, { filters: false })).toBe(0);
    await expectNoA11yViolations(page);
  });

  it("links a member's own account from the profile while signed in, after which the provider signs them in", async () => {
    const em = appEm();
    const site = await em.findOneOrFail(OrganisationSchema, { slug: english }, { filters: false });
    const email = `linda.${suffix}@example.com`;
    buildUser(em, site, { email, firstName: 'Linda', lastName: 'Link', passwordHash: await hashPassword(demo.password), status: 'active' });
    await em.flush();

    const page = await pages.open();
    // Before the link the provider's word on her address signs nobody in.
    await page.goto(siteUrl(english, '/auth/oauth2'));
    await answerAtProvider(page, { email, givenName: 'Linda', familyName: 'Link' }, 'Allow');
    await page.getByText('An account with this e-mail address already exists, and it has not been linked to this sign-in service.', { exact: false }).waitFor();
    expect(await signedInAs(page)).toBeNull();

    await page.getByRole('button', { name: 'Log in another way' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Password').fill(demo.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/coach');
    await page.goto(siteUrl(english, '/profile'));
    await page.getByText('Not linked. Link Nordic ID to sign in with it.').waitFor();
    await page.getByRole('button', { name: 'Link Nordic ID' }).click();
    await answerAtProvider(page, { email, givenName: 'Linda', familyName: 'Link' }, 'Allow');
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByText('You can sign in with Nordic ID.').waitFor();
    expect(await page.getByRole('button', { name: 'Link Nordic ID' }).count()).toBe(0);
    await expectNoA11yViolations(page);

    expect(pages.errors()).toEqual([]);

    // Another browser, signed in through the provider alone.
    const other = await openPage();
    try {
      await other.page.goto(siteUrl(english, '/auth/oauth2?redirect=%2Fprofile'));
      await answerAtProvider(other.page, { email, givenName: 'Linda', familyName: 'Link' }, 'Allow');
      await other.page.waitForURL((url) => url.pathname === '/profile');
      expect(await signedInAs(other.page)).toBe(email);
    } finally {
      await other.close();
    }
  });
});
