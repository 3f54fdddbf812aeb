import { describe, expect, it } from 'vitest';
import { AgreementSchema, AgreementVersionSchema } from '#server/entities/agreement.entity.ts';
import { recordAcceptances } from '#server/modules/agreement/agreement.service.ts';
import { hashPassword } from '#server/modules/auth/password.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, usePagePerTest, type SiteHost } from '../support/browser';
import { signInInBrowser } from '../support/browser-accounts';
import { useAppDatabase } from '../support/app-database';

const pages = usePagePerTest();

const texts = {
  default: {
    missing: 'Your profile is missing answers this site needs.',
    department: 'Department',
    choice: 'Sales',
    save: 'Save',
    saved: 'Your profile has been updated.',
    notPublic: 'Not public',
    improve: 'What would you most like to improve at work?',
  },
  sverige: {
    missing: 'Din profil saknar uppgifter som webbplatsen behöver.',
    department: 'Avdelning',
    choice: 'Drift',
    save: 'Spara',
    saved: 'Din profil har uppdaterats.',
    notPublic: 'Inte offentlig',
    improve: null,
  },
} as const;

/**
 * Members written straight to the server's database with no registration answers, as when a site
 * adds a required field after they joined (and so that these tests spend none of the site's
 * signups per address).
 */
const appEm = useAppDatabase();

async function memberWithoutAnswers(host: SiteHost): Promise<{ email: string; password: string }> {
  const em = appEm();
  const site = await em.findOneOrFail(OrganisationSchema, host === 'default' ? { isDefault: true } : { subdomain: host }, { filters: false });
  const email = `rita.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const user = buildUser(em, site, { email, firstName: 'Rita', lastName: 'Register', passwordHash: await hashPassword(demo.password), status: 'active' });
  await em.flush();
  // They accepted the site's terms when they signed up, as every member did (agreements are tested apart).
  const link = settingsWithDefaults(site.settings).termsOfServiceLink;
  if (link.type === 'agreement') {
    const agreement = await em.findOneOrFail(AgreementSchema, { id: link.value }, { filters: false });
    const version = await em.findOneOrFail(AgreementVersionSchema, { agreement }, { filters: false, orderBy: { version: 'desc' } });
    recordAcceptances(em, [user], { agreement, version }, new Date());
    await em.flush();
  }
  return { email, password: demo.password };
}

describe('a signed-in user missing required registration fields (spec 3 §2 /profile/edit)', () => {
  it.each(['default', 'sverige'] as SiteHost[])('is sent to /profile/edit on every path change until they are filled in (%s)', async (host) => {
    const say = texts[host];
    const page = await pages.open();
    await signInInBrowser(page, host, await memberWithoutAnswers(host));

    await page.goto(appUrl('/coach', host));
    await page.waitForURL((url) => url.pathname === '/profile/edit');
    await page.getByText(say.missing).waitFor();
    await expectNoA11yViolations(page);

    // The own profile stays open to them; anything else sends them back.
    await page.goto(appUrl('/profile', host));
    await page.getByRole('heading', { name: 'Rita Register', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    await page.goto(appUrl('/new-idea', host));
    await page.waitForURL((url) => url.pathname === '/profile/edit');

    await page.getByLabel(say.department).selectOption(say.choice);
    if (say.improve) await page.getByLabel(say.improve).fill('Fewer meetings');
    await page.getByRole('button', { name: say.save, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByText(say.saved).waitFor();
    // The answers show on the profile; the non-public one is marked for its owner.
    await page.getByText(say.choice, { exact: true }).waitFor();
    if (say.improve) {
      await page.getByText('Fewer meetings').waitFor();
      expect(await page.getByText(say.notPublic).count()).toBe(1);
    }

    await page.goto(appUrl('/coach', host));
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/coach');
    expect(pages.errors()).toEqual([]);
  });
});
