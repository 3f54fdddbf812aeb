import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadRules } from '#shared/upload-rules.ts';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, signInAs, usePagePerTest } from '../support/browser';
import { expectSubmitShowsMissing } from '../support/submit-checks';

const pages = usePagePerTest();
const open = pages.open;

/** A real PNG of random pixels: it does not compress, so its upload takes long enough to watch when throttled. */
async function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** Slows this page's uploads (bytes per second) so the progress bar can be seen; null lifts it. */
async function throttleUploads(page: Page, bytesPerSecond: number | null): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

/** Counts the uploads this page sends, to prove a refused file never left the browser. */
function countUploads(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/media/upload') count += 1;
  });
  return () => count;
}

describe('admin files', () => {
  it('uploads a PNG with a progress bar, titles it, lists it with its snippet, shows its public page and deletes it', async () => {
    const page = await open();
    await logIn(page, demo.orgAdmin);

    // The Administration group of the side menu leads to the screen.
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('heading', { name: 'Administration' }).waitFor();
    await expectNoA11yViolations(page);
    await menu.getByRole('link', { name: 'Files' }).click();
    await page.waitForURL((url) => url.pathname === '/organisation/admin/files');
    await page.getByRole('heading', { name: 'Files', level: 1 }).waitFor();
    await expectNoA11yViolations(page);
    expect(await page.title()).toBe('Files | IdeaHunt');

    await page.getByRole('main').getByRole('link', { name: 'Upload file' }).first().click();
    await page.waitForURL((url) => url.pathname === '/organisation/admin/files/edit/0');
    // Save pressed before any upload says what is missing and goes to the upload (issue 31).
    const save = page.getByRole('button', { name: 'Save' });
    await expectSubmitShowsMissing(save, page.getByRole('button', { name: 'File Choose file' }), 'Upload a file first.');
    await expectNoA11yViolations(page);

    const png = await noisyPng(220, 220);
    await throttleUploads(page, 48 * 1024);
    await page.locator('input[type=file]').setInputFiles({ name: 'e2e-poster.png', mimeType: 'image/png', buffer: png });
    const progress = page.getByRole('progressbar', { name: 'Uploading e2e-poster.png' });
    await progress.waitFor();
    await page.waitForFunction(() => Number(document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow')) > 0);
    await throttleUploads(page, null);

    await page.getByRole('status').filter({ hasText: 'Uploaded' }).waitFor({ timeout: 30_000 });
    await progress.waitFor({ state: 'detached' });
    // The result is the image itself, asked for at the row's thumbnail size.
    const thumbnail = page.getByRole('listitem').filter({ hasText: 'e2e-poster.png' }).locator('img');
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/media\/[0-9a-f-]+\?w=48&h=48&fit=cover&format=webp$/);
    await page.waitForFunction(() => (document.querySelector('li img') as HTMLImageElement | null)?.naturalWidth === 48);

    const title = page.getByLabel('Title');
    expect(await title.inputValue()).toBe('e2e-poster.png');
    await title.fill('  ');
    await title.blur();
    await page.getByText('This field is required.').waitFor();
    await expectNoA11yViolations(page);
    await title.fill('Draft poster');
    await save.click();

    await page.waitForURL((url) => url.pathname === '/organisation/admin/files');
    await page.getByText('File saved').waitFor();

    // Renaming on the edit page changes the snippet there at once.
    await page.getByRole('link', { name: 'Edit Draft poster' }).click();
    await page.getByRole('heading', { name: 'Draft poster', level: 1 }).waitFor();
    await expectNoA11yViolations(page);
    await page.getByLabel('Title').fill('Campaign poster');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('File updated').waitFor();
    await page.getByRole('heading', { name: 'Campaign poster', level: 1 }).waitFor();
    expect(await page.getByLabel('Markdown snippet').inputValue()).toMatch(/^!\[Campaign poster\]\(\/media\/[0-9a-f-]+\)$/);
    await page.getByRole('link', { name: 'All files' }).click();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Campaign poster' }) });
    await item.waitFor();
    expect(await item.getByText('e2e-poster.png').isVisible()).toBe(true);
    const snippet = await item.getByLabel('Markdown snippet').inputValue();
    expect(snippet).toMatch(/^!\[Campaign poster\]\(\/media\/[0-9a-f-]+\)$/);
    const guid = /\/media\/([0-9a-f-]+)/.exec(snippet)![1]!;
    expect(await item.getByLabel('Public link').inputValue()).toBe(appUrl(`/file/${guid}`));
    expect(await item.locator('img').getAttribute('src')).toContain('w=64&h=64&fit=cover');

    // Search narrows the list (debounced) and says when nothing matches.
    const search = page.getByRole('searchbox', { name: 'Search files' });
    await search.fill('no-such-file-anywhere');
    await page.getByRole('heading', { name: 'No files found' }).waitFor();
    await expectNoA11yViolations(page);
    await page.waitForURL((url) => url.searchParams.has('search'));
    await search.fill('poster');
    await item.waitFor();

    // The public page: title, the image resized for the page, a download, and no snippet.
    await page.goto(appUrl(`/file/${guid}`));
    await page.getByRole('heading', { name: 'Campaign poster', level: 1 }).waitFor();
    await expectNoA11yViolations(page);
    expect(await page.getByRole('img', { name: 'Campaign poster' }).getAttribute('src')).toBe(`/media/${guid}?w=540&fit=inside&format=webp`);
    expect(await page.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(`/media/${guid}`);
    expect(await page.getByText('![').count()).toBe(0);

    // Delete after confirming.
    await page.goto(appUrl('/organisation/admin/files'));
    await item.getByRole('button', { name: 'Delete Campaign poster' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete file?' });
    await confirm.waitFor();
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await item.getByRole('button', { name: 'Delete Campaign poster' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('File deleted').waitFor();
    await item.waitFor({ state: 'detached' });

    await page.goto(appUrl(`/file/${guid}`));
    await page.getByRole('heading', { name: 'Error #404' }).waitFor();
  });

  it('refuses a wrong type or a too-big file before uploading, with the translated message', async () => {
    const page = await open();
    const uploads = countUploads(page);
    await signInAs(page, demo.orgAdmin);
    await page.goto(appUrl('/organisation/admin/files/edit/0'));
    const input = page.locator('input[type=file]');

    await input.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ not really a program') });
    const refused = page.getByRole('listitem').filter({ hasText: 'setup.exe' });
    await refused.getByRole('alert').getByText('File upload error').waitFor();
    await expectNoA11yViolations(page);
    expect(await refused.getByText('The file is too big or of a type that is not allowed here.').isVisible()).toBe(true);
    await refused.getByRole('button', { name: 'Dismiss setup.exe' }).click();
    await refused.waitFor({ state: 'detached' });

    const tooBig = Buffer.alloc(uploadRules.adminFile.maxBytes + 1);
    Buffer.from('%PDF-1.4\n').copy(tooBig);
    await input.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: tooBig });
    await page.getByRole('listitem').filter({ hasText: 'huge.pdf' }).getByText('The file is too big or of a type that is not allowed here.').waitFor();

    expect(uploads()).toBe(0);
    await expectSubmitShowsMissing(page.getByRole('button', { name: 'Save' }), page.getByRole('button', { name: 'File Choose file' }), 'Upload a file first.');
    expect(pages.errors()).toEqual([]);
  });

  it('cancels an upload silently', async () => {
    const page = await open();
    await signInAs(page, demo.orgAdmin);
    await page.goto(appUrl('/organisation/admin/files/edit/0'));
    await throttleUploads(page, 8 * 1024);
    await page.locator('input[type=file]').setInputFiles({ name: 'slow.png', mimeType: 'image/png', buffer: await noisyPng(200, 200) });
    await page.getByRole('progressbar', { name: 'Uploading slow.png' }).waitFor();
    await page.getByRole('button', { name: 'Cancel uploading slow.png' }).click();

    await page.getByRole('listitem').filter({ hasText: 'slow.png' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('alert').count()).toBe(0);
    await throttleUploads(page, null);
    await page.goto(appUrl('/organisation/admin/files'));
    await page.getByRole('heading', { name: 'Files', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'slow.png' }).count()).toBe(0);
  });

  it('gives participants no Files entry and no access, and asks visitors to log in', async () => {
    const page = await open();
    await page.goto(appUrl('/organisation/admin/files'));
    await page.getByRole('heading', { name: 'Log in to continue' }).waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();

    await logIn(page, demo.participant);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Files' }).count()).toBe(0);
    expect(await menu.getByRole('heading', { name: 'Administration' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto(appUrl('/organisation/admin/files'));
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    await expectNoA11yViolations(page);
    await page.goto(appUrl('/organisation/admin/files/edit/0'));
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    expect(await page.locator('input[type=file]').count()).toBe(0);
    expect(pages.errors()).toEqual([]);
  });

  it('speaks Swedish on the Swedish site', async () => {
    const page = await open();
    await signInAs(page, demo.swedishAdmin, 'sverige');
    await page.goto(appUrl('/organisation/admin/files', 'sverige'));
    await page.getByRole('heading', { name: 'Filer', level: 1 }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Ladda upp fil' }).first().click();
    await page.getByRole('button', { name: 'Välj fil' }).waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'anteckningar.txt', mimeType: 'text/plain', buffer: Buffer.from('hej') });
    await page.getByText('Fel vid filuppladdning').waitFor();
    await expectNoA11yViolations(page);
    expect(await page.getByText('Filen är för stor eller av en typ som inte tillåts här.').isVisible()).toBe(true);
    expect(pages.errors()).toEqual([]);
  });
});

describe('cropping before upload', () => {
  it('crops a profile image to a square from the keyboard, and refuses a hero image below the minimum', async () => {
    const page = await open();
    await signInAs(page, demo.orgAdmin);
    await page.goto(appUrl('/styleguide'));
    const profile = page.getByRole('region', { name: 'Profile image (square crop)' });
    await profile.getByText('Recommended size 400×400 pixels').waitFor();

    await profile.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await noisyPng(600, 300) });
    const dialog = page.getByRole('dialog', { name: 'Crop image' });
    await dialog.waitFor();
    // Focus starts on the crop area, which the arrow keys move; the zoom is a slider.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('ArrowLeft');
    const zoom = dialog.getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    await page.keyboard.press('ArrowRight');
    expect(Number(await zoom.inputValue())).toBeGreaterThan(1);
    // Without dragging or keys too: a button moves the image (WCAG 2.5.7).
    const image = dialog.locator('img');
    const placed = await image.evaluate((element) => element.style.transform);
    await dialog.getByRole('button', { name: 'Move the image right' }).click();
    await expect.poll(() => image.evaluate((element) => element.style.transform)).not.toBe(placed);
    await dialog.getByText(/The image will be saved at \d+×\d+ pixels/).waitFor();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Use this image' }).click();
    await dialog.waitFor({ state: 'detached' });

    await profile.getByRole('status').filter({ hasText: 'Uploaded' }).waitFor({ timeout: 30_000 });
    const src = await profile.locator('li img').getAttribute('src');
    const guid = /\/media\/([0-9a-f-]+)/.exec(src ?? '')![1]!;
    const stored = await page.request.get(appUrl(`/media/${guid}`));
    const { width, height, format } = await sharp(await stored.body()).metadata();
    expect(format).toBe('png');
    expect(width).toBe(height);
    // The crop is stored at the context's one size, 400×400, however small the part kept.
    expect(width).toBe(400);
    // Removing the example deletes the stored file again.
    await profile.getByRole('button', { name: 'Remove me.png' }).click();
    await expect.poll(async () => (await page.request.get(appUrl(`/media/${guid}`))).status()).toBe(404);

    const hero = page.getByRole('region', { name: 'Hero image (cropped to 2:1)' });
    await hero.getByText('At least 1000×500 pixels').waitFor();
    await hero.locator('input[type=file]').setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: await noisyPng(800, 400) });
    await hero.getByText('The image must be at least 1000×500 pixels.').waitFor();
    await expectNoA11yViolations(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('takes files dropped on the area: a document is uploaded, a program is refused', async () => {
    const page = await open();
    await signInAs(page, demo.orgAdmin);
    await page.goto(appUrl('/styleguide'));
    const documents = page.getByRole('region', { name: 'Documents' });
    const area = documents.locator('input[type=file]').locator('..');
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['%PDF-1.4\n%\u00e2\u00e3\n1 0 obj << /Type /Catalog >> endobj\n'], 'brief.pdf', { type: 'application/pdf' }));
      transfer.items.add(new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }));
      return transfer;
    });
    await area.dispatchEvent('dragenter', { dataTransfer: dropped });
    await documents.getByText('Drop to upload').waitFor();
    await area.dispatchEvent('drop', { dataTransfer: dropped });

    const uploaded = documents.getByRole('listitem').filter({ hasText: 'brief.pdf' });
    await uploaded.getByRole('status').filter({ hasText: 'Uploaded' }).waitFor({ timeout: 30_000 });
    await documents.getByRole('listitem').filter({ hasText: 'tool.exe' }).getByText('File upload error').waitFor();
    await uploaded.getByRole('button', { name: 'Remove brief.pdf' }).click();
    await uploaded.waitFor({ state: 'detached' });
  });
});
