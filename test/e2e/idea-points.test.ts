import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, signInAs, usePagePerTest } from '../support/browser';

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

/** Erik's points on the Contributors tab the page shows ('1,200' → 1200). */
async function contributorPoints(page: Page, name: string): Promise<number> {
  const row = page.getByRole('table', { name: /^Contributors of/ }).getByRole('row', { name: new RegExp(name) });
  await row.waitFor();
  const cells = await row.getByRole('cell').allTextContents();
  return Number((cells[1] ?? '').replace(/[^0-9]/g, ''));
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
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/coach/campaigns/greener-commutes');

    await openFromMenu(page, 'My profile');
    await expect.poll(() => profilePoints(page)).toBe(before);
    expect(await page.getByRole('region', { name: 'Ideas' }).getByRole('link', { name }).count()).toBe(0);
    expect(pages.errors()).toEqual([]);
  });

  // The screens already open show it without a reload: what they had read is stale once points move.
  it("of feedback rise on the giver's profile when sent, and leave the Contributors tab when an admin deletes it", async () => {
    const anna = await pages.open();
    await logIn(anna, demo.participant);
    const name = `Cargo bikes for the office ${Date.now()}`;
    await anna.goto(appUrl('/campaign/greener-commutes/new-idea'));
    await anna.getByLabel('Title').fill(name);
    await anna.getByLabel('Description').fill('Two cargo bikes for the weekly office shopping.');
    await anna.getByLabel('Department').selectOption('Engineering');
    await anna.getByLabel('Effort to try it').selectOption('Small');
    await anna.getByRole('button', { name: 'Share idea' }).click();
    await anna.waitForURL(/\/ideas\/[0-9a-f-]{36}$/);
    const ideaPath = new URL(anna.url()).pathname;

    const erik = await pages.open();
    await signInAs(erik, demo.participant2);
    await erik.goto(appUrl(ideaPath));
    await erik.getByRole('heading', { level: 1, name }).waitFor();
    await openFromMenu(erik, 'My profile');
    const before = await profilePoints(erik);
    await erik.goBack();
    await erik.getByRole('heading', { level: 1, name }).waitFor();
    await erik.getByRole('button', { name: 'Give feedback' }).click();
    const dialog = erik.getByRole('dialog', { name: 'Give feedback' });
    await dialog.getByLabel('Your feedback').fill('Book them like meeting rooms.');
    await dialog.getByRole('radio', { name: '4 of 5 stars' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await erik.getByText('Thank you for your feedback!').waitFor();
    await openFromMenu(erik, 'My profile');
    await expect.poll(() => profilePoints(erik)).toBeGreaterThan(before);
    const paid = (await profilePoints(erik)) - before;

    const admin = await pages.open();
    await signInAs(admin, demo.orgAdmin);
    await admin.goto(appUrl('/coach/campaigns/greener-commutes/leaderboard'));
    const withFeedback = await contributorPoints(admin, 'Erik Ek');
    await admin.getByRole('navigation', { name: 'Campaign sections' }).getByRole('link', { name: 'Ideas' }).click();
    await admin.getByRole('article', { name }).getByRole('link', { name }).click();
    await admin.getByRole('heading', { level: 1, name }).waitFor();
    await admin.getByRole('listitem').filter({ hasText: 'Book them like meeting rooms.' }).getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('dialog', { name: 'Delete feedback' }).getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('The feedback has been deleted.').waitFor();
    await admin.goBack();
    await admin.goBack();
    await admin.waitForURL((url) => url.pathname === '/coach/campaigns/greener-commutes/leaderboard');
    await expect.poll(() => contributorPoints(admin, 'Erik Ek')).toBe(withFeedback - paid);
    expect(pages.errors()).toEqual([]);
  });
});
