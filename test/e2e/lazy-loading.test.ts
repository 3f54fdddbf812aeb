import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { appUrl, usePagePerTest } from '../support/browser';

const pages = usePagePerTest();

/** Makes the next download of a script whose name starts with `chunk` fail, as a dropped connection would. */
async function failNextDownload(page: Page, chunk: string): Promise<void> {
  let failed = false;
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort('connectionreset');
  });
}

describe('pages whose code downloads when they open', () => {
  it('offers another try when a page’s code fails to download, and shows the page after it', async () => {
    const page = await pages.open();
    await failNextDownload(page, 'coach.lazy');
    await page.goto(appUrl('/coach'));
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();

    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: /^Take part in / }).waitFor();
  });

  it('offers another try when the login form’s code fails to download, and opens it after', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { name: 'How it works' }).waitFor();
    await failNextDownload(page, 'auth-modal');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();

    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByLabel('E-mail').waitFor();
  });
});
