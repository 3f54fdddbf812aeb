import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, signInAs, type SiteHost, usePagePerTest } from '../support/browser';

const pages = usePagePerTest();

declare global {
  interface Window {
    __samePage?: boolean;
  }
}

/** Opens an idea from its campaign's Ideas tab, as `email` on `host`, and returns its text's container. */
async function openIdea(page: Page, host: SiteHost, email: string, slug: string, name: string) {
  await signInAs(page, email, host);
  await page.goto(appUrl(`/coach/campaigns/${slug}`, host));
  await page.getByRole('article', { name }).getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return page.getByRole('article', { name }).locator('.rendered-markdown');
}

describe('texts in markdown, as the server rendered them', () => {
  it('shows an idea’s markdown (bold) on the English site', async () => {
    const page = await pages.open();
    const text = await openIdea(page, 'default', demo.participant2, 'greener-commutes', 'Secure bike parking in the garage');
    expect(await text.locator('strong').allTextContents()).toEqual(['Update:']);
    expect(await text.locator('p').first().textContent()).toContain('Half of the garage level -1 is empty most days.');
    await expectNoA11yViolations(page);
    expect(pages.errors()).toEqual([]);
  });

  it('shows an idea’s markdown (bold) on the Swedish site', async () => {
    const page = await pages.open();
    const text = await openIdea(page, 'sverige', demo.swedishAdmin, 'hallbar-vardag', 'Cykelpool för korta resor');
    expect(await text.locator('strong').allTextContents()).toEqual(['Uppdatering:']);
    await expectNoA11yViolations(page);
    expect(pages.errors()).toEqual([]);
  });

  it('follows a link to one of the app’s pages without loading the app again, and leaves other addresses to the browser', async () => {
    const page = await pages.open();
    const text = await openIdea(page, 'default', demo.participant2, 'greener-commutes', 'Secure bike parking in the garage');
    // Links as a text with them renders them (the demo texts have none).
    await text.evaluate((element) => element.insertAdjacentHTML('beforeend', '<p><a href="/coach">dashboard</a></p>'));
    await page.evaluate(() => (window.__samePage = true));

    await text.getByRole('link', { name: 'dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.evaluate(() => window.__samePage)).toBe(true);

    await page.goBack();
    await text.waitFor();
    await text.evaluate((element) => element.insertAdjacentHTML('beforeend', '<p><a href="/robots.txt">robots</a></p>'));
    await text.getByRole('link', { name: 'robots' }).click();
    await page.waitForURL((url) => url.pathname === '/robots.txt');
    expect(await page.evaluate(() => window.__samePage)).toBeUndefined();
  });
});
