import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, signInAs, usePagePerTest } from '../support/browser';
import { jpegOf } from '../support/sample-files';

const pages = usePagePerTest();

/** Holds every upload request until released: a slow connection, on demand. */
function heldUploads() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    handler: async (route: Route) => {
      await released;
      await route.continue();
    },
    release: () => release(),
  };
}

describe('new idea: choosing the campaign, waiting for uploads', () => {
  it('picks the campaign first, then keeps submit disabled while an upload runs', async () => {
    const page = await pages.open();
    await signInAs(page, demo.participant);
    await page.goto(appUrl('/new-idea'));
    await page.getByRole('heading', { level: 1, name: 'New idea' }).waitFor();
    const choices = page.getByRole('list').filter({ has: page.getByRole('link', { name: /Greener commutes/ }) });
    await choices.waitFor();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: 'test-results/new-idea-picker.png', fullPage: true });
    await page.getByRole('link', { name: /Greener commutes/ }).click();
    await page.waitForURL((url) => url.pathname === '/campaign/greener-commutes/new-idea');

    await page.getByLabel('Title').fill('Bike repair corner');
    await page.getByLabel('Description').fill('A stand with tools by the bike parking.');
    const submit = page.getByRole('button', { name: 'Share idea' });
    await expect.poll(() => submit.isEnabled()).toBe(true);

    const held = heldUploads();
    await page.route('**/media/upload?*', held.handler);
    await page.locator('input[type=file]').nth(1).setInputFiles({ name: 'stand.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(30_000, 800, 600) });
    const note = page.getByRole('status').filter({ hasText: 'Waiting for the upload to finish' });
    await note.waitFor();
    await expectNoA11yViolations(page);
    expect(await submit.isDisabled()).toBe(true);
    await page.screenshot({ path: 'test-results/idea-form-waiting-for-upload.png', fullPage: true });
    // Still held: Enter in the title does not submit either.
    await page.getByLabel('Title').press('Enter');
    expect(await page.getByText('Your idea has been shared.').count()).toBe(0);
    expect(await submit.isDisabled()).toBe(true);

    held.release();
    await page.getByRole('status').filter({ hasText: 'Uploaded' }).waitFor({ timeout: 30_000 });
    await note.waitFor({ state: 'detached' });
    expect(await submit.isEnabled()).toBe(true);
    expect(pages.errors()).toEqual([]);
  });

  it('keeps what was typed when an upload fails, and lets the idea be sent without it', async () => {
    const page = await pages.open();
    await signInAs(page, demo.participant);
    await page.goto(appUrl('/campaign/greener-commutes/new-idea'));
    await page.getByLabel('Title').fill('Shower rota');
    await page.getByLabel('Description').fill('Book a shower slot after cycling in.');
    await page.route('**/media/upload?*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'an-error-occurred' }) }));
    await page.locator('input[type=file]').nth(1).setInputFiles({ name: 'rota.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(30_000, 800, 600) });
    await page.getByRole('alert').filter({ hasText: 'The server could not save the file' }).waitFor();
    await expectNoA11yViolations(page);
    expect(await page.getByLabel('Title').inputValue()).toBe('Shower rota');
    expect(await page.getByLabel('Description').inputValue()).toBe('Book a shower slot after cycling in.');
    expect(await page.getByRole('button', { name: 'Share idea' }).isEnabled()).toBe(true);
  });
});

describe('sharing an idea', () => {
  it('shows plain share links on a public idea, and its page carries the preview tags for crawlers', async () => {
    const page = await pages.open();
    await signInAs(page, demo.participant);
    await page.goto(appUrl('/coach/campaigns/greener-commutes'));
    await page.getByRole('link', { name: 'Secure bike parking in the garage' }).click();
    await page.waitForURL((url) => /^\/ideas\/[^/]+$/.test(url.pathname));
    const share = page.getByRole('region', { name: 'Share this idea' });
    await share.waitFor();
    await expectNoA11yViolations(page);
    expect(await page.title()).toBe('Secure bike parking in the garage | IdeaHunt');
    expect(await share.getByLabel('Link to this idea').inputValue()).toBe(page.url());
    const linkedin = share.getByRole('link', { name: /LinkedIn/ });
    expect(await linkedin.getAttribute('target')).toBe('_blank');
    expect(await linkedin.getAttribute('rel')).toContain('noopener');
    expect(await linkedin.getAttribute('href')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(page.url())}`);
    await share.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/idea-share-links.png' });

    // What a crawler gets: the HTML itself, no script run (the tags never depend on who asks).
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('<title>Secure bike parking in the garage | IdeaHunt</title>');
    expect(html).toContain(`<meta property="og:url" content="${page.url()}" />`);
    expect(html).toContain('<meta name="twitter:card"');
  });
});

describe('in Swedish', () => {
  it('shows the campaign picker, the upload wait and the share links in Swedish', async () => {
    const page = await pages.open();
    await signInAs(page, demo.swedishAdmin, 'sverige');
    await page.goto(appUrl('/new-idea', 'sverige'));
    await page.getByRole('heading', { name: 'Kampanjer där du kan lägga till idéer' }).waitFor();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: 'test-results/new-idea-picker-sv.png', fullPage: true });
    await page.getByRole('link', { name: /Hållbar vardag/ }).click();
    await page.waitForURL((url) => url.pathname === '/campaign/hallbar-vardag/new-idea');

    const held = heldUploads();
    await page.route('**/media/upload?*', held.handler);
    await page.locator('input[type=file]').nth(1).setInputFiles({ name: 'cykel.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(30_000, 800, 600) });
    await page.getByRole('status').filter({ hasText: 'Väntar på att uppladdningen blir klar' }).waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('status').filter({ hasText: 'Väntar på att uppladdningen blir klar' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/idea-form-waiting-for-upload-sv.png' });
    held.release();

    await page.goto(appUrl('/coach/campaigns/hallbar-vardag', 'sverige'));
    await page.getByRole('link', { name: 'Cykelpool för korta resor' }).click();
    const share = page.getByRole('region', { name: 'Dela den här idén' });
    await share.waitFor();
    await share.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/idea-share-links-sv.png' });
  });
});
