import { MikroORM } from '@mikro-orm/postgresql';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ormConfig } from '#server/db/orm-config.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { scrollToFooter, usePagePerTest, waitForMainHeading } from '../support/browser';
import { recordXssCalls, xssFindingsIn } from '../support/xss-check';
import { xssLinks, xssPayloads } from '../support/xss-corpus';
import { plantXssSite, XSS_IDEA_COUNT, type XssSite } from '../support/xss-site';
import { e2eStack } from '../support/e2e-stack';

const pages = usePagePerTest();

let orm: MikroORM;
let site: XssSite;

beforeAll(async () => {
  orm = await MikroORM.init(ormConfig(e2eStack().appDatabaseUrl, { pool: { min: 0, max: 2 } }));
  site = await plantXssSite(orm.em.fork());
});

afterAll(async () => {
  // Tests that list every site's hunts or sites share this server's database: the site goes with all it holds.
  if (site) await orm.em.fork().nativeDelete(OrganisationSchema, { id: site.organisation.id }, { filters: false });
  await orm?.close(true);
});

const siteUrl = (path: string) => `http://${site.subdomain}.localhost:${e2eStack().appPort}${path}`;

interface Screen {
  path: string;
  /** Texts the screen shows as written, so it cannot pass for showing none of the payloads. */
  shows?: string[];
  /** What to do once the screen has its heading: open a panel, scroll to what loads late. */
  then?: (page: Page) => Promise<void>;
}

/**
 * Opens each screen (its heading there and the network quiet), then reads what got through:
 * the sentinel's calls and the DOM's findings, screen by screen, reported all together. Each
 * screen must show payloads as text, or it would pass for showing none.
 */
async function expectNothingGetsThrough(page: Page, screens: Screen[]): Promise<void> {
  const calls = await recordXssCalls(page);
  const found: Record<string, { calls: number[]; findings: string[]; payloadsShown: number }> = {};
  for (const screen of screens) {
    await page.goto(siteUrl(screen.path));
    await waitForMainHeading(page);
    await screen.then?.(page);
    await page.waitForLoadState('networkidle');
    const findings = await xssFindingsIn(page);
    const payloadsShown = await page.evaluate(() => document.body.innerText.match(/__xss\(\d+\)/g)?.length ?? 0);
    if (calls.length > 0 || findings.length > 0 || payloadsShown === 0) found[screen.path] = { calls: calls.splice(0), findings, payloadsShown };
  }
  expect(found).toEqual({});
}

async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto(siteUrl('/login'));
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail').fill(site.admin.email);
  await dialog.getByLabel('Password').fill(site.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/coach');
}

describe(`${xssPayloads.length} script payloads and ${xssLinks.length} script links in every text users write, as the screens show them`, () => {
  it('run nowhere a visitor looks: the start page with its menus, partners and footer, a page, an agreement, a file, a profile, a tag', async () => {
    const page = await pages.open({ bypassCSP: true });
    await expectNothingGetsThrough(page, [
      { path: '/', then: scrollToFooter },
      { path: `/page/${site.page.slug}`, then: scrollToFooter, shows: [site.page.title] },
      { path: `/agreement/${site.agreement.id}`, shows: [site.agreement.name] },
      { path: `/file/${site.files[0]!.id}`, shows: [site.files[0]!.title] },
      { path: `/user/${site.people[1]!.id}`, shows: [site.people[1]!.firstName] },
      { path: `/tag/${site.tags[0]!.slug}`, shows: [site.tags[0]!.name] },
      { path: `/coach/campaigns/${site.campaign.slug}/brief`, shows: [site.campaign.name] },
    ]);
  });

  it(`run nowhere a member looks: the brief, the ${XSS_IDEA_COUNT} ideas with their comments, feedback, fields, tags and files, the notifications, the profile`, async () => {
    const page = await pages.open({ bypassCSP: true });
    await logInAsAdmin(page);
    const campaign = `/coach/campaigns/${site.campaign.slug}`;
    await expectNothingGetsThrough(page, [
      {
        path: '/coach',
        then: async (opened) => {
          await opened.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
          await opened.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first().waitFor();
        },
      },
      { path: `${campaign}/brief`, shows: [site.campaign.name] },
      { path: campaign, shows: site.ideas.map((idea) => idea.name) },
      { path: `${campaign}/leaderboard`, shows: [site.people[0]!.firstName] },
      ...site.ideas.map((idea, index) => ({ path: `/ideas/${idea.id}`, shows: site.ideaTexts[index] })),
      { path: '/profile', shows: [site.admin.firstName] },
      { path: `/user/${site.people[2]!.id}`, shows: [site.people[2]!.firstName] },
    ]);
  });

  it('run nowhere an admin looks: people and their labels, the campaign’s people, files, ideas, menus, partners, pages, agreements', async () => {
    const page = await pages.open({ bypassCSP: true });
    await logInAsAdmin(page);
    await expectNothingGetsThrough(page, [
      { path: '/organisation/admin/users', shows: [site.people[0]!.firstName] },
      { path: `/coach/campaigns/${site.campaign.slug}/people`, shows: [site.people[0]!.firstName] },
      { path: '/organisation/admin/files', shows: [site.files[0]!.title] },
      { path: '/organisation/admin/ideas', shows: [site.ideas[0]!.name] },
      { path: '/organisation/admin/hunts', shows: [site.campaign.name] },
      { path: '/organisation/admin/menus' },
      { path: '/organisation/admin/partners' },
      { path: '/organisation/admin/pages', shows: [site.page.title] },
      { path: '/organisation/admin/agreements', shows: [site.agreement.name] },
    ]);
  });
});
