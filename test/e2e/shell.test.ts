import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, logInThroughUi, scrollToFooter, usePagePerTest, waitForMainHeading } from '../support/browser';

const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)';

const pages = usePagePerTest();

/**
 * Signs in and waits until the dashboard has rendered: a test that logs out ends its own session
 * through the form, the others reuse the run's session.
 */
async function logInAndWait(page: Page, email: string, logsOut = false): Promise<void> {
  await (logsOut ? logInThroughUi : logIn)(page, email);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}
const open = pages.open;

describe('site shell', () => {
  it('renders the start page in English with no top bar and a footer', async () => {
    const page = await open();
    await page.goto(appUrl('/'));
    await waitForMainHeading(page);

    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.title()).toMatch(/^.+ \| IdeaHunt$/);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign up' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);
    await page.getByRole('heading', { name: 'How it works' }).waitFor();
    // Below the fold, the footer comes as the page is scrolled to it.
    await scrollToFooter(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).waitFor();
    await expectNoA11yViolations(page);
    expect(pages.errors()).toEqual([]);
  });

  it('shows Error #404 with a link home for an unknown path', async () => {
    const page = await open();
    await page.goto(appUrl('/no/such/page'));
    await page.getByRole('heading', { name: 'Error #404' }).waitFor();

    expect(await page.title()).toBe('Error #404 | IdeaHunt');
    await expectNoA11yViolations(page);
    // Not the start page, so the top bar is there.
    expect(await page.getByRole('banner').count()).toBe(1);
    await page.getByRole('main').getByRole('link', { name: 'Go to the start page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'How it works' }).waitFor();
    expect(pages.errors()).toEqual([]);
  });

  it('speaks Swedish on the Swedish site, 404 page included', async () => {
    const page = await open();
    await page.goto(appUrl('/', 'sverige'));
    await page.getByRole('heading', { name: 'Så fungerar det' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('sv');
    expect(await page.getByRole('button', { name: 'Registrera dig' }).isVisible()).toBe(true);
    await expectNoA11yViolations(page);

    await page.goto(appUrl('/finns-inte', 'sverige'));
    await page.getByRole('heading', { name: 'Fel #404' }).waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Gå till startsidan' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(pages.errors()).toEqual([]);
  });

  it('invites visitors on /coach to register or log in, and shows the approval message', async () => {
    const page = await open();
    await page.goto(appUrl('/coach?msg=user-not-approved'));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Register' }).waitFor();
    expect(await main.getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);
    expect(await page.getByText('Your account has to be approved').isVisible()).toBe(true);
    expect(await page.title()).toBe('Dashboard | IdeaHunt');
    await expectNoA11yViolations(page);

    // The top bar's Log in opens the login modal.
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
  });

  it('opens the side menu when logged in; Escape, the close button and a link close it', async () => {
    const page = await open();
    await logInAndWait(page, demo.participant);
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });

    await menuButton.click();
    await menu.waitFor();
    // Keyboard focus moves into the menu.
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    expect(await menu.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    await menuButton.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });

    await menuButton.click();
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await menu.waitFor({ state: 'detached' });
    expect(pages.errors()).toEqual([]);
  });

  it('logs out from the side menu and returns to the start page as a visitor', async () => {
    const page = await open();
    await logInAndWait(page, demo.participant2, true);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Log out' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'How it works' }).waitFor();
    // The session is gone on the server too, not only in the page.
    await page.goto(appUrl('/coach'));
    await page.getByRole('main').getByRole('button', { name: 'Register' }).waitFor();
  });

  it('scrolls to the top when the path changes', async () => {
    const page = await open();
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto(appUrl('/no/such/page'));
    await page.getByRole('heading', { name: 'Error #404' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.getByRole('main').getByRole('link', { name: 'Go to the start page' }).click();
    await page.getByRole('heading', { name: 'How it works' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('shows the unsupported-browser screen to Internet Explorer 10, in English and Swedish', async () => {
    const page = await open({ userAgent: IE10 });
    // The notice is a nomodule script, which Chromium (with modules) skips and Internet Explorer
    // (without) runs: the page is served as it is, less the attribute, to run it as IE would.
    let served = '';
    await page.route(appUrl('/'), async (route) => {
      const response = await route.fetch();
      served = await response.text();
      await route.fulfill({ response, body: served.replace('<script nomodule src="/unsupported-browser.js">', '<script src="/unsupported-browser.js">') });
    });
    await page.goto(appUrl('/'));
    expect(served).toContain('<script nomodule src="/unsupported-browser.js">');
    await page.getByRole('heading', { name: 'Your browser is not supported' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Din webbläsare stöds inte' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => window.__ideahuntUnsupported)).toBe(true);
    // The app did not start: its root element is gone and nothing else rendered.
    expect(await page.locator('#root').count()).toBe(0);
  });
});
