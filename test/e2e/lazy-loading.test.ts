import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { appUrl, usePagePerTest } from '../support/browser';

const pages = usePagePerTest();

/** Scripts the page itself names: they come with every page, before any page's own code. */
const PAGE_SCRIPTS = /\/(unsupported-browser|assets\/(index|vendor|rolldown-runtime)-[\w-]+)\.js$/;

/**
 * Makes the next download of code that loads on demand fail, as a dropped connection would:
 * the first script fetched after this call that the page does not name itself.
 */
async function failNextLazyDownload(page: Page): Promise<void> {
  let failed = false;
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    if (failed || PAGE_SCRIPTS.test(route.request().url())) return route.continue();
    failed = true;
    return route.abort('connectionreset');
  });
}

describe('pages whose code downloads when they open', () => {
  it('offers another try when a page’s code fails to download, and shows the page after it', async () => {
    const page = await pages.open();
    await failNextLazyDownload(page);
    await page.goto(appUrl('/coach'));
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();

    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: /^Take part in / }).waitFor();
  });

  it('offers another try when the login form’s code fails to download, and opens it after', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { name: 'How it works' }).waitFor();
    await page.waitForLoadState('networkidle');
    await failNextLazyDownload(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();

    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByLabel('E-mail').waitFor();
  });
});
