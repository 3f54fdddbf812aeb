import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, demo, logIn, signInAs, usePagePerTest } from '../support/browser';

const pages = usePagePerTest();
const open = pages.open;

function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** A dashboard card: the list item around the campaign's name, which is the card's link. */
function card(page: Page, section: Locator, name: string) {
  return section.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** Console errors other than the browser's own note about an answer it got with an error status (404, 403). */
function appErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.startsWith('Failed to load resource'));
}

describe('campaign dashboard', () => {
  it("shows a participant's campaigns by section, the one awaiting approval dimmed and not a link", async () => {
    const page = await open();
    await logIn(page, demo.participant);

    const mine = section(page, 'My campaigns');
    await mine.waitFor();
    const greener = mine.getByRole('link', { name: 'Greener commutes', exact: true });
    expect(await greener.getAttribute('href')).toBe('/coach/campaigns/greener-commutes/brief');
    expect(await card(page, mine, 'Greener commutes').textContent()).toMatch(/\d+ days? left/);

    const coffee = mine.getByRole('link', { name: 'Coffee corner 2.0', exact: true });
    expect(await coffee.getAttribute('aria-disabled')).toBe('true');
    expect(await coffee.getAttribute('href')).toBeNull();
    const coffeeCard = card(page, mine, 'Coffee corner 2.0');
    expect(await coffeeCard.textContent()).toContain('Awaiting approval');
    expect(Number(await coffeeCard.locator('img').evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(1);

    // The other sections, in the spec's order, each only with campaigns in it; the participant's
    // own latest ideas follow their campaigns.
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(['My campaigns', 'Your recent ideas', 'Featured campaigns', 'Upcoming campaigns', 'Finished campaigns', 'Campaign archive']);
    await section(page, 'Featured campaigns').getByRole('link', { name: /Office of the future/ }).waitFor();
    await section(page, 'Upcoming campaigns').getByRole('link', { name: /Winter wellbeing/ }).waitFor();
    expect(await card(page, section(page, 'Finished campaigns'), 'Customer ideas 2026').textContent()).not.toContain('hours left');
    // A private campaign the participant is not invited to stays out of sight.
    expect(await page.getByText('Board secret project').count()).toBe(0);
    expect(pages.errors()).toEqual([]);
  });

  it("shows a coach's drafts", async () => {
    const page = await open();
    await logIn(page, demo.coach);
    const drafts = section(page, 'Draft campaigns');
    await drafts.getByRole('link', { name: /Spring kickoff/ }).waitFor();
    expect(await drafts.textContent()).toContain('Draft');
    expect(pages.errors()).toEqual([]);
  });
});

describe('campaign brief', () => {
  it('lets a participant join a public campaign, which then is one of theirs', async () => {
    const page = await open();
    await logIn(page, demo.participant);
    await section(page, 'Featured campaigns').getByRole('link', { name: /Office of the future/ }).click();
    await page.waitForURL((url) => url.pathname === '/coach/campaigns/office-of-the-future/brief');
    await page.getByRole('heading', { name: 'Office of the future', level: 1 }).waitFor();
    expect(await page.title()).toBe('Office of the future | IdeaHunt');
    expect(await page.getByText('Quiet rooms, shared desks, greenery').isVisible()).toBe(true);
    expect(await page.getByText('Design workshop seat').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Join campaign' }).click();
    await page.getByText('You have joined', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Join campaign' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await section(page, 'My campaigns').getByRole('link', { name: /Office of the future/ }).waitFor();
    expect(await page.getByRole('region', { name: 'Featured campaigns' }).count()).toBe(0);
    expect(pages.errors()).toEqual([]);
  });

  it('tells a joiner of a campaign with coach approval that approval is required, then goes to the redirect', async () => {
    const page = await open();
    await signInAs(page, demo.participant2);
    await page.goto(appUrl(`/coach/campaigns/coffee-corner-2-0/brief?redirect=${encodeURIComponent('/coach?from=brief')}`));
    await page.getByRole('heading', { name: 'Coffee corner 2.0', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Join campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approval required' });
    await dialog.getByText('A coach has to approve your participation in Coffee corner 2.0.').waitFor();
    // Behind the message the brief already says where the joiner stands.
    await page.getByText('Awaiting approval', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === '/coach' && url.searchParams.get('from') === 'brief');
    const coffee = section(page, 'My campaigns').getByRole('link', { name: /Coffee corner 2\.0/ });
    expect(await coffee.getAttribute('aria-disabled')).toBe('true');
    expect(pages.errors()).toEqual([]);
  });

  it('shows a visitor the brief, with dates, documents and coaches, and a button to log in and join', async () => {
    const page = await open();
    await page.goto(appUrl('/coach/campaigns/greener-commutes/brief'));
    await page.getByRole('heading', { name: 'Greener commutes', level: 1 }).waitFor();
    expect(await page.title()).toBe('Greener commutes | IdeaHunt');
    const image = page.getByRole('img', { name: 'Image of the campaign Greener commutes' });
    expect(await image.getAttribute('src')).toMatch(/^\/media\/[0-9a-f-]+\?w=540/);
    const documents = section(page, 'Documents');
    expect(await documents.getByRole('link').count()).toBe(2);
    expect(await documents.getByRole('link', { name: /Campaign rules/ }).getAttribute('href')).toMatch(/^\/media\//);
    expect(await section(page, 'Coaches').textContent()).toContain('Carl Coach');
    expect(await section(page, 'Campaign facts').textContent()).toMatch(/Starts\d{1,2} [A-Z][a-z]+ \d{4}/);

    // Logging in from here comes back here: the participant has joined already.
    await page.getByRole('button', { name: 'Log in to join' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('E-mail').fill(demo.participant);
    await dialog.getByLabel('Password').fill(demo.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('You have joined', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/coach/campaigns/greener-commutes/brief');
    expect(pages.errors()).toEqual([]);
  });

  it('tells an uninvited participant that a private campaign is by invitation only', async () => {
    const page = await open();
    await signInAs(page, demo.participant);
    await page.goto(appUrl('/coach/campaigns/board-secret-project/brief'));
    await page.getByRole('heading', { name: 'This campaign is by invitation only', level: 1 }).waitFor();
    expect(await page.getByText('A private campaign for the board').count()).toBe(0);
    expect(appErrors(pages.errors())).toEqual([]);
  });

  it('shows Error #404 for a campaign that does not exist', async () => {
    const page = await open();
    await page.goto(appUrl('/coach/campaigns/no-such-campaign/brief'));
    await page.getByRole('heading', { name: 'Error #404' }).waitFor();
    expect(appErrors(pages.errors())).toEqual([]);
  });
});
