import { describe, expect, it } from 'vitest';
import { MailMessageSchema } from '#server/entities/mail.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { RATE_LIMITS } from '#shared/constants.ts';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { solvedCaptcha } from '../support/captcha';
import { expectAppError } from '../support/errors';
import { testOrm } from '../support/test-database';

/** The token of the link in the newest verification mail to `email`. */
async function linkTokenOf(email: string): Promise<{ path: string; token: string; subject: string }> {
  const [mail] = await testOrm().em.fork().find(MailMessageSchema, { to: email, template: 'account-verification' }, { filters: false, orderBy: { createdAt: 'desc' } });
  const match = /(\/user-verification\/approved\?token=[\w.%-]+)/.exec(mail!.text);
  const path = match![1]!;
  return { path, token: new URL(path, 'http://x').searchParams.get('token')!, subject: mail!.subject };
}

const statusOf = async (id: string) => (await testOrm().em.fork().findOneOrFail(UserSchema, { id }, { filters: false })).status;

describe('account verification', () => {
  it('mails an inactive user a link in the site language, and the link activates the account', async () => {
    const site = await createOrganisation({ language: 'sv' });
    const user = await createUser({ organisation: site, status: 'inactive', firstName: 'Ines' });
    const { caller } = await callerFor(user);
    expect(await caller.verification.send()).toEqual({ status: 'sent' });

    const mail = await linkTokenOf(user.email);
    expect(mail.subject).toBe('Verifiera ditt konto');
    expect(await statusOf(user.id)).toBe('inactive');
    // The link works without a session: it may be opened on another device.
    expect(await (await callerFor(null, { org: site })).caller.verification.confirm({ token: mail.token })).toEqual({ verified: true });
    expect(await statusOf(user.id)).toBe('active');
    // A second click on the same link still reports success.
    expect(await (await callerFor(null, { org: site })).caller.verification.confirm({ token: mail.token })).toEqual({ verified: true });
  });

  it('mails a new account its link at signup, unless a legacy client says not to', async () => {
    const site = await createOrganisation();
    const signup = async (email: string, sendVerificationMail?: boolean) =>
      (await callerFor(null, { org: site })).caller.auth.signup({ email, password: 'a-long-enough-password', firstName: 'Nea', lastName: 'Newcomer', sendVerificationMail, captcha: await solvedCaptcha(site) });
    const stamp = Date.now();
    await signup(`nea.${stamp}@example.com`);
    expect((await linkTokenOf(`nea.${stamp}@example.com`)).subject).toBe('Verify your account');
    await signup(`quiet.${stamp}@example.com`, false);
    expect(await testOrm().em.fork().count(MailMessageSchema, { to: `quiet.${stamp}@example.com` }, { filters: false })).toBe(0);
  });

  it('limits how many mails one account may request', async () => {
    const user = await createUser({ status: 'inactive' });
    const { caller } = await callerFor(user);
    for (let sent = 0; sent < RATE_LIMITS.verificationMailPerUser.max; sent += 1) expect(await caller.verification.send()).toEqual({ status: 'sent' });
    await expectAppError(caller.verification.send(), 'too-many-requests');
    expect(await testOrm().em.fork().count(MailMessageSchema, { to: user.email, template: 'account-verification' }, { filters: false })).toBe(RATE_LIMITS.verificationMailPerUser.max);
  });

  it('sends nothing to an active account, and asks a logged-out visitor to log in', async () => {
    const user = await createUser();
    expect(await (await callerFor(user)).caller.verification.send()).toEqual({ status: 'already-active' });
    expect(await testOrm().em.fork().count(MailMessageSchema, { to: user.email }, { filters: false })).toBe(0);
    const site = await createOrganisation();
    await expectAppError((await callerFor(null, { org: site })).caller.verification.send(), 'not-authenticated');
  });

  it('refuses a forged or foreign link, and one for a blocked account', async () => {
    const site = await createOrganisation();
    const user = await createUser({ organisation: site, status: 'inactive' });
    await (await callerFor(user)).caller.verification.send();
    const { token } = await linkTokenOf(user.email);
    const anonymous = async (org = site) => (await callerFor(null, { org })).caller;

    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    await expectAppError((await anonymous()).verification.confirm({ token: tampered }), 'SOMETHING_WENT_WRONG_WHEN_VERIFYING_ACCOUNT');
    await expectAppError((await anonymous()).verification.confirm({ token: 'not-a-token' }), 'SOMETHING_WENT_WRONG_WHEN_VERIFYING_ACCOUNT');
    // Another site cannot use this site's link.
    await expectAppError((await anonymous(await createOrganisation())).verification.confirm({ token }), 'SOMETHING_WENT_WRONG_WHEN_VERIFYING_ACCOUNT');
    expect(await statusOf(user.id)).toBe('inactive');

    const em = testOrm().em.fork();
    const row = await em.findOneOrFail(UserSchema, { id: user.id }, { filters: false });
    row.status = 'blocked';
    await em.flush();
    await expectAppError((await anonymous()).verification.confirm({ token }), 'SOMETHING_WENT_WRONG_WHEN_VERIFYING_ACCOUNT');
    expect(await statusOf(user.id)).toBe('blocked');
  });

  it('stops a link once the account changed its address', async () => {
    const site = await createOrganisation();
    const user = await createUser({ organisation: site, status: 'inactive' });
    await (await callerFor(user)).caller.verification.send();
    const { token } = await linkTokenOf(user.email);
    const em = testOrm().em.fork();
    const row = await em.findOneOrFail(UserSchema, { id: user.id }, { filters: false });
    row.email = `changed-${row.email}`;
    row.emailNormalized = row.email.toLowerCase();
    await em.flush();
    await expectAppError((await callerFor(null, { org: site })).caller.verification.confirm({ token }), 'SOMETHING_WENT_WRONG_WHEN_VERIFYING_ACCOUNT');
    expect(await statusOf(user.id)).toBe('inactive');
  });
});
