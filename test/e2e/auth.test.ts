import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, usePagePerTest, waitForMainHeading, type SiteHost } from '../support/browser';

const pages = usePagePerTest();
const open = pages.open;

function loginDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Log in' });
}

function signupDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Sign up' });
}

async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** True when `locator`'s element has the keyboard focus. */
function isFocused(locator: ReturnType<Page['getByLabel']>): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

describe('login', () => {
  it('opens the login modal on /login, shows a wrong password as a translated error, and closes on Escape', async () => {
    const page = await open();
    await page.goto(appUrl('/login'));
    const dialog = loginDialog(page);
    await dialog.waitFor();
    expect(await page.title()).toBe('Log in | IdeaHunt');
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await isFocused(dialog.getByLabel('E-mail'))).toBe(true);

    await submitLogin(page, demo.participant, 'not-the-password');
    await dialog.getByRole('alert').getByText('Wrong e-mail address or password.').waitFor();
    await expectNoA11yViolations(page);
    expect(page.url()).toBe(appUrl('/login'));

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The blank page stays, with buttons to open either modal again.
    await page.getByRole('button', { name: 'Sign up' }).click();
    await signupDialog(page).waitFor();
  });

  it('validates on the client before calling the server', async () => {
    const page = await open();
    await page.goto(appUrl('/login'));
    const dialog = loginDialog(page);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await dialog.getByText('Please enter an e-mail address.').waitFor();
    await expectNoA11yViolations(page);
    expect(await dialog.getByText('This field is required.').isVisible()).toBe(true);
    // Live re-validation once shown.
    await dialog.getByLabel('E-mail').fill('someone@example.com');
    await dialog.getByText('Please enter an e-mail address.').waitFor({ state: 'detached' });
  });

  it('signs a participant in and lands on the dashboard', async () => {
    const page = await open();
    await page.goto(appUrl('/login'));
    await submitLogin(page, `  ${demo.participant}  `, demo.password);
    await page.waitForURL((url) => url.pathname === '/coach' && url.search === '');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(pages.errors()).toEqual([]);
  });

  it('shows the approval-required message a link asks for with ?msg=user-not-approved, in the site language', async () => {
    const page = await open();
    const texts = [
      { host: 'default', dialog: 'Log in', message: 'Your account has to be approved before you can continue.' },
      { host: 'sverige', dialog: 'Logga in', message: 'Ditt konto måste godkännas innan du kan fortsätta.' },
    ] as const;
    for (const { host, dialog, message } of texts) {
      await page.goto(appUrl('/login?msg=user-not-approved', host));
      const modal = page.getByRole('dialog', { name: dialog });
      await modal.getByRole('status').getByText(message, { exact: false }).waitFor();
      await expectNoA11yViolations(page);
      // Closing the modal leaves the page, which says it too.
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      expect(await page.getByRole('main').getByText(message, { exact: false }).isVisible()).toBe(true);
    }
    // Any other value puts nothing on the page.
    await page.goto(appUrl('/login?msg=you-won-a-prize'));
    await loginDialog(page).waitFor();
    expect(await page.getByText('has to be approved', { exact: false }).count()).toBe(0);
    expect(pages.errors()).toEqual([]);
  });

  it('honours a safe ?redirect= and ignores an unsafe one', async () => {
    const page = await open();
    await page.goto(appUrl(`/login?redirect=${encodeURIComponent('/coach?x=1')}`));
    await submitLogin(page, demo.coach, demo.password);
    await page.waitForURL((url) => url.pathname === '/coach' && url.searchParams.get('x') === '1');

    await pages.close();
    const second = await open();
    await second.goto(appUrl(`/login?redirect=${encodeURIComponent('//evil.example/steal')}`));
    await submitLogin(second, demo.orgAdmin, demo.password);
    await second.waitForURL((url) => url.pathname === '/coach');
    expect(new URL(second.url()).host).toBe(new URL(appUrl('/')).host);
    await waitForMainHeading(second);
  });
});

describe.each([
  ['en', 'default', { dialog: 'Log in', email: 'E-mail', password: 'Password', error: 'Wrong e-mail address or password.' }],
  ['sv', 'sverige', { dialog: 'Logga in', email: 'E-post', password: 'Lösenord', error: 'Fel e-postadress eller lösenord.' }],
] as const)('a failed sign-in (%s)', (language, host: SiteHost, text) => {
  it('moves the focus to the error, so the person hears why nothing happened', async () => {
    const page = await open();
    await page.goto(appUrl('/login', host));
    const dialog = page.getByRole('dialog', { name: text.dialog });
    // An address no account has: failed logins are rate limited per address, and the demo accounts are shared.
    await dialog.getByLabel(text.email).fill(`no-such-person-focus-${language}@example.com`);
    await dialog.getByLabel(text.password).fill('not-the-password');
    await dialog.getByRole('button', { name: text.dialog }).click();
    const error = dialog.getByRole('alert').filter({ hasText: text.error });
    await error.waitFor();
    await expect.poll(() => error.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoA11yViolations(page);
  });
});

describe('signup', () => {
  it('shows validation messages, clears them live, then creates an unverified account', async () => {
    const page = await open();
    await page.goto(appUrl('/signup'));
    const dialog = signupDialog(page);
    await dialog.waitFor();
    expect(await page.title()).toBe('Sign up | IdeaHunt');
    expect(await isFocused(dialog.getByLabel('First name'))).toBe(true);

    await dialog.getByLabel('First name').fill('Tess');
    await dialog.getByLabel('Last name').fill('Tester');
    await dialog.getByLabel('Password').fill('abc');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByText('Please enter an e-mail address.').waitFor();
    await dialog.getByText('Please enter a longer password, at least 5 characters.').waitFor();
    await expectNoA11yViolations(page);

    await dialog.getByLabel('E-mail').fill('not-an-address');
    await dialog.getByText('Please enter a valid e-mail address.').waitFor();
    await dialog.getByLabel('E-mail').fill(`tess.${Date.now()}@example.com`);
    await dialog.getByLabel('Password').fill('a-long-enough-password');
    await dialog.getByText('Please enter a valid e-mail address.').waitFor({ state: 'detached' });
    await dialog.getByText('Please enter a longer password, at least 5 characters.').waitFor({ state: 'detached' });

    // The site's required registration field, and the captcha the browser solved meanwhile.
    await dialog.getByLabel('Department').selectOption('Support');
    await dialog.getByText('Checked: you are not a robot').waitFor();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/coach');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.getByText('Welcome, Tess!').isVisible()).toBe(true);
    // New accounts start unverified: the banner asks to verify, on every page.
    expect(await page.getByText('Your account is not verified yet.').isVisible()).toBe(true);
    await page.goto(appUrl('/'));
    await page.getByText('Your account is not verified yet.').waitFor();
    await expectNoA11yViolations(page);
    expect(pages.errors()).toEqual([]);
  });

  it('switches between the signup and login modals', async () => {
    const page = await open();
    await page.goto(appUrl('/signup'));
    await signupDialog(page).getByRole('button', { name: 'Log in' }).click();
    await loginDialog(page).waitFor();
    expect(await isFocused(loginDialog(page).getByLabel('E-mail'))).toBe(true);
    await loginDialog(page).getByRole('button', { name: 'Sign up' }).click();
    await signupDialog(page).waitFor();
  });
});
