import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, signInAs, usePagePerTest } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import { figure } from '../support/statistics-figures';
import { e2eStack } from '../support/e2e-stack';

const pages = usePagePerTest();
const RESET_LINK = /https?:\/\/\S+\/resetpassword\/[a-z0-9]+/;

/** A page on a site that the browser tests' server did not seed: any subdomain of localhost reaches it. */
function siteUrl(subdomain: string, path: string): string {
  const url = new URL(appUrl(path));
  url.hostname = `${subdomain}.localhost`;
  return url.toString();
}

describe('the super admin\'s sites', () => {
  it('adds a site that answers at once on its own host, with its terms page and its first admin invited by e-mail', async () => {
    const page = await pages.open();
    const stamp = Date.now().toString(36);
    const name = `Acme Ideas ${stamp}`;
    const subdomain = `acme-ideas-${stamp}`;
    const adminEmail = `first.admin.${stamp}@example.com`;
    await logIn(page, demo.superAdmin);

    await page.goto(appUrl('/admin/sites'));
    await page.getByRole('heading', { name: 'Sites', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Edit Demoorganisationen' }).waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Add site' }).click();
    await page.getByRole('heading', { name: 'Add a site' }).waitFor();

    await page.getByLabel('Name', { exact: true }).fill(name);
    // The subdomain follows the lowercased name until edited; then a reset brings it back.
    await expect.poll(() => page.getByLabel('Subdomain').inputValue()).toBe(subdomain);
    await page.getByLabel('Subdomain').fill('my-own-choice');
    await page.getByRole('button', { name: `Reset to ${subdomain}` }).click();
    await expect.poll(() => page.getByLabel('Subdomain').inputValue()).toBe(subdomain);
    await page.getByLabel('Premium site').check();
    await page.getByLabel('E-mail').fill(adminEmail);
    await page.getByLabel('First name').fill('Frida');
    await page.getByLabel('Last name').fill('First');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Create site' }).click();

    await page.waitForURL((url) => url.pathname === '/admin/sites');
    await page.getByText(`${name} has been created, and ${adminEmail} has been invited as its admin.`).waitFor();
    await page.getByRole('link', { name: `Edit ${name}` }).waitFor();

    // The new site on its own host name: its name in the shell, its terms-of-service page.
    await page.goto(siteUrl(subdomain, '/'));
    await expect.poll(() => page.title()).toContain(name);
    await page.goto(siteUrl(subdomain, '/page/terms-of-service'));
    await page.getByRole('heading', { name: 'Terms of service', level: 1 }).waitFor();

    // The first admin's mail links to the new site, where they choose a password and sign in.
    const mail = await waitForMail(e2eStack().mailDir, adminEmail, (candidate) => RESET_LINK.test(candidate.text));
    const link = new URL(RESET_LINK.exec(mail.text)![0]);
    expect(link.hostname).toBe(`${subdomain}.localhost`);
    await page.context().clearCookies();
    await page.goto(siteUrl(subdomain, link.pathname));
    const reset = page.getByRole('dialog', { name: 'Choose a new password' });
    await reset.getByLabel('New password', { exact: true }).fill('first-admin-password');
    await reset.getByLabel('Repeat the new password').fill('first-admin-password');
    await reset.getByRole('button', { name: 'Save the password' }).click();
    await reset.getByText('Your password has been changed').waitFor();
    await reset.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail').fill(adminEmail);
    await login.getByLabel('Password').fill('first-admin-password');
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/coach');
    expect(new URL(page.url()).hostname).toBe(`${subdomain}.localhost`);

    // The new site has statistics of its own from the start: its first admin is its one user.
    await page.goto(siteUrl(subdomain, '/organisation/admin/stats'));
    await page.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor();
    await expect.poll(() => figure(page, 'People', 'Users')).toBe('1');

    // Back on the default site, the super admin finds it among every site's figures, and the tabs lead to the sites.
    await page.context().clearCookies();
    await signInAs(page, demo.superAdmin);
    await page.goto(appUrl('/admin'));
    await page.getByRole('row', { name: new RegExp(`^${name} `) }).waitFor();
    await page.getByRole('navigation', { name: 'Site administration' }).getByRole('link', { name: 'Sites' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/sites');
    await page.getByRole('link', { name: `Edit ${name}` }).waitFor();
  });

  it('lets the super admin of the default site sign in on the Swedish site and manage sites there, with the sorry message on a refused save', async () => {
    const page = await pages.open();
    await logIn(page, demo.superAdmin, 'sverige');

    await page.goto(appUrl('/admin/sites', 'sverige'));
    await page.getByRole('heading', { name: 'Webbplatser', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Redigera Demoorganisationen' }).click();
    await page.getByRole('heading', { name: 'Demoorganisationen', level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Slug').inputValue()).toBe('sverige');
    await expectNoA11yViolations(page);

    await page.goto(appUrl('/admin/sites/add', 'sverige'));
    await page.getByLabel('Namn', { exact: true }).fill('Sverige');
    await page.getByLabel('E-post').fill('ny.admin@example.com');
    await page.getByLabel('Förnamn').fill('Nils');
    await page.getByLabel('Efternamn').fill('Ny');
    await page.getByRole('button', { name: 'Skapa webbplats' }).click();
    const sorry = page.getByRole('dialog', { name: 'Tyvärr' });
    await sorry.getByText('En annan webbplats har redan den här underdomänen.').waitFor();
    await sorry.getByText('"SUBDOMAIN_TAKEN"', { exact: false }).first().waitFor();
    await expectNoA11yViolations(page);
    await sorry.getByRole('button', { name: 'OK' }).click();
    await page.getByText('En annan webbplats har redan den här underdomänen.').waitFor();
  });

  it('keeps the sites to super admins: an org admin is told so', async () => {
    const page = await pages.open();
    await signInAs(page, demo.orgAdmin);
    await page.goto(appUrl('/admin/sites'));
    await page.getByRole('heading', { name: 'Only for super admins' }).waitFor();
  });
});
