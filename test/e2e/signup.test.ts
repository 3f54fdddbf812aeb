import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, scrollToFooter, usePagePerTest, waitForMainHeading } from '../support/browser';
import { expectSubmitShowsMissing } from '../support/submit-checks';

const pages = usePagePerTest();

/**
 * Times from the widget's "verifying" to its "verified", as the page saw them. Listening from
 * before the page loads: the widget may start solving the moment it arrives.
 */
async function timeCaptcha(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marks: number[] = [];
    Object.assign(window, { captchaMarks: marks });
    // The capture phase sees the widget's event whether or not it bubbles.
    window.addEventListener(
      'statechange',
      (event) => {
        const { state } = (event as CustomEvent<{ state: string }>).detail;
        if (state === 'verifying' || state === 'verified') marks.push(performance.now());
      },
      true,
    );
  });
}

async function captchaMilliseconds(page: Page): Promise<number> {
  const marks = await page.evaluate(() => (window as unknown as { captchaMarks: number[] }).captchaMarks);
  return marks.at(-1)! - marks[0]!;
}

describe('signup with the site’s extras (spec 3 §5)', () => {
  it('asks an English visitor for the required registration field and solves the captcha in the browser', async () => {
    const page = await pages.open();
    await timeCaptcha(page);
    await page.goto(appUrl('/signup'));
    const dialog = page.getByRole('dialog', { name: 'Sign up' });

    await dialog.getByLabel('First name').fill('Regina');
    await dialog.getByLabel('Last name').fill('Register');
    await dialog.getByLabel('E-mail').fill(`regina.${Date.now()}@example.com`);
    await dialog.getByLabel('Password').fill('a-long-enough-password');
    // Entering the form started the proof of work; it is done long before anyone could submit.
    await dialog.getByText('Checked: you are not a robot').waitFor();
    expect(await captchaMilliseconds(page)).toBeLessThan(3000);

    // The one thing missing is a registration field: pressing says so there and goes to it (issue 31).
    const department = dialog.getByLabel('Department');
    await expectSubmitShowsMissing(dialog.getByRole('button', { name: 'Create account' }), department, 'This field is required.');
    expect(await dialog.getByLabel('Last name').inputValue()).toBe('Register');
    await expectNoA11yViolations(page);

    await department.selectOption('Development');
    await dialog.getByText('This field is required.').waitFor({ state: 'detached' });
    await dialog.getByLabel('What would you most like to improve at work?').fill('Fewer meetings');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/coach');
    await page.getByText('Welcome, Regina!').waitFor();
    // The dashboard names the tab, not the sign-up it came from.
    expect(await page.title()).toBe('Dashboard | IdeaHunt');
    expect(pages.errors()).toEqual([]);
  });

  it('shows a server error on its field: an address already registered, under the e-mail', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/signup'));
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByLabel('First name').fill('Anna');
    await dialog.getByLabel('Last name').fill('Again');
    const email = dialog.getByLabel('E-mail');
    await email.fill(demo.participant);
    await dialog.getByLabel('Password').fill('another-password');
    await dialog.getByLabel('Department').selectOption('Sales');
    await dialog.getByText('Checked: you are not a robot').waitFor();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByText('An account with this e-mail address already exists.').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await expectNoA11yViolations(page);
  });

  it('has a Swedish visitor read and accept the terms of service, in Swedish', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/signup', 'sverige'));
    const dialog = page.getByRole('dialog', { name: 'Registrera dig' });
    await dialog.getByLabel('Förnamn').fill('Vera');
    await dialog.getByLabel('Efternamn').fill('Villkor');
    await dialog.getByLabel('E-post').fill(`vera.${Date.now()}@example.com`);
    await dialog.getByLabel('Lösenord').fill('ett-langt-losenord');
    await dialog.getByLabel('Avdelning').selectOption('Support');
    await dialog.getByText('Klart: du är inte en robot').waitFor();

    await expectSubmitShowsMissing(dialog.getByRole('button', { name: 'Skapa konto' }), dialog.getByLabel('Jag godkänner användarvillkoren'), 'Du behöver godkänna användarvillkoren för att registrera dig.');
    await expectNoA11yViolations(page);

    // Read, closed with Escape (the signup stays open), read again and accepted from the text.
    const read = dialog.getByRole('button', { name: 'Läs ”Användarvillkor”' });
    await read.click();
    const terms = page.getByRole('dialog', { name: 'Användarvillkor' });
    await terms.getByRole('heading', { name: 'Dina idéer' }).waitFor();
    await page.keyboard.press('Escape');
    await terms.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    await read.focus();
    await page.keyboard.press('Enter');
    await terms.getByRole('heading', { name: 'Dina idéer' }).waitFor();
    expect(await terms.getByText(/^Version 1, publicerad/).isVisible()).toBe(true);
    await expectNoA11yViolations(page);
    await terms.getByRole('button', { name: 'Godkänn' }).click();
    await terms.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Jag godkänner användarvillkoren').isChecked()).toBe(true);
    await dialog.getByText('Du behöver godkänna användarvillkoren för att registrera dig.').waitFor({ state: 'detached' });

    await dialog.getByRole('button', { name: 'Skapa konto' }).click();
    await page.waitForURL((url) => url.pathname === '/coach');
    await page.getByText('Välkommen, Vera!').waitFor();
    expect(pages.errors()).toEqual([]);
  });

  it('shows the terms on their own page, where the Swedish site’s footer link goes', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/', 'sverige'));
    // The footer comes as the page is scrolled near it.
    await waitForMainHeading(page);
    await scrollToFooter(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Användarvillkor' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/agreement/'));
    await page.getByRole('heading', { name: 'Användarvillkor', level: 1 }).waitFor();
    expect(await page.title()).toBe('Användarvillkor | IdeaHunt');
    expect(await page.getByRole('heading', { name: 'Uppförande' }).isVisible()).toBe(true);
    await expectNoA11yViolations(page);

    await page.goto(appUrl('/agreement/01900000-0000-7000-8000-000000000000', 'sverige'));
    await page.getByRole('heading', { name: 'Fel #404' }).waitFor();
    expect(pages.errors().filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });
});
