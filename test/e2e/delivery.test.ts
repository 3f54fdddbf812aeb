import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, usePagePerTest, waitForMainHeading } from '../support/browser';

const pages = usePagePerTest();

/** Records, from before the first script runs, every content-security-policy violation the page sees. */
const RECORD_CSP_VIOLATIONS = () => {
  const seen: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI}`));
};

describe('how the client is delivered', () => {
  it('sends the start page’s scripts and styles precompressed, and the page in the site’s language', async () => {
    const page = await pages.open();
    const assets: Response[] = [];
    page.on('response', (response) => {
      if (/\.(js|css)$/.test(new URL(response.url()).pathname)) assets.push(response);
    });
    const document = await page.goto(appUrl('/'));
    await waitForMainHeading(page);

    expect(document?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/runs idea campaigns here/);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const headers = await asset.allHeaders();
      expect(headers['content-encoding'], asset.url()).toMatch(/^(br|gzip)$/);
      expect(headers.vary, asset.url()).toContain('accept-encoding');
    }
  });

  it('has <html lang="sv"> on the Swedish site before the client has run', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/', 'sverige'));
    await page.getByRole('heading', { name: 'Så fungerar det' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('sv');
    // The HTML as sent, before the client sets anything (*.localhost resolves only in the browser).
    expect(await page.evaluate(async () => (await fetch('/')).text())).toContain('<html lang="sv">');
  });

  it('answers an unknown page with HTTP 404 and the app’s not-found page', async () => {
    const page = await pages.open();
    const response = await page.goto(appUrl('/no/such/page'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Error #404' }).waitFor();
    expect(pages.errors()).toEqual([]);
  });

  it('serves no source maps', async () => {
    const page = await pages.open();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.url());
    });
    await page.goto(appUrl('/'));
    await waitForMainHeading(page);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const body = await (await page.request.get(script)).text();
      expect(body, script).not.toContain('sourceMappingURL');
      const map = await page.request.get(`${script}.map`);
      expect(map.status(), `${script}.map`).toBe(404);
    }
  });

  it('compresses API answers over 1 KB', async () => {
    const page = await pages.open();
    const response = await page.request.get(appUrl('/trpc/organisation.current?batch=1&input=%7B%7D'), { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expect((await response.body()).length).toBeGreaterThan(1024);
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers().vary).toContain('accept-encoding');
    const small = await page.request.get(appUrl('/healthz'), { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers()['content-encoding']).toBeUndefined();
  });

  it('offers an icon, a touch icon, an install manifest in the site’s name and robots.txt', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/', 'sverige'));
    await waitForMainHeading(page);
    // Fetched by the page: *.localhost resolves only in the browser.
    const statusOf = (href: string) => page.evaluate(async (url) => (await fetch(url)).status, href);
    for (const rel of ['icon', 'apple-touch-icon', 'manifest']) {
      const href = await page.locator(`link[rel="${rel}"]`).getAttribute('href');
      expect(await statusOf(href!), rel).toBe(200);
    }
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json() as Promise<{ name: string; lang: string; icons: { src: string }[] }>);
    expect(manifest.lang).toBe('sv');
    expect(manifest.name).not.toBe('');
    for (const icon of manifest.icons) expect((await page.request.get(appUrl(icon.src))).headers()['content-type']).toBe('image/png');
    const robots = await page.request.get(appUrl('/robots.txt'));
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Disallow: /organisation/admin');
  });

  it('never tries eval, which the content security policy forbids', async () => {
    const page = await pages.open();
    await page.addInitScript(RECORD_CSP_VIOLATIONS);
    await page.goto(appUrl('/'));
    await waitForMainHeading(page);
    // The login form parses with zod, whose object parsers would be compiled with eval.
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('E-mail').fill('nobody@example.com');
    await dialog.getByLabel('Password').fill('x');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await dialog.getByRole('alert').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});
