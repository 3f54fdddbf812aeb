import type { Page } from 'playwright-core';
import { appUrl, demo, type SiteHost } from './browser';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A POST to the site's tRPC API from the page itself, so a session cookie lands in its browser context. */
async function postFromPage(page: Page, procedure: string, input: unknown): Promise<number> {
  return page.evaluate(
    async ([path, body]) => (await fetch(`/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ json: body }) })).status,
    [procedure, input] as const,
  );
}

/**
 * A fresh account on a site, signed in in the page's browser context: for tests that change or
 * delete their user, which the shared demo accounts must survive. Signed up through the API the
 * signup form calls, which is tested through the form elsewhere.
 */
export async function signUpInBrowser(page: Page, host: SiteHost, names: { firstName: string; lastName: string }): Promise<NewAccount> {
  const account = { ...names, email: `${names.firstName.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`, password: demo.password };
  await page.goto(appUrl('/', host));
  const status = await postFromPage(page, 'auth.signup', account);
  if (status !== 200) throw new Error(`signup answered ${status}`);
  return account;
}

/** Signs an existing account in in the page's browser context: a session of its own, apart from any other. */
export async function signInInBrowser(page: Page, host: SiteHost, account: Pick<NewAccount, 'email' | 'password'>): Promise<void> {
  await page.goto(appUrl('/', host));
  const status = await postFromPage(page, 'auth.login', { email: account.email, password: account.password });
  if (status !== 200) throw new Error(`login answered ${status}`);
}
