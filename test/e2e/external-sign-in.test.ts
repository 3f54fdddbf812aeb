import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultOrganisationRoles } from '../../src-server/modules/organisation/default-roles';
import { OrganisationSchema } from '../../src-server/modules/organisation/organisation.entity';
import { UserSchema } from '../../src-server/modules/user/user.entity';
import type { OrganisationSettings } from '../../src-shared/schemas/organisation';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { usePagePerTest } from '../support/browser';
import { E2E_OAUTH_CLIENTS } from '../support/fake-oauth-provider';
import { useAppDatabase } from '../support/app-database';

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
  return `http://${subdomain}.localhost:${inject('appPort')}${path}`;
}

async function createSite(subdomain: string, language: 'en' | 'sv', settings: Partial<OrganisationSettings>): Promise<void> {
  const em = appEm();
  em.create(OrganisationSchema, { name: `Single sign-on ${language}`, slug: subdomain, subdomain, publicUrl: null, language, premium: false, isDefault: false, settings, roles: defaultOrganisationRoles(language) });
  await em.flush();
}

beforeAll(async () => {
  const provider = inject('oauthProviderUrl');
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
  await page.waitForURL((url) => url.origin === inject('oauthProviderUrl'));
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
    await expectNoSeriousA11yViolations(page);
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
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'test-results/external-sign-in-dialog-sv.png' });

    await sources.getByRole('link', { name: 'Fortsätt med Google' }).click();
    const account = { email: `sven.${suffix}@example.se`, givenName: 'Sven', familyName: 'Svensson' };
    await answerAtProvider(page, account, 'Deny');
    await page.getByRole('heading', { name: 'Inloggningen med Google fungerade inte', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('failed')).toBe('external-sign-in-denied');
    await page.getByText('Du godkände inte inloggningen hos tjänsten, så du är inte inloggad.').waitFor();
    expect(await page.title()).toBe('Inloggningen med Google fungerade inte | IdeaHunt');
    await expectNoSeriousA11yViolations(page);
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
