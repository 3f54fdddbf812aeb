import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '#server/modules/seed/demo-seed.ts';
import { expectNoA11yViolations } from '../support/axe';
import { demo, logIn, openPage, usePagePerTest, type SiteHost } from '../support/browser';

const pages = usePagePerTest();

/** A draft campaign made through the API by `email`: the site's admins hear of it (campaign/created). */
async function createCampaignAs(email: string, name: string, host: SiteHost = 'default'): Promise<void> {
  const creator = await openPage();
  try {
    await logIn(creator.page, email, host);
    await creator.page.evaluate(async (campaignName) => {
      const startDate = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
      const response = await fetch('/trpc/campaign.create', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ json: { name: campaignName, startDate } }) });
      if (!response.ok) throw new Error(`creating a campaign failed: ${response.status}`);
    }, name);
  } finally {
    await creator.close();
  }
}

const isFocused = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name, exact: true }).evaluate((element) => element === document.activeElement);

describe('notifications', () => {
  it('shows the unread count on the bell; the panel lists the notification, marks it read and clears the count', async () => {
    const name = `Notified hunt ${Date.now()}`;
    await createCampaignAs(demo.coach, name);
    const page = await pages.open();
    await logIn(page, demo.orgAdmin);

    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    expect(Number(await page.getByTestId('notification-count').textContent())).toBeGreaterThanOrEqual(1);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    // The feed loads after the spec's delay, with a spinner meanwhile.
    await panel.getByRole('status').filter({ hasText: 'Loading notifications' }).waitFor();
    const entry = panel.getByRole('listitem').filter({ hasText: `Carl Coach created the campaign ${name}` });
    await entry.waitFor();
    await expectNoA11yViolations(page);
    expect(await entry.textContent()).toContain('New');
    expect(await entry.getByRole('link').getAttribute('href')).toMatch(/^\/coach\/campaigns\/notified-hunt-\d+\/brief$/);
    expect(await entry.locator('time').textContent()).toMatch(/now|seconds? ago|minutes? ago/);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    const quietBell = page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true });
    await quietBell.waitFor();
    expect(await page.getByTestId('notification-count').count()).toBe(0);
    expect(await isFocused(page, 'Notifications')).toBe(true);

    // Read stays read: after a reload the count is gone and the entry is no longer new.
    await page.reload();
    await quietBell.click();
    const again = panel.getByRole('listitem').filter({ hasText: `Carl Coach created the campaign ${name}` });
    await again.waitFor();
    expect(await again.textContent()).not.toContain('New');
    await entry.getByRole('link').click();
    await page.waitForURL((url) => url.pathname.endsWith('/brief'));
    // The entry leads to that campaign's brief, not only to some /brief address.
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await panel.count()).toBe(0);
    expect(pages.errors()).toEqual([]);
  });

  it('offers another try when the feed cannot be loaded', async () => {
    const page = await pages.open();
    await logIn(page, demo.orgAdmin);
    await page.route('**/trpc/notification.feed*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('alert').filter({ hasText: 'The notifications could not be loaded.' }).waitFor();
    await expectNoA11yViolations(page);
    await page.unroute('**/trpc/notification.feed*');
    await panel.getByRole('button', { name: 'Try again' }).click();
    await panel.getByRole('listitem').first().waitFor();
    expect(await panel.getByRole('alert').count()).toBe(0);
    // The refused requests are all the console reports.
    expect(pages.errors().filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('speaks Swedish on the Swedish site', async () => {
    const name = `Notiskampanj ${Date.now()}`;
    await createCampaignAs(demoAccounts[6].email, name, 'sverige');
    const page = await pages.open();
    await logIn(page, demo.swedishAdmin, 'sverige');
    await page.getByRole('banner').getByRole('button', { name: /^Notiser, \d+ olästa?$/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notiser' });
    await panel.getByRole('listitem').filter({ hasText: `Lina Lindqvist har skapat kampanjen ${name}` }).waitFor();
    await expectNoA11yViolations(page);
    await panel.getByRole('button', { name: 'Stäng notiserna' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Notiser', exact: true }).waitFor();
    expect(pages.errors()).toEqual([]);
  });
});
