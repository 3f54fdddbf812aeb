import { describe, expect, it } from 'vitest';
import { lastDays } from '#shared/schemas/site-statistics.ts';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, signInAs, usePagePerTest } from '../support/browser';
import { figure } from '../support/statistics-figures';

const pages = usePagePerTest();

describe('organisation statistics (/organisation/admin/stats)', () => {
  it('opens from the menu with the last 30 days, explains each figure, takes a period and exports it', async () => {
    const page = await pages.open();
    await logIn(page, demo.orgAdmin);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Statistics' }).click();
    await page.waitForURL((url) => url.pathname === '/organisation/admin/stats');
    await page.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor();
    expect(await page.title()).toBe('Statistics | IdeaHunt');

    const last30 = lastDays(new Date(), 30);
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(last30.startDate);
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(last30.endDate);
    await page.getByRole('region', { name: 'People' }).waitFor();
    // The demo site has its accounts, and they were made today.
    expect(Number((await figure(page, 'People', 'Users')).replace(/\D/g, ''))).toBeGreaterThanOrEqual(5);
    await page.getByText('People who did something in the period', { exact: false }).waitFor();
    await page.getByText(/Of the people counted in the 30 days before/).waitFor();
    await page.getByRole('region', { name: 'Over time' }).getByRole('figure').waitFor();
    await expectNoA11yViolations(page);

    // A period before the demo data: nothing happened, and churn has no one to compare with.
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-07');
    await page.waitForURL((url) => url.searchParams.get('from') === '2020-01-01' && url.searchParams.get('to') === '2020-01-07');
    await page.getByText('Nothing happened on the site in this period.').waitFor();
    expect(await figure(page, 'People', 'Users')).toBe('0');
    expect(await page.getByText('No one to compare with').count()).toBeGreaterThan(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to spreadsheet' }).click();
    expect((await download).suggestedFilename()).toMatch(/-statistics-2020-01-01-2020-01-07\.xlsx$/);

    // An end before the start is said on its field and asks nothing of the server.
    await page.getByLabel('To', { exact: true }).fill('2019-12-01');
    await page.getByText('The end date must come after the start date.').waitFor();
    expect(new URL(page.url()).searchParams.get('to')).toBe('2020-01-07');

    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await page.waitForURL((url) => !url.searchParams.has('from'));
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(last30.startDate);
  });

  it('speaks Swedish on the Swedish site', async () => {
    const page = await pages.open();
    await signInAs(page, demo.swedishAdmin, 'sverige');
    await page.goto(appUrl('/organisation/admin/stats', 'sverige'));
    await page.getByRole('heading', { name: 'Statistik', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Personer' }).waitFor();
    await page.getByText('Aktiva användare', { exact: true }).first().waitFor();
    await page.getByRole('region', { name: 'Bortfall' }).waitFor();
    await page.getByRole('button', { name: 'Senaste 30 dagarna' }).waitFor();
    await expectNoA11yViolations(page);
  });

  it('is not for participants', async () => {
    const page = await pages.open();
    await signInAs(page, demo.participant);
    await page.goto(appUrl('/organisation/admin/stats'));
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Statistics' }).waitFor();
    expect(await page.getByRole('region', { name: 'People' }).count()).toBe(0);
  });
});

describe('statistics across sites (/admin)', () => {
  it('shows the last 7 days of every site with tabs to the other super admin screens', async () => {
    const page = await pages.open();
    await signInAs(page, demo.superAdmin);
    await page.goto(appUrl('/admin'));
    await page.getByRole('heading', { name: 'Statistics across sites', level: 1 }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Site administration' });
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['Statistics', 'Sites', 'Campaigns']);
    expect(await tabs.getByRole('link', { name: 'Statistics' }).getAttribute('aria-current')).toBe('page');
    expect(await tabs.getByRole('link', { name: 'Sites' }).getAttribute('href')).toBe('/admin/sites');
    const last7 = lastDays(new Date(), 7);
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(last7.startDate);

    const sites = page.getByRole('region', { name: 'Site by site' });
    await sites.getByRole('rowheader', { name: 'Demoorganisationen' }).waitFor();
    expect(await sites.getByRole('rowheader').count()).toBeGreaterThanOrEqual(2);
    await expectNoA11yViolations(page);

    await tabs.getByRole('link', { name: 'Campaigns' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/campaigns');
    // The statistics page stays on screen until the hunts page's code has arrived.
    await page.getByRole('heading', { name: 'All campaigns', level: 1 }).waitFor();
    const huntTabs = page.getByRole('navigation', { name: 'Site administration' });
    expect(await huntTabs.getByRole('link', { name: 'Campaigns' }).getAttribute('aria-current')).toBe('page');
    await huntTabs.getByRole('link', { name: 'Statistics' }).click();
    await page.getByRole('heading', { name: 'Statistics across sites', level: 1 }).waitFor();
  });

  it('speaks Swedish on the Swedish site', async () => {
    const page = await pages.open();
    // The default site's super admin, through the stand-in every site gives them.
    await signInAs(page, demo.superAdmin, 'sverige');
    await page.goto(appUrl('/admin', 'sverige'));
    await page.getByRole('heading', { name: 'Statistik för alla webbplatser', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Webbplatsadministration' }).getByRole('link', { name: 'Kampanjer' }).waitFor();
    await page.getByRole('region', { name: 'Per webbplats' }).getByRole('rowheader', { name: 'Demoorganisationen' }).waitFor();
    await page.getByRole('button', { name: 'Senaste 7 dagarna' }).waitFor();
    await expectNoA11yViolations(page);
  });

  it('refuses organisation admins', async () => {
    const page = await pages.open();
    await signInAs(page, demo.orgAdmin);
    await page.goto(appUrl('/admin'));
    await page.getByRole('heading', { name: 'For super admins only', level: 1 }).waitFor();
  });
});
