import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, usePagePerTest } from '../support/browser';

const pages = usePagePerTest();

/** A refused call shows in the console as a failed resource; the page handles it. */
function appErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.startsWith('Failed to load resource'));
}

/** A new account through the signup modal: new accounts start unverified (inactive). */
async function signUp(page: Page): Promise<void> {
  await page.goto(appUrl('/signup'));
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByLabel('First name').fill('Vera');
  await dialog.getByLabel('Last name').fill('Verify');
  await dialog.getByLabel('E-mail').fill(`vera.${Date.now()}@example.com`);
  await dialog.getByLabel('Password').fill('a-long-enough-password');
  await dialog.getByLabel('Department').selectOption('Sales');
  await dialog.getByText('Checked: you are not a robot').waitFor();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/coach');
}

describe('account verification', () => {
  it('sends an unverified user who adds an idea to the pending page, where the link can be sent again', async () => {
    const page = await pages.open();
    await signUp(page);

    await page.goto(appUrl('/campaign/greener-commutes/new-idea'));
    await page.waitForURL((url) => url.pathname === '/user-verification/pending');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/campaign/greener-commutes/new-idea');
    await page.getByRole('heading', { name: 'Verify your account', level: 1 }).waitFor();
    await expectNoA11yViolations(page);
    expect(await page.title()).toBe('Verify your account | IdeaHunt');
    expect(await page.getByText('You have not activated your account yet.').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText('A new link is on its way. Check your inbox.').waitFor();
    await expectNoA11yViolations(page);
    expect(await page.getByRole('button', { name: 'Send the link again' }).count()).toBe(0);
    expect(appErrors(pages.errors())).toEqual([]);
  });

  it('sends an unverified user who opens campaign creation to the pending page, and never says verified without a link (issue 20 item 6)', async () => {
    const page = await pages.open();
    await signUp(page);
    await page.goto(appUrl('/coach/campaign/create'));
    await page.waitForURL((url) => url.pathname === '/user-verification/pending');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/coach/campaign/create');
    await page.getByRole('heading', { name: 'Verify your account', level: 1 }).waitFor();

    await page.goto(appUrl('/user-verification/approved'));
    await page.getByRole('heading', { name: 'Verify your account', level: 1 }).waitFor();
    expect(await page.getByText('Account verified').count()).toBe(0);
    await expectNoA11yViolations(page);
    expect(appErrors(pages.errors())).toEqual([]);
  });

  it('shows a link that does not work as failed, in Swedish on the Swedish site', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/user-verification/approved?token=not-a-real-token', 'sverige'));
    await page.waitForURL((url) => url.pathname === '/user-verification/failed');
    await page.getByRole('heading', { name: 'Verifieringen misslyckades', level: 1 }).waitFor();
    // Logged out: a new link needs a login first; OK leads to the dashboard.
    expect(await page.getByRole('link', { name: 'Logga in för att få en ny länk' }).getAttribute('href')).toBe('/login?redirect=%2Fuser-verification%2Fpending');
    expect(await page.getByRole('link', { name: 'OK' }).getAttribute('href')).toBe('/coach');
    expect(appErrors(pages.errors())).toEqual([]);
  });
});
