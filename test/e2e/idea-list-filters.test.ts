import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, signInAs, usePagePerTest } from '../support/browser';

const pages = usePagePerTest();
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

async function ideaNames(page: Page): Promise<string[]> {
  return page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
}

describe('Ideas tab search and filters', () => {
  it('searches by title, description and public extra fields, filters by tag and author, and clears', async () => {
    const page = await pages.open();
    await signInAs(page, demo.participant);
    await page.goto(appUrl('/coach/campaigns/greener-commutes'));
    await page.getByRole('article').first().waitFor();
    // Other files may have added ideas to the campaign: clearing brings back what was there.
    const unfiltered = (await ideaNames(page)).length;

    await page.getByRole('searchbox', { name: 'Search ideas' }).fill('garag');
    await page.waitForURL((url) => url.searchParams.get('q') === 'garag');
    await expect.poll(() => ideaNames(page)).toEqual(['Secure bike parking in the garage']);
    expect(await page.getByLabel('Sort by').locator('option:checked').textContent()).toBe('Best match');

    // A public dropdown field's value is searched too.
    await page.getByRole('searchbox', { name: 'Search ideas' }).fill('operations');
    await page.waitForURL((url) => url.searchParams.get('q') === 'operations');
    await expect.poll(() => ideaNames(page)).toContain('Secure bike parking in the garage');

    await page.getByRole('searchbox', { name: 'Search ideas' }).fill('zeppelin');
    await page.getByText('No ideas match').waitFor();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/ideas-no-match-en.png`, fullPage: true });
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await expect.poll(async () => (await ideaNames(page)).length).toBe(unfiltered);
    expect(await page.getByRole('searchbox', { name: 'Search ideas' }).inputValue()).toBe('');

    await page.getByRole('button', { name: 'Tags' }).click();
    await page.getByRole('checkbox', { name: 'Sustainability' }).check();
    await page.waitForURL((url) => url.searchParams.has('tags'));
    await page.getByRole('button', { name: 'Authors' }).click();
    await page.getByRole('checkbox', { name: 'Anna Andersson' }).check();
    await page.waitForURL((url) => url.searchParams.has('authors'));
    await expect.poll(() => ideaNames(page)).toContain('Secure bike parking in the garage');
    await page.screenshot({ path: `${SHOTS}/ideas-filters-en.png`, fullPage: true });
    // Each filter in use shows as a chip that removes it.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Remove filter: Sustainability' }).click();
    await page.waitForURL((url) => !url.searchParams.has('tags'));
    expect(pages.errors().filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('lets a visitor filter by status, offers only the statuses they can see, and keeps the filter on reload', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/coach/campaigns/customer-ideas-2026'));
    await page.getByRole('article').first().waitFor();
    const status = page.getByLabel('Status', { exact: true });
    expect(await status.locator('option').allTextContents()).toEqual(['All statuses', 'Published', 'Candidate', 'Winner', 'Accepted', 'Implemented']);

    await status.selectOption({ label: 'Winner' });
    await page.waitForURL((url) => url.searchParams.get('status') === 'WINNER');
    await expect.poll(async () => (await ideaNames(page)).sort()).toEqual(['Repair instead of replace', 'Self-service order tracking']);
    for (const card of await page.getByRole('article').all()) expect(await card.getByText('Winner', { exact: true }).count()).toBe(1);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/ideas-status-filter-en.png`, fullPage: true });

    await page.reload();
    await page.getByRole('article').first().waitFor();
    expect(await status.locator('option:checked').textContent()).toBe('Winner');
    expect((await ideaNames(page)).sort()).toEqual(['Repair instead of replace', 'Self-service order tracking']);

    await status.selectOption({ label: 'Candidate' });
    await page.waitForURL((url) => url.searchParams.get('status') === 'candidate');
    await expect.poll(() => ideaNames(page)).toEqual(['Chat support in Swedish and English']);
    await status.selectOption({ label: 'All statuses' });
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await expect.poll(async () => (await ideaNames(page)).length).toBe(3);
    expect(pages.errors().filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('lets a participant filter by status in Swedish, and keeps the filter on reload', async () => {
    const page = await pages.open();
    await signInAs(page, 'lina.sverige@example.com', 'sverige');
    await page.goto(appUrl('/coach/campaigns/battre-kundservice', 'sverige'));
    await page.getByRole('article').first().waitFor();
    const status = page.getByLabel('Status', { exact: true });
    await status.selectOption({ label: 'Vinnare' });
    await page.waitForURL((url) => url.searchParams.get('status') === 'WINNER');
    await expect.poll(() => ideaNames(page)).toEqual(['Chatt på webbplatsen']);
    expect(await page.getByRole('article').first().getByText('Vinnare', { exact: true }).count()).toBe(1);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/ideas-status-filter-sv.png`, fullPage: true });

    await page.reload();
    await page.getByRole('article').first().waitFor();
    expect(await status.locator('option:checked').textContent()).toBe('Vinnare');
    expect(await ideaNames(page)).toEqual(['Chatt på webbplatsen']);
    expect(await status.locator('option').allTextContents()).toEqual(['Alla statusar', 'Publicerad', 'Kandidat', 'Vinnare', 'Godkänd', 'Genomförd']);
  });

  it('shows likely duplicates while a new idea’s title is typed', async () => {
    const page = await pages.open();
    await signInAs(page, demo.participant2);
    await page.goto(appUrl('/campaign/greener-commutes/new-idea'));
    await page.getByLabel('Title *').fill('Secure bike parking');
    const hint = page.getByRole('region', { name: 'Similar ideas already in this campaign' });
    await hint.waitFor();
    await expectNoA11yViolations(page);
    expect(await hint.getByRole('link').allTextContents()).toContain('Secure bike parking in the garage');
    await page.screenshot({ path: `${SHOTS}/similar-hint-en.png` });
    await page.getByLabel('Title *').fill('Zeppelin');
    await hint.waitFor({ state: 'detached' });
  });

  it('looks right in Swedish, and shows the participant’s recent ideas on the dashboard', async () => {
    const page = await pages.open();
    await signInAs(page, 'lina.sverige@example.com', 'sverige');
    await page.goto(appUrl('/coach/campaigns/hallbar-vardag', 'sverige'));
    await page.getByRole('article').first().waitFor();
    await page.getByRole('button', { name: 'Taggar' }).click();
    await page.screenshot({ path: `${SHOTS}/ideas-filters-sv.png`, fullPage: true });
    await page.getByRole('searchbox', { name: 'Sök idéer' }).fill('xyzzy');
    await page.getByText('Inga idéer matchar').waitFor();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/ideas-no-match-sv.png`, fullPage: true });
    await page.goto(appUrl('/coach', 'sverige'));
    await page.getByRole('heading', { name: 'Dina senaste idéer' }).waitFor();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/recent-ideas-sv.png`, fullPage: true });

    const english = await pages.open();
    await signInAs(english, demo.participant);
    await english.goto(appUrl('/coach'));
    await english.getByRole('heading', { name: 'Your recent ideas' }).waitFor();
    await english.screenshot({ path: `${SHOTS}/recent-ideas-en.png`, fullPage: true });
  });
});
