import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '#server/modules/auth/password.ts';
import { defaultOrganisationRoles } from '#server/modules/organisation/default-roles.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import type { Language } from '#shared/constants.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { expectNoA11yViolations } from '../support/axe';
import { usePagePerTest } from '../support/browser';
import { useAppDatabase } from '../support/app-database';
import { e2eStack } from '../support/e2e-stack';

const pages = usePagePerTest();
const PASSWORD = 'duplicates-e2e-password';
const suffix = randomBytes(3).toString('hex');

const appEm = useAppDatabase();

const texts = {
  en: {
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    tabs: 'Campaign sections',
    tab: 'Possible duplicates',
    similar: 'Very similar',
    dismiss: 'Not a duplicate',
    undo: 'Undo',
    empty: 'No possible duplicates',
  },
  sv: {
    login: 'Logga in',
    email: 'E-post',
    password: 'Lösenord',
    tabs: 'Kampanjens delar',
    tab: 'Möjliga dubbletter',
    similar: 'Mycket lika',
    dismiss: 'Inte en dubblett',
    undo: 'Ångra',
    empty: 'Inga möjliga dubbletter',
  },
} as const;

/** A site of this file's own with a coach, a running campaign and two ideas that look alike (and one that does not). */
async function siteWithTwins(language: Language) {
  const em = appEm();
  const subdomain = `duplicates-${language}-${suffix}`;
  const org = em.create(OrganisationSchema, { name: `Duplicates ${language}`, slug: subdomain, subdomain, publicUrl: null, language, premium: false, isDefault: false, settings: {}, roles: defaultOrganisationRoles(language) });
  const email = `coach.${language}.${suffix}@example.com`;
  const coach = buildUser(em, org, { email, firstName: 'Cora', lastName: 'Coach', passwordHash: await hashPassword(PASSWORD), status: 'active' });
  // The factories refer to the site and the coach by id: they are written first.
  await em.flush();
  const campaign = await createCampaignRow({ organisation: org, coach, name: 'Greener offices' }, em);
  for (const [name, content] of [
    ['Solar panels on the bike shed roof', 'Cover the bike shed with solar panels.'],
    ['Solar panels on the bike shed rof', 'Put solar panels on the bike shed.'],
    ['Free coffee for night shifts', 'Night staff get no coffee after eight.'],
  ] as const) {
    await createIdeaRow({ campaign, author: coach, name, content }, em);
  }
  return { url: (path: string) => `http://${subdomain}.localhost:${e2eStack().appPort}${path}`, email, slug: campaign.slug };
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

describe.each(['en', 'sv'] as const)('the possible duplicates tab (%s)', (language) => {
  const t = texts[language];

  it('shows a coach the pair, and a dismissed pair stays gone after a reload', async () => {
    const page = await pages.open();
    const site = await siteWithTwins(language);
    await logIn(page, language, site);

    await page.goto(site.url(`/coach/campaigns/${site.slug}/brief`));
    await page.getByRole('navigation', { name: t.tabs }).getByRole('link', { name: t.tab }).click();
    await page.waitForURL((url) => url.pathname === `/coach/campaigns/${site.slug}/duplicates`);
    const pair = page.getByRole('article').filter({ hasText: t.similar });
    await pair.waitFor();
    expect(await pair.getByRole('link').allTextContents()).toEqual(expect.arrayContaining(['Solar panels on the bike shed roof', 'Solar panels on the bike shed rof']));
    expect(await page.getByText('Free coffee for night shifts').count()).toBe(0);
    await expectNoA11yViolations(page);

    // By keyboard: the button takes focus and Enter dismisses; focus moves to Undo in the status line.
    await pair.getByRole('button', { name: t.dismiss }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(t.empty).waitFor();
    const undo = page.getByRole('status').getByRole('button', { name: t.undo });
    await expect.poll(() => undo.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.reload();
    await page.getByText(t.empty).waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
  });
});
