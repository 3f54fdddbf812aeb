import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '#server/modules/seed/demo-seed.ts';
import { appUrl, demo, logIn, signInAs, type SiteHost, usePagePerTest, waitForMainHeading } from '../support/browser';
import { expectNoA11yViolations } from '../support/axe';
import { callFromPage } from '../support/page-trpc';

const pages = usePagePerTest();

/** The site's words for what the tests look for, in en (the default site) and sv. */
type Texts = Record<'siteMenu' | 'about' | 'aboutHeading' | 'startPage' | 'scrollHint' | 'upvotes' | 'notFound' | 'newLabel' | 'hot', string>;
const SITES: { host: SiteHost; name: string; texts: Texts }[] = [
  {
    host: 'default',
    name: 'Demo Organisation',
    texts: { siteMenu: 'Site menu', about: 'About', aboutHeading: 'How to take part', startPage: 'Start page', scrollHint: 'Scroll sideways to see every column', upvotes: 'upvotes?', notFound: 'Error #404', newLabel: 'New', hot: 'Hot' },
  },
  {
    host: 'sverige',
    name: 'Demoorganisationen',
    texts: { siteMenu: 'Webbplatsens meny', about: 'Om oss', aboutHeading: 'Så deltar du', startPage: 'Startsidan', scrollHint: 'Skrolla i sidled för att se alla kolumner', upvotes: 'röst(er)?', notFound: 'Fel #404', newLabel: 'Ny', hot: 'Het' },
  },
];

/** Whether the element's text fits its box: nothing cut off sideways or below (line clamps, ellipses, overflow). */
function fitsItsBox(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((element) => ({ width: element.scrollWidth <= element.clientWidth, height: element.scrollHeight <= element.clientHeight, text: element.textContent }));
}

/** The first campaign brief a visitor can open from the start page. */
async function openFirstBrief(page: Page, host: SiteHost): Promise<void> {
  await page.goto(appUrl('/', host));
  await waitForMainHeading(page);
  await page.locator('a[href$="/brief"]').first().click();
  await page.waitForURL((url) => url.pathname.endsWith('/brief'));
  await waitForMainHeading(page);
}

describe.each(SITES)('the finishing touches on $name', ({ host, name, texts }) => {
  it('fits the site’s name in the start page’s banner at 360 px and in the phone top bar at 390 px, uncut', async () => {
    const page = await pages.open();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(appUrl('/', host));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await fitsItsBox(page, 'h1')).toEqual({ width: true, height: true, text: name });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoA11yViolations(page);

    await page.setViewportSize({ width: 390, height: 800 });
    await openFirstBrief(page, host);
    expect(await fitsItsBox(page, 'header a[href="/coach"] > span')).toEqual({ width: true, height: true, text: name });

    // Signed in, the bell and the avatar take room from the name too.
    const brief = page.url();
    await signInAs(page, host === 'default' ? demo.participant : demoAccounts[6].email, host);
    await page.goto(brief);
    await waitForMainHeading(page);
    await page.getByRole('banner').getByRole('button', { name: /^(Notifications|Notiser)/ }).waitFor();
    expect(await fitsItsBox(page, 'header a[href="/coach"] > span')).toEqual({ width: true, height: true, text: name });
  });

  it('gives a visitor one site menu on a phone, and a way back from a brief to the start page', async () => {
    const page = await pages.open();
    await page.setViewportSize({ width: 390, height: 800 });
    await openFirstBrief(page, host);
    const back = page.getByRole('link', { name: texts.startPage, exact: true });
    await back.waitFor();
    expect(await page.getByRole('navigation', { name: texts.siteMenu, exact: true }).count()).toBe(1);
    await back.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });

  it('starts a content page’s own headings at h2, right under its h1', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/', host));
    await waitForMainHeading(page);
    await page.getByRole('navigation', { name: texts.siteMenu }).getByRole('link', { name: texts.about }).click();
    await page.getByRole('heading', { level: 2, name: texts.aboutHeading }).waitFor();
    expect(await page.locator('.rendered-markdown :is(h3, h4, h5, h6)').count()).toBe(0);
  });

  it('shows an idea’s upvotes once, and cards without a picture a tinted stand-in with their initial', async () => {
    const page = await pages.open();
    await openFirstBrief(page, host);
    // The campaign's Ideas tab.
    await page.goto(page.url().replace(/\/brief$/, ''));
    const cards = page.getByRole('article').filter({ has: page.locator('h3 a[href^="/ideas/"]') });
    await cards.first().waitFor();
    const standIns = page.locator('article [data-picture-fallback]');
    // Each demo site's first campaign has an idea without a picture: the loop below has work to do.
    expect(await standIns.count()).toBeGreaterThan(0);
    for (const standIn of await standIns.all()) {
      const card = standIn.locator('xpath=ancestor::article');
      const title = (await card.getByRole('heading').textContent())!.trim();
      expect(await standIn.textContent()).toBe(title.charAt(0).toLocaleUpperCase());
      expect(await standIn.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgb(245, 245, 244)');
    }
    await cards.first().locator('h3 a').click();
    await page.waitForURL((url) => url.pathname.startsWith('/ideas/'));
    // An idea that exists is still answered 200 (a 404 is only for missing ones).
    expect(await page.evaluate(async () => (await fetch(window.location.href)).status)).toBe(200);
    const header = page.locator('article header');
    await header.getByRole('button', { name: /,/ }).waitFor();
    const counts = await header.evaluate((element, pattern) => (element.textContent ?? '').match(new RegExp(`\\d+\\s+${pattern}`, 'g'))?.length ?? 0, texts.upvotes);
    expect(counts).toBe(1);
    expect(await header.evaluate((element) => /^\d+$/.test((element.querySelector('button[aria-pressed] span') as HTMLElement | null)?.textContent?.trim() ?? ''))).toBe(false);
  });

  it('labels a just-shared idea with no upvotes New, never Hot', async () => {
    const page = await pages.open();
    // Campaigns whose ideas other tests make too, never count: greener-commutes' four are counted.
    const [admin, slug] = host === 'default' ? [demo.orgAdmin, 'office-of-the-future'] : [demo.swedishAdmin, 'hallbar-vardag'];
    await signInAs(page, admin, host);
    await page.goto(appUrl(`/coach/campaigns/${slug}`, host));
    await waitForMainHeading(page);
    const name = `Fresh ${Date.now()}`;
    await callFromPage(page, 'idea.create', { campaignSlug: slug, name, content: 'Nobody has upvoted this yet.', extraFields: {} });
    await page.reload();
    const card = page.getByRole('article', { name });
    await card.waitFor();
    expect(await card.getByText(texts.newLabel, { exact: true }).count()).toBe(1);
    expect(await card.getByText(texts.hot, { exact: true }).count()).toBe(0);
  });

  it('shows /login and /signup on the site’s own colours, as the modal over the start page', async () => {
    const page = await pages.open();
    for (const path of ['/login', '/signup']) {
      await page.goto(appUrl(path, host));
      await page.getByRole('dialog').waitFor();
      const colours = await page.evaluate(() => {
        // What lies right behind the page's card.
        const backdrop = document.querySelector('#root h1')?.closest('.rounded-2xl')?.parentElement;
        return { backdrop: backdrop ? getComputedStyle(backdrop).backgroundColor : null, primary: getComputedStyle(document.documentElement).getPropertyValue('--theme-button-primary').trim() };
      });
      expect(colours.backdrop, path).not.toBeNull();
      const [r, g, b] = colours.primary.match(/[0-9a-f]{2}/gi)!.map((hex) => parseInt(hex, 16));
      expect(colours.backdrop, path).toBe(`rgb(${r}, ${g}, ${b})`);
    }
  });

  it('says an admin table scrolls sideways on a phone, and not on a desktop', async () => {
    const page = await pages.open();
    await logIn(page, host === 'sverige' ? demo.swedishAdmin : demo.orgAdmin, host);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(appUrl('/organisation/admin/users', host));
    const table = page.getByRole('region').filter({ has: page.getByRole('table') });
    await table.getByRole('row').nth(1).waitFor();
    await expect.poll(() => page.getByText(texts.scrollHint).isVisible()).toBe(true);
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await table.getAttribute('aria-describedby')).not.toBeNull();
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect.poll(() => page.getByText(texts.scrollHint).count()).toBe(0);
  });

  it('answers an unknown idea or tag with HTTP 404 and the not-found screen, and serves /favicon.ico', async () => {
    const page = await pages.open();
    for (const path of ['/ideas/01900000-0000-7000-8000-000000000000', '/tag/no-such-tag-anywhere']) {
      const response = await page.goto(appUrl(path, host));
      expect(response?.status(), path).toBe(404);
      await page.getByRole('heading', { name: texts.notFound }).waitFor();
    }
    const icon = await page.evaluate(async () => {
      const response = await fetch('/favicon.ico');
      return { status: response.status, type: response.headers.get('content-type'), bytes: (await response.arrayBuffer()).byteLength };
    });
    expect(icon.status).toBe(200);
    expect(icon.type).toMatch(/icon/);
    expect(icon.bytes).toBeGreaterThan(0);
  });
});

describe('a finished campaign', () => {
  it.each([
    { host: 'default' as SiteHost, account: demo.participant, campaign: 'Customer ideas 2026', finished: 'Finished', left: /left/ },
    { host: 'sverige' as SiteHost, account: demoAccounts[6].email, campaign: 'Bättre kundservice', finished: 'Avslutad', left: /kvar/ },
  ])('shows Finished on its dashboard card, without "0 hours left" beside it ($host)', async ({ host, account, campaign, finished, left }) => {
    const page = await pages.open();
    await logIn(page, account, host);
    const card = page.locator('div.relative.flex.h-full').filter({ hasText: campaign });
    await card.waitFor();
    expect(await card.textContent()).toContain(finished);
    expect(await card.textContent()).not.toMatch(left);
  });
});
