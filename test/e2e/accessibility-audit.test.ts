import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeViolations, blockingA11yViolations, type A11yViolation } from '../support/axe';
import { appUrl, demo, logIn, usePagePerTest, waitForMainHeading, type SiteHost } from '../support/browser';
import { watchNetwork, type NetworkWatch } from '../support/network';

const pages = usePagePerTest();

/** The address of an idea, read from its campaign's Ideas tab as a visitor would find it. */
async function ideaPath(page: Page, host: SiteHost, slug: string, name: string): Promise<string> {
  await page.goto(appUrl(`/coach/campaigns/${slug}`, host));
  const href = await page.getByRole('link', { name, exact: true }).getAttribute('href');
  if (!href) throw new Error(`no link to the idea ${name}`);
  return href;
}

/** Network quiet this long after the last response, and what it brought has been rendered. */
const RENDERED_MS = 150;
/** No request for this long, as Playwright's "networkidle" asks, and nothing more is coming. */
const QUIET_MS = 500;
const NETWORK_TIMEOUT_MS = 30_000;

/**
 * axe-core's findings on the screen once nothing more loads. The measuring runs inside the quiet
 * the audit waits for rather than after it, and counts only if no request started before the
 * quiet had lasted QUIET_MS; otherwise the screen, with what came late, is measured again.
 */
async function violationsOnceQuiet(page: Page, network: NetworkWatch): Promise<A11yViolation[]> {
  for (;;) {
    await network.settled(RENDERED_MS, NETWORK_TIMEOUT_MS);
    const startedBefore = network.started();
    const violations = await blockingA11yViolations(page);
    await network.settled(QUIET_MS, NETWORK_TIMEOUT_MS);
    if (network.started() === startedBefore) return violations;
  }
}

/**
 * Opens each path as it is (a fresh load), waits until it has its heading and the network is
 * quiet, and runs axe-core there. Every finding of every screen is reported together.
 */
async function audit(page: Page, host: SiteHost, paths: readonly string[]): Promise<void> {
  const findings: string[] = [];
  for (const path of paths) {
    const network = watchNetwork(page);
    try {
      await page.goto(appUrl(path, host));
      await waitForMainHeading(page);
      const violations = await violationsOnceQuiet(page, network);
      if (violations.length > 0) findings.push(`${path}:\n${describeViolations(violations)}`);
    } finally {
      network.stop();
    }
  }
  expect(findings.join('\n\n')).toBe('');
}

describe('accessibility audit: axe-core finds no moderate, serious or critical violation', () => {
  it('on the screens a visitor reaches', async () => {
    const page = await pages.open();
    const idea = await ideaPath(page, 'default', 'greener-commutes', 'Secure bike parking in the garage');
    await audit(page, 'default', [
      '/',
      '/login',
      '/signup',
      '/coach',
      '/coach/campaigns/greener-commutes/brief',
      '/coach/campaigns/greener-commutes',
      idea,
      '/user-verification/approved',
      '/user-verification/failed',
      '/no/such/page',
    ]);
  });

  it('on a participant’s screens', async () => {
    const page = await pages.open();
    await logIn(page, demo.participant);
    const idea = await ideaPath(page, 'default', 'greener-commutes', 'Secure bike parking in the garage');
    await audit(page, 'default', ['/coach', idea, `${idea}/edit`, '/new-idea', '/campaign/greener-commutes/new-idea', '/coach/campaigns/greener-commutes/leaderboard', '/coach/campaigns/office-of-the-future/brief', '/profile', '/profile/edit']);
  });

  it('on a coach’s and an org admin’s screens', async () => {
    const page = await pages.open();
    await logIn(page, demo.coach);
    await audit(page, 'default', ['/coach', '/coach/campaigns/greener-commutes/people', '/coach/campaigns/greener-commutes/edit', '/coach/campaign/create']);
    await pages.close();

    const admin = await pages.open();
    await logIn(admin, demo.orgAdmin);
    const idea = await ideaPath(admin, 'default', 'greener-commutes', 'Secure bike parking in the garage');
    await audit(admin, 'default', [
      '/coach/campaigns/greener-commutes/statistics',
      '/organisation/admin/hunts',
      '/organisation/admin/ideas',
      `/organisation/admin/ideas/edit/${idea.split('/').pop()}`,
      '/organisation/admin/files',
      '/organisation/admin/files/edit/0',
      '/organisation/admin/integrations',
      '/organisation/admin/users',
    ]);
  });

  it('on a super admin’s screens', async () => {
    const page = await pages.open();
    await logIn(page, demo.superAdmin);
    await audit(page, 'default', ['/admin/campaigns', '/styleguide', '/organisation/admin/users?status=blocked']);
  });

  it('on a 390 px phone, for a visitor and an org admin', async () => {
    const page = await pages.open();
    await page.setViewportSize({ width: 390, height: 844 });
    const idea = await ideaPath(page, 'default', 'greener-commutes', 'Secure bike parking in the garage');
    await audit(page, 'default', ['/', '/login', '/coach', '/coach/campaigns/greener-commutes/brief', '/coach/campaigns/greener-commutes', idea]);
    await pages.close();

    const admin = await pages.open();
    await admin.setViewportSize({ width: 390, height: 844 });
    await logIn(admin, demo.orgAdmin);
    await audit(admin, 'default', ['/coach', '/coach/campaigns/greener-commutes/people', '/organisation/admin/users', '/organisation/admin/hunts', '/organisation/admin/settings']);
  });

  it('on the Swedish site, for a visitor and its admin', async () => {
    const page = await pages.open();
    const idea = await ideaPath(page, 'sverige', 'hallbar-vardag', 'Cykelpool för korta resor');
    await audit(page, 'sverige', ['/', '/login', '/coach', '/coach/campaigns/hallbar-vardag/brief', '/coach/campaigns/hallbar-vardag', idea, '/finns-inte']);
    await pages.close();

    const admin = await pages.open();
    await logIn(admin, demo.swedishAdmin, 'sverige');
    await audit(admin, 'sverige', ['/coach', idea, '/new-idea', '/coach/campaigns/hallbar-vardag/people', '/coach/campaigns/hallbar-vardag/statistics', '/organisation/admin/files', '/coach/campaign/create', '/organisation/admin/users']);
  });
});
