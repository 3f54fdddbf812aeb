import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, usePagePerTest } from '../support/browser';

const pages = usePagePerTest();

async function openAs(email: string): Promise<Page> {
  const page = await pages.open();
  await logIn(page, email);
  return page;
}

function tabs(page: Page) {
  return page.getByRole('navigation', { name: 'Campaign sections' });
}

/** Console errors other than the browser's own note about an answer with an error status (403, 404). */
function appErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.startsWith('Failed to load resource'));
}

/** The day after a YYYY-MM-DD day. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

describe('Contributors tab', () => {
  it('ranks the members of a campaign for a member, with their points, ideas and feedback', async () => {
    const page = await openAs(demo.participant);
    await page.goto(appUrl('/coach/campaigns/greener-commutes/brief'));
    // A participant sees Brief and Contributors, not the coaches' and admins' tabs.
    await tabs(page).getByRole('link', { name: 'Contributors' }).click();
    await page.waitForURL((url) => url.pathname === '/coach/campaigns/greener-commutes/leaderboard');
    // The address changes before the tab's code has arrived and the tab shows.
    await expect.poll(() => tabs(page).getByRole('link', { name: 'Contributors' }).getAttribute('aria-current')).toBe('page');
    const tabNames = await tabs(page).getByRole('link').allTextContents();
    expect(tabNames).not.toContain('People');
    expect(tabNames).not.toContain('Statistics');
    expect(await page.title()).toBe('Contributors – Greener commutes | IdeaHunt');

    const table = page.getByRole('table', { name: 'Contributors of Greener commutes, best first' });
    await table.waitFor();
    await expectNoA11yViolations(page);
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Rank', 'Contributor', 'Points', 'Ideas', 'Feedback']);
    // Both demo participants are in it; the viewer's own row says so.
    const anna = table.getByRole('row', { name: /Anna Andersson/ });
    const erik = table.getByRole('row', { name: /Erik Ek/ });
    expect(await anna.textContent()).toContain('You');
    expect(await erik.textContent()).not.toContain('You');
    for (const row of [anna, erik]) {
      const cells = await row.getByRole('cell').allTextContents();
      // Rank, points with their unit (singular only for exactly 1), ideas, feedback.
      expect(cells).toHaveLength(4);
      expect(cells[0]).toMatch(/^\d+$/);
      expect(cells[1]).toMatch(/^(1 point|(0|[2-9]|\d[\d,]+) points)$/);
      expect(cells[2]).toMatch(/^\d+$/);
      expect(cells[3]).toMatch(/^\d+$/);
    }
    expect(appErrors(pages.errors())).toEqual([]);
  });

  it('sends someone not in the campaign to its brief, and asks a visitor to log in', async () => {
    const page = await openAs(demo.participant);
    // Nobody joins the upcoming demo campaign in the browser tests, so Anna is never in it here.
    await page.goto(appUrl('/coach/campaigns/winter-wellbeing/leaderboard'));
    await page.getByRole('heading', { name: 'Only for participants', level: 1 }).waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Go to the brief' }).click();
    await page.waitForURL((url) => url.pathname === '/coach/campaigns/winter-wellbeing/brief');
    await page.getByRole('button', { name: 'Join campaign' }).waitFor();

    // Statistics are the org admins'; a participant going there directly is told so.
    await page.goto(appUrl('/coach/campaigns/greener-commutes/statistics'));
    await page.getByRole('heading', { name: 'Only for organisation admins', level: 1 }).waitFor();
    await expectNoA11yViolations(page);

    const visitor = await pages.open();
    await visitor.goto(appUrl('/coach/campaigns/greener-commutes/leaderboard'));
    await visitor.getByRole('heading', { name: 'Log in to see the contributors', level: 1 }).waitFor();
    await expectNoA11yViolations(visitor);
    await visitor.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await visitor.getByRole('dialog', { name: 'Log in' }).waitFor();
    await expectNoA11yViolations(visitor);
  });
});

describe('Statistics tab', () => {
  it('shows an org admin the totals for a period they choose, and exports them as a spreadsheet', async () => {
    const page = await openAs(demo.orgAdmin);
    await page.goto(appUrl('/coach/campaigns/greener-commutes/brief'));
    await tabs(page).getByRole('link', { name: 'Statistics' }).click();
    await page.waitForURL((url) => url.pathname === '/coach/campaigns/greener-commutes/statistics');
    await expect.poll(() => page.title()).toBe('Statistics – Greener commutes | IdeaHunt');

    const totals = page.getByRole('region', { name: 'Totals', exact: true });
    await totals.waitFor();
    expect(await totals.getByRole('term').allTextContents()).toEqual(['Ideas', 'Contributors', 'Feedback']);
    for (const total of await totals.getByRole('definition').allTextContents()) expect(total).toMatch(/^\d+$/);
    const timeline = page.getByRole('region', { name: 'Ideas and feedback per day' });
    await timeline.getByRole('figure').waitFor();
    await expectNoA11yViolations(page);

    // The period starts on the campaign's first day; a day later applies at once and goes in the URL.
    const from = page.getByLabel('From', { exact: true });
    const first = await from.getAttribute('min');
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await from.inputValue()).toBe(first);
    const later = nextDay(first ?? '');
    await from.fill(later);
    await page.waitForURL((url) => url.searchParams.get('from') === later);
    // The numbers per day now start on that day.
    await timeline.getByText('Show the numbers per day').click();
    await expect.poll(() => timeline.locator('tbody time').first().getAttribute('datetime')).toBe(later);

    // A day before the campaign is refused under the field it belongs to, by the server too.
    await page.goto(appUrl('/coach/campaigns/greener-commutes/statistics?from=2000-01-01'));
    await page.getByText('The from date cannot be before the campaign starts.', { exact: true }).waitFor();
    await expectNoA11yViolations(page);
    expect(await page.getByLabel('From', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.goto(appUrl(`/coach/campaigns/greener-commutes/statistics?from=${later}`));
    await totals.waitFor();

    // A filter: one dropdown field, then one of its answers; cleared again with one button.
    await page.getByLabel('Idea field', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Answer', { exact: true }).selectOption({ index: 1 });
    await page.waitForURL((url) => url.searchParams.has('field') && url.searchParams.has('value'));
    await totals.getByText(/^Only ideas where .+ is “.+”\.$/).waitFor();
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await page.waitForURL((url) => !url.searchParams.has('field'));
    await totals.getByText(/^Only ideas where/).waitFor({ state: 'detached' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to spreadsheet' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    expect(appErrors(pages.errors())).toEqual([]);
  });
});

describe('winners', () => {
  it("lists a finished campaign's winning ideas, and asks its coach to confirm before announcing them", async () => {
    const page = await openAs(demo.coach);
    await page.goto(appUrl('/coach/campaigns/customer-ideas-2026/brief'));
    const winners = page.getByRole('region', { name: 'Winners', exact: true });
    await winners.waitFor();
    await expectNoA11yViolations(page);
    expect(await winners.getByRole('listitem').count()).toBeGreaterThan(0);
    // Links would lead nowhere yet: idea pages come later.
    expect(await winners.getByRole('link').count()).toBe(0);

    // Cancelled, so the campaign's participants are not mailed by a test.
    await winners.getByRole('button', { name: 'Announce winners' }).click();
    const dialog = page.getByRole('dialog', { name: 'Announce the winners?' });
    await dialog.getByText('Everyone taking part in Customer ideas 2026', { exact: false }).waitFor();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await winners.getByRole('button', { name: 'Announce winners' }).waitFor();
    expect(appErrors(pages.errors())).toEqual([]);
  });
});

describe('tags', () => {
  it('lets an org admin tag a campaign on its brief; the tag page then lists the campaign', async () => {
    const page = await openAs(demo.orgAdmin);
    await page.goto(appUrl('/coach/campaigns/greener-commutes/brief'));
    const tagsSection = page.getByRole('region', { name: 'Tags', exact: true });
    const input = tagsSection.getByLabel('Add a tag');
    await input.fill('Sustainable travel');
    await input.press('Enter');
    const tagLink = tagsSection.getByRole('link', { name: 'Sustainable travel' });
    await tagLink.waitFor();
    expect(await input.inputValue()).toBe('');
    expect(await tagLink.getAttribute('href')).toBe('/tag/sustainable-travel');

    await tagLink.click();
    await page.waitForURL((url) => url.pathname === '/tag/sustainable-travel');
    await page.getByRole('heading', { name: 'Sustainable travel', level: 1 }).waitFor();
    await expectNoA11yViolations(page);
    expect(await page.title()).toBe('Tag: Sustainable travel | IdeaHunt');
    await page.getByRole('link', { name: /Greener commutes/ }).waitFor();
    expect(await page.getByText('1 campaign with this tag', { exact: true }).count()).toBe(1);

    // Removed again, so the other browser tests meet the demo campaign as seeded.
    await page.goto(appUrl('/coach/campaigns/greener-commutes/brief'));
    await tagsSection.getByRole('button', { name: 'Remove the tag Sustainable travel' }).click();
    await tagsSection.getByRole('link', { name: 'Sustainable travel' }).waitFor({ state: 'detached' });
    await page.goto(appUrl('/tag/sustainable-travel'));
    await page.getByRole('heading', { name: 'No campaigns with this tag' }).waitFor();
    await expectNoA11yViolations(page);
    expect(appErrors(pages.errors())).toEqual([]);
  });

  it('shows no editor to a participant, and a not-found page for an unknown tag', async () => {
    const page = await openAs(demo.participant);
    await page.goto(appUrl('/coach/campaigns/greener-commutes/brief'));
    await page.getByRole('heading', { name: 'About the campaign' }).waitFor();
    expect(await page.getByLabel('Add a tag').count()).toBe(0);
    await page.goto(appUrl('/tag/no-such-tag'));
    await page.getByRole('heading', { name: 'Error #404' }).waitFor();
  });
});
