import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, signInAs, usePagePerTest } from '../support/browser';

const pages = usePagePerTest();

/** A page signed in as `email`, for a test that goes to its first screen next. */
async function openAs(email: string): Promise<Page> {
  const page = await pages.open();
  await signInAs(page, email);
  return page;
}

/** The names of the idea cards, top to bottom. */
async function ideaNames(page: Page): Promise<string[]> {
  return page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
}

async function selectedSort(page: Page): Promise<string | null> {
  return page.getByLabel('Sort by').locator('option:checked').textContent();
}

/** Console errors other than the browser's own note about an answer with an error status. */
function appErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.startsWith('Failed to load resource'));
}

const greenerCommutes = ['Secure bike parking in the garage', 'Car pool matching in the intranet', 'One remote day a week for everyone', 'Train ticket subsidy instead of parking'];

/**
 * The demo's ideas among `names`, in their order. Other files on this worker's server may have
 * shared ideas in the campaign before this one runs (mentions, follow, the idea form).
 */
function demoIdeas(names: string[]): string[] {
  return names.filter((name) => greenerCommutes.includes(name));
}

describe('Ideas tab', () => {
  it('lists the ideas of an open campaign for a member, and orders them by newest when asked', async () => {
    const page = await openAs(demo.participant);
    await page.goto(appUrl('/coach/campaigns/greener-commutes'));
    const tabs = page.getByRole('navigation', { name: 'Campaign sections' });
    await page.getByRole('article').first().waitFor();
    await expectNoA11yViolations(page);
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['Brief', 'Ideas', 'Roadmap', 'Contributors']);
    expect(await tabs.getByRole('link', { name: 'Ideas' }).getAttribute('aria-current')).toBe('page');
    expect(await page.title()).toBe('Ideas – Greener commutes | IdeaHunt');

    const trending = await ideaNames(page);
    expect([...demoIdeas(trending)].sort()).toEqual([...greenerCommutes].sort());
    expect(await page.getByText(`${trending.length} ideas`, { exact: true }).count()).toBe(1);
    // An open campaign starts with trending; a participant gets no coach orders.
    expect(await selectedSort(page)).toBe('Trending');
    expect(await page.getByLabel('Sort by').locator('option').allTextContents()).toEqual(['Trending', 'Popular', 'New']);

    const bike = page.getByRole('article', { name: 'Secure bike parking in the garage' });
    expect(await bike.textContent()).toContain('by Anna Andersson');
    expect(await bike.textContent()).toContain('Half of the garage level -1 is empty most days.');
    expect(await bike.getByRole('listitem').allTextContents()).toEqual(['2 upvotes', '2 feedback', '4 comments']);
    // Each card's name, and only that, leads to the idea page.
    expect(await bike.getByRole('link').allTextContents()).toEqual(['Secure bike parking in the garage']);
    expect(await bike.getByRole('link').getAttribute('href')).toMatch(/^\/ideas\/[0-9a-f-]{36}$/);

    await page.getByLabel('Sort by').selectOption({ label: 'New' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'new');
    const newest = ['Train ticket subsidy instead of parking', 'One remote day a week for everyone', 'Car pool matching in the intranet', 'Secure bike parking in the garage'];
    // Ideas shared since the demo was seeded are newer: they come first.
    await expect.poll(async () => (await ideaNames(page)).slice(-greenerCommutes.length)).toEqual(newest);
    expect(demoIdeas(await ideaNames(page))).toEqual(newest);
    expect(newest).not.toEqual(demoIdeas(trending));
    expect(await selectedSort(page)).toBe('New');

    // Back to trending: the default order leaves the URL.
    await page.getByLabel('Sort by').selectOption({ label: 'Trending' });
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    await expect.poll(() => ideaNames(page)).toEqual(trending);
    expect(appErrors(pages.errors())).toEqual([]);
  });

  it('shows the order the server used when the asked one is not for this viewer, and leads from the brief', async () => {
    const page = await openAs(demo.participant);
    // Rating is the coaches' order: a participant gets the campaign's default instead.
    await page.goto(appUrl('/coach/campaigns/greener-commutes?sort=rating'));
    await page.getByRole('article').first().waitFor();
    await expect.poll(() => selectedSort(page)).toBe('Trending');

    // An unknown order drops out of the URL.
    await page.goto(appUrl('/coach/campaigns/greener-commutes?sort=sideways'));
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    await page.getByRole('article').first().waitFor();
    await expectNoA11yViolations(page);

    // The brief's idea count leads here.
    await page.goto(appUrl('/coach/campaigns/greener-commutes/brief'));
    await page.getByRole('link', { name: /^See the \d+ ideas$/ }).click();
    await page.waitForURL((url) => url.pathname === '/coach/campaigns/greener-commutes');
    await page.getByRole('article', { name: 'Secure bike parking in the garage' }).waitFor();
    await expectNoA11yViolations(page);
    expect(appErrors(pages.errors())).toEqual([]);
  });

  it('puts the winners of a finished campaign first for a visitor, with a Winner badge', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/coach/campaigns/customer-ideas-2026'));
    await page.getByRole('article').first().waitFor();
    await expectNoA11yViolations(page);
    expect(await selectedSort(page)).toBe('Winners first');
    // No trending once a campaign is over.
    expect(await page.getByLabel('Sort by').locator('option').allTextContents()).toEqual(['Winners first', 'Popular', 'New']);

    // Both winners come first (between them, the more upvoted, then the newer: ARCHITECTURE §7).
    const names = await ideaNames(page);
    expect(names).toHaveLength(3);
    expect(names.slice(0, 2).sort()).toEqual(['Repair instead of replace', 'Self-service order tracking']);
    expect(names[2]).toBe('Chat support in Swedish and English');
    const first = page.getByRole('article').first();
    expect(await first.getByText('Winner', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('article', { name: 'Self-service order tracking' }).getByText('Winner', { exact: true }).count()).toBe(1);
    // Only coaches see other statuses (the third idea is a candidate), and the rating.
    const chat = page.getByRole('article', { name: 'Chat support in Swedish and English' });
    expect(await chat.getByText('Candidate').count()).toBe(0);
    expect(await chat.getByRole('listitem').allTextContents()).toEqual(['0 upvotes', '0 feedback', '0 comments']);
    expect(appErrors(pages.errors())).toEqual([]);
  });

  it('gives a coach the rating and feedback orders, every notable status and the ratings', async () => {
    const page = await openAs(demo.coach);
    await page.goto(appUrl('/coach/campaigns/customer-ideas-2026'));
    await page.getByRole('article').first().waitFor();
    expect(await page.getByLabel('Sort by').locator('option').allTextContents()).toEqual(['Winners first', 'Popular', 'New', 'Highest rating', 'Most feedback']);
    const chat = page.getByRole('article', { name: 'Chat support in Swedish and English' });
    expect(await chat.getByText('Candidate', { exact: true }).count()).toBe(1);
    expect(await chat.getByRole('listitem').allTextContents()).toEqual(['0 upvotes', '0 feedback', '0 comments', 'Not rated yet']);
    const tracking = page.getByRole('article', { name: 'Self-service order tracking' });
    expect(await tracking.getByRole('listitem').allTextContents()).toEqual(['1 upvote', '1 feedback', '2 comments', 'Rating 5.0']);

    await page.getByLabel('Sort by').selectOption({ label: 'Highest rating' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'rating');
    await expect.poll(async () => (await ideaNames(page))[0]).toBe('Self-service order tracking');
    expect(await selectedSort(page)).toBe('Highest rating');

    // Coaches export the campaign's ideas as CSV from the tab's menu.
    await page.getByRole('button', { name: 'Import and export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export CSV' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Self-service order tracking');
    expect(appErrors(pages.errors())).toEqual([]);
  });

  it('offers the CSV export and the integrations to coaches only', async () => {
    const page = await openAs(demo.participant);
    await page.goto(appUrl('/coach/campaigns/greener-commutes'));
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('button', { name: 'Import and export' }).count()).toBe(0);
  });
});

describe.each([
  { language: 'en', host: 'default', slug: 'greener-commutes', name: 'Greener commutes', email: demo.participant, text: { newIdea: 'New idea', logIn: 'Log in', email: 'E-mail', password: 'Password' } },
  { language: 'sv', host: 'sverige', slug: 'hallbar-vardag', name: 'Hållbar vardag', email: demo.swedishAdmin, text: { newIdea: 'Ny idé', logIn: 'Logga in', email: 'E-post', password: 'Lösenord' } },
] as const)('the Ideas tab for a visitor ($language)', ({ host, slug, name, email, text }) => {
  it('offers New idea, which signs in and comes back to the campaign’s new-idea form', async () => {
    const page = await pages.open();
    await page.goto(appUrl(`/coach/campaigns/${slug}`, host));
    const newIdea = page.getByRole('main').getByRole('button', { name: text.newIdea });
    await newIdea.waitFor();
    await expectNoA11yViolations(page);

    await newIdea.click();
    const dialog = page.getByRole('dialog', { name: text.logIn });
    await dialog.getByLabel(text.email).fill(email);
    await dialog.getByLabel(text.password).fill(demo.password);
    await dialog.getByRole('button', { name: text.logIn }).click();
    await page.waitForURL((url) => url.pathname === `/campaign/${slug}/new-idea`);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: name }).waitFor();
  });
});
