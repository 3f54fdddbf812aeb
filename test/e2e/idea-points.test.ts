import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { demo, logIn, usePagePerTest } from '../support/browser';

const pages = usePagePerTest();

/** Opens a screen from the side menu, as a person moves around the app (no page load). */
async function openFromMenu(page: Page, link: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: link }).click();
}

/** The points the own profile's header shows ('3,750 points' → 3750). */
async function profilePoints(page: Page): Promise<number> {
  const points = page.getByRole('main').getByText(/^[\d,]+ points?$/);
  await points.waitFor();
  return Number(((await points.textContent()) ?? '').replace(/[^0-9]/g, ''));
}

/**
 * Issue 30: points follow what they were paid for. A participant's profile shows the points of
 * a new idea, and once they delete the idea from its edit page, the total they had before.
 */
describe('points of a deleted idea', () => {
  it('rise on the profile when an idea is shared and fall back when it is deleted', async () => {
    const page = await pages.open();
    await logIn(page, demo.participant);
    await openFromMenu(page, 'My profile');
    const before = await profilePoints(page);

    const name = `Bike pool at the station ${Date.now()}`;
    await openFromMenu(page, 'Share an idea');
    await page.getByRole('link', { name: /Greener commutes/ }).click();
    await page.getByLabel('Title').fill(name);
    await page.getByLabel('Description').fill('Twenty shared bikes at the station for the last mile to the office.');
    await page.getByLabel('Department').selectOption('Engineering');
    await page.getByLabel('Effort to try it').selectOption('Small');
    await page.getByRole('button', { name: 'Share idea' }).click();
    await page.getByText('Your idea has been shared.').waitFor();
    await page.getByRole('heading', { level: 1, name }).waitFor();

    await openFromMenu(page, 'My profile');
    await expect.poll(() => profilePoints(page)).toBe(before + 1500);

    await page.getByRole('region', { name: 'Ideas' }).getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('link', { name: 'Edit and improve' }).click();
    await page.getByRole('button', { name: 'Delete idea' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this idea?' });
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/coach/campaigns/greener-commutes');

    await openFromMenu(page, 'My profile');
    await expect.poll(() => profilePoints(page)).toBe(before);
    expect(await page.getByRole('region', { name: 'Ideas' }).getByRole('link', { name }).count()).toBe(0);
    expect(pages.errors()).toEqual([]);
  });
});
