import type { Challenge } from 'altcha-lib';
import type { Page } from 'playwright-core';
import { appUrl, demo, type SiteHost } from './browser';
import { captchaPayload } from './captcha-payload';

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

/** A tRPC query's answer, read from the page itself (its site, its cookies). */
async function queryFromPage<T>(page: Page, procedure: string): Promise<T> {
  return page.evaluate(async (path) => {
    const response = await fetch(`/trpc/${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
  }, procedure) as Promise<T>;
}

/** What each demo site requires of a newcomer about themselves (src-server/modules/seed). */
const requiredRegistrationFields: Record<SiteHost, Record<string, string>> = {
  default: { 'val.demo.department': 'Support' },
  sverige: { 'val.sverige.avdelning': 'Support' },
};

/**
 * A fresh account on a site, signed in in the page's browser context: for tests that change or
 * delete their user, which the shared demo accounts must survive. Signed up through the API the
 * signup form calls, which is tested through the form elsewhere.
 */
export async function signUpInBrowser(page: Page, host: SiteHost, names: { firstName: string; lastName: string }): Promise<NewAccount> {
  const account = { ...names, email: `${names.firstName.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`, password: demo.password };
  await page.goto(appUrl('/', host));
  // What the form would send besides: the site's required fields, its terms, a solved captcha.
  const agreements = await queryFromPage<{ termsOfService: { guid: string } | null; privacyPolicy: { guid: string } | null }>(page, 'agreement.forSignup');
  const captcha = await captchaPayload(await queryFromPage<Challenge>(page, 'captcha.challenge'));
  const status = await postFromPage(page, 'auth.signup', {
    ...account,
    extraFields: requiredRegistrationFields[host],
    termsOfServiceAgreementGuid: agreements.termsOfService?.guid,
    privacyPolicyAgreementGuid: agreements.privacyPolicy?.guid,
    captcha,
  });
  if (status !== 200) throw new Error(`signup answered ${status}`);
  return account;
}

/** Signs an existing account in in the page's browser context: a session of its own, apart from any other. */
export async function signInInBrowser(page: Page, host: SiteHost, account: Pick<NewAccount, 'email' | 'password'>): Promise<void> {
  await page.goto(appUrl('/', host));
  const status = await postFromPage(page, 'auth.login', { email: account.email, password: account.password });
  if (status !== 200) throw new Error(`login answered ${status}`);
}
