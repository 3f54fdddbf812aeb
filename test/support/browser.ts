import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Cookie, type Page } from 'playwright-core';
import { afterAll, afterEach, inject } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '#server/modules/seed/demo-seed.ts';
import { expectNoA11yViolations, screenDrawn } from './axe';
import { e2eStack } from './e2e-stack';

export type SiteHost = 'default' | 'sverige';

/** The demo accounts the server seeded on its fresh database (src-server/modules/seed). */
export const demo = {
  password: DEMO_PASSWORD,
  superAdmin: demoAccounts[0].email,
  orgAdmin: demoAccounts[1].email,
  coach: demoAccounts[2].email,
  participant: demoAccounts[3].email,
  participant2: demoAccounts[4].email,
  swedishAdmin: demoAccounts[5].email,
};

/** An absolute URL on the running server; "sverige" is the Swedish demo site. */
export function appUrl(path: string, host: SiteHost = 'default'): string {
  const hostname = host === 'default' ? 'localhost' : `${host}.localhost`;
  return `http://${hostname}:${e2eStack().appPort}${path}`;
}

let browser: Browser | undefined;

afterAll(async () => {
  await browser?.close();
  browser = undefined;
});

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far: a finished page has none. */
  errors: string[];
  close(): Promise<void>;
}

export interface PageOptions {
  userAgent?: string;
  /** Ignore the content security policy, to see what the page itself lets through (test/support/xss-check.ts). */
  bypassCSP?: boolean;
}

/** A fresh, isolated browser context (no cookies) with one page. */
export async function openPage(options: PageOptions = {}): Promise<OpenedPage> {
  browser ??= await chromium.launch({
    executablePath: inject('chromiumPath'),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // The headless shell refuses the clipboard unless granted, where a person's browser lets a click copy.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    permissions: ['clipboard-read', 'clipboard-write'],
    bypassCSP: options.bypassCSP ?? false,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // The browser logs a page answered with 404 (an unknown path, on purpose) as a failed load.
    const isPageStatus = message.text().startsWith('Failed to load resource') && message.location().url === page.url();
    if (message.type() === 'error' && !isPageStatus) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/**
 * One fresh page per test, closed after it: `open()` gives the page, `errors()` what it logged.
 * The screen a passing test ends on must have no moderate, serious or critical accessibility
 * violations; tests check the screens they pass through on the way with expectNoA11yViolations.
 */
export function usePagePerTest() {
  let opened: OpenedPage | undefined;
  const close = async () => {
    await opened?.close();
    opened = undefined;
  };
  afterEach(async (context) => {
    try {
      // Only the app's own screens: not a file the test opened, nor the unsupported-browser page.
      if (opened && context.task.result?.state === 'pass' && (await opened.page.locator('#root').count()) > 0) await expectNoA11yViolations(opened.page);
    } finally {
      await close();
    }
  });
  return {
    async open(options: PageOptions = {}): Promise<Page> {
      opened = await openPage(options);
      return opened.page;
    },
    errors: (): string[] => opened?.errors ?? [],
    close,
  };
}

/** Signs in through the /login page's modal (in the site's language) and waits for the dashboard. */
export async function logInThroughUi(page: Page, email: string, host: SiteHost = 'default'): Promise<void> {
  const swedish = host === 'sverige';
  await page.goto(appUrl('/login', host));
  const dialog = page.getByRole('dialog', { name: swedish ? 'Logga in' : 'Log in' });
  await dialog.getByLabel(swedish ? 'E-post' : 'E-mail').fill(email);
  await dialog.getByLabel(swedish ? 'Lösenord' : 'Password').fill(demo.password);
  await dialog.getByRole('button', { name: swedish ? 'Logga in' : 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/coach');
  await waitForMainHeading(page);
}

/**
 * Signs in as `email` and lands on the dashboard: through the login modal the first time in a
 * run, after that by reusing that session's cookie. Logins are rate limited per IP and address
 * and the browser tests on a worker share its server. A test that logs out must sign in with
 * logInThroughUi, so it ends its own session and not the shared one.
 */
export async function logIn(page: Page, email: string, host: SiteHost = 'default'): Promise<void> {
  if (await reuseSession(page, email, host)) {
    await page.goto(appUrl('/coach', host));
    // Landed means the dashboard is drawn, as after the modal: a test that goes on with requests of its own ends on this screen.
    await waitForMainHeading(page);
    return;
  }
  await logInThroughUi(page, email, host);
  writeFileSync(sessionFile(email, host), JSON.stringify(await page.context().cookies()));
}

/**
 * Signs in as `email` for a test that goes to its own first screen next: as logIn, but once the
 * session is saved it only gives the browser its cookie, sparing a dashboard load (nearly a
 * second on a busy machine) that the test would leave at once.
 */
export async function signInAs(page: Page, email: string, host: SiteHost = 'default'): Promise<void> {
  if (!(await reuseSession(page, email, host))) await logIn(page, email, host);
}

function sessionFile(email: string, host: SiteHost): string {
  return join(e2eStack().sessionCacheDir, `${host}-${email}.json`);
}

/** Gives the page's browser context the saved session of `email`, if one was saved. */
async function reuseSession(page: Page, email: string, host: SiteHost): Promise<boolean> {
  const file = sessionFile(email, host);
  if (!existsSync(file)) return false;
  await page.context().addCookies(JSON.parse(readFileSync(file, 'utf8')) as Cookie[]);
  return true;
}

/**
 * Waits for the screen's level-1 heading, the page's own rather than a loading screen's (see
 * screenDrawn). Playwright looks for an element again only every 500 ms once it has waited 270 ms,
 * which a screen that loads its data first nearly always has: the page watches for the heading
 * every frame instead, and the locator then confirms it, visible and by its role, as it did alone.
 */
export async function waitForMainHeading(page: Page): Promise<void> {
  await page.waitForFunction(screenDrawn, undefined, { polling: 'raf' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/**
 * Scrolls to the bottom until the footer, which downloads as the page is scrolled near it, is
 * there: content arriving above it (landing campaigns, partner logos) can push it away again.
 */
export async function scrollToFooter(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo');
  for (let attempt = 0; attempt < 20 && (await footer.count()) === 0; attempt += 1) {
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(250);
  }
  await footer.waitFor();
}
