import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, openPage, usePagePerTest, type SiteHost } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import { e2eStack } from '../support/e2e-stack';

const pages = usePagePerTest();
const NEW_PASSWORD = 'a-brand-new-password';
const RESET_LINK = /https?:\/\/\S+\/resetpassword\/[a-z0-9]+(\?\S*)?/;

const words = {
  default: {
    signUp: 'Sign up', firstName: 'First name', lastName: 'Last name', email: 'E-mail', password: 'Password', createAccount: 'Create account',
    logIn: 'Log in', forgot: 'Forgot your password?', forgotTitle: 'Forgotten password', send: 'Send the link', checkMail: 'Check your e-mail',
    resetTitle: 'Choose a new password', newPassword: 'New password', repeat: 'Repeat the new password', save: 'Save the password', done: 'Your password has been changed',
    department: 'Department', acceptTerms: null, captchaDone: 'Checked: you are not a robot',
  },
  sverige: {
    signUp: 'Registrera dig', firstName: 'Förnamn', lastName: 'Efternamn', email: 'E-post', password: 'Lösenord', createAccount: 'Skapa konto',
    logIn: 'Logga in', forgot: 'Glömt lösenordet?', forgotTitle: 'Glömt lösenord', send: 'Skicka länken', checkMail: 'Titta i din e-post',
    resetTitle: 'Välj ett nytt lösenord', newPassword: 'Nytt lösenord', repeat: 'Upprepa det nya lösenordet', save: 'Spara lösenordet', done: 'Ditt lösenord har ändrats',
    department: 'Avdelning', acceptTerms: 'Jag godkänner användarvillkoren', captchaDone: 'Klart: du är inte en robot',
  },
} as const;

/** A new account through the signup modal, signed in in `page`; answers its address. */
async function signUp(page: Page, host: SiteHost): Promise<string> {
  const w = words[host];
  const email = `reset.${host}.${Date.now()}@example.com`;
  await page.goto(appUrl('/signup', host));
  const dialog = page.getByRole('dialog', { name: w.signUp });
  await dialog.getByLabel(w.firstName).fill('Rita');
  await dialog.getByLabel(w.lastName).fill('Reset');
  await dialog.getByLabel(w.email).fill(email);
  await dialog.getByLabel(w.password).fill('the-first-password');
  // What the demo site asks besides: its required department, its terms (Swedish site), the captcha.
  await dialog.getByLabel(w.department).selectOption('Support');
  if (w.acceptTerms) await dialog.getByLabel(w.acceptTerms).check();
  await dialog.getByText(w.captchaDone).waitFor();
  await dialog.getByRole('button', { name: w.createAccount }).click();
  await page.waitForURL((url) => url.pathname === '/coach');
  return email;
}

/** From the login modal to the "check your e-mail" state; answers the mailed link's path. */
async function askForLink(page: Page, host: SiteHost, email: string): Promise<string> {
  const w = words[host];
  await page.goto(appUrl('/login', host));
  await page.getByRole('dialog', { name: w.logIn }).getByRole('button', { name: w.forgot }).click();
  const dialog = page.getByRole('dialog', { name: w.forgotTitle });
  await dialog.getByLabel(w.email).fill(email);
  await dialog.getByRole('button', { name: w.send }).click();
  await dialog.getByText(w.checkMail).waitFor();
  await expectNoA11yViolations(page);
  const mail = await waitForMail(e2eStack().mailDir, email, (candidate) => RESET_LINK.test(candidate.text));
  const link = new URL(RESET_LINK.exec(mail.text)![0]);
  return link.pathname + link.search;
}

describe('password reset', () => {
  it('mails a link from the login modal; the link sets a new password once and ends the other sessions', async () => {
    const page = await pages.open();
    const signedIn = await openPage();
    try {
      const email = await signUp(signedIn.page, 'default');

      await page.goto(appUrl('/login'));
      await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot your password?' }).click();
      const forgot = page.getByRole('dialog', { name: 'Forgotten password' });
      await forgot.getByRole('button', { name: 'Send the link' }).click();
      await forgot.getByText('Please enter an e-mail address.').waitFor();
      await forgot.getByLabel('E-mail').fill('nobody.at.all@example.com');
      await forgot.getByRole('button', { name: 'Send the link' }).click();
      await forgot.getByRole('alert').getByText('We could not find a user with that e-mail address.').waitFor();
      await expectNoA11yViolations(page);

      const link = await askForLink(page, 'default', email);
      expect(link).toMatch(/^\/resetpassword\/[a-z0-9]+$/);
      await page.goto(appUrl(link));
      const reset = page.getByRole('dialog', { name: 'Choose a new password' });
      await reset.getByLabel('New password', { exact: true }).fill('1234');
      await reset.getByLabel('Repeat the new password').fill('12345');
      await reset.getByRole('button', { name: 'Save the password' }).click();
      await reset.getByText('Please enter a longer password, at least 5 characters.').waitFor();
      await reset.getByText('The two passwords do not match.').waitFor();
      await expectNoA11yViolations(page);

      await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await reset.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
      await reset.getByRole('button', { name: 'Save the password' }).click();
      await reset.getByText('Your password has been changed').waitFor();
      await expectNoA11yViolations(page);
      await reset.getByRole('button', { name: 'Log in' }).click();

      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.getByLabel('E-mail').fill(email);
      await login.getByLabel('Password').fill(NEW_PASSWORD);
      await login.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/coach');

      // The session that was open elsewhere has ended: its tab is told so and sent to log in.
      await signedIn.page.waitForURL((url) => url.pathname === '/login');
      await signedIn.page.getByText('You were logged out in another window or by a password change.').waitFor();

      // The link works once.
      const spent = await openPage();
      try {
        await spent.page.goto(appUrl(link));
        const again = spent.page.getByRole('dialog', { name: 'Choose a new password' });
        await again.getByLabel('New password', { exact: true }).fill('yet-another-one');
        await again.getByLabel('Repeat the new password').fill('yet-another-one');
        await again.getByRole('button', { name: 'Save the password' }).click();
        await again.getByText('This reset link has expired or has been used already. Ask for a new one.').waitFor();
        await again.getByRole('button', { name: 'Ask for a new link' }).click();
        await spent.page.getByRole('dialog', { name: 'Forgotten password' }).waitFor();
      } finally {
        await spent.close();
      }
    } finally {
      await signedIn.close();
    }
  });

  it('speaks Swedish on the Swedish site, in the modals and in the mail', async () => {
    const page = await pages.open();
    const signedIn = await openPage();
    let email: string;
    try {
      email = await signUp(signedIn.page, 'sverige');
    } finally {
      await signedIn.close();
    }
    const link = await askForLink(page, 'sverige', email);
    const mail = await waitForMail(e2eStack().mailDir, email, (candidate) => RESET_LINK.test(candidate.text));
    expect(mail.subject).toBe('Återställ ditt lösenord');
    expect(mail.text).toContain('Hej Rita!');
    expect(mail.text).toContain(`http://sverige.localhost:${e2eStack().appPort}/resetpassword/`);
    await page.goto(appUrl(link, 'sverige'));
    await page.getByRole('heading', { name: 'Återställ ditt lösenord', level: 1 }).waitFor();
    const reset = page.getByRole('dialog', { name: 'Välj ett nytt lösenord' });
    await reset.getByLabel('Nytt lösenord', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel('Upprepa det nya lösenordet').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Spara lösenordet' }).click();
    await reset.getByText('Ditt lösenord har ändrats').waitFor();
    await expectNoA11yViolations(page);
  });
});
