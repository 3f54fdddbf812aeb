import { Writable } from 'node:stream';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { PasswordResetSchema } from '#server/entities/password-reset.entity.ts';
import { issuePasswordLink } from '#server/modules/auth/password-reset.service.ts';
import { SessionSchema } from '#server/entities/session.entity.ts';
import { MailMessageSchema } from '#server/entities/mail.entity.ts';
import { deliverMail } from '#server/modules/mail/mail.service.ts';
import { createMailer } from '#server/modules/mail/mail-transport.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { PASSWORD_RESET_VALID_SECONDS, SUPER_ADMIN_ROLE } from '#shared/constants.ts';
import { createOrganisation, hostFor } from '../factories/organisation.factory';
import { FACTORY_PASSWORD, createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { testOrm } from '../support/test-database';

const NEW_PASSWORD = 'a-new-password';

/** The newest mail to an address, and the token its reset link carries. */
async function resetMail(email: string) {
  const [mail] = await testOrm().em.fork().find(MailMessageSchema, { to: email }, { orderBy: { createdAt: 'desc' }, limit: 1 });
  const token = /\/resetpassword\/([a-z0-9]+)/.exec(mail?.text ?? '')?.[1];
  if (!mail || !token) throw new Error(`no reset mail to ${email}`);
  return { mail, token };
}

describe('password reset', () => {
  const fixture = useHttpFixture();
  let org: Awaited<ReturnType<typeof createOrganisation>>;
  beforeAll(() => {
    org = fixture.personas.org;
  });

  const visitor = async (site = org, ip?: string) => (await callerFor(null, { org: site, ip })).caller;

  async function canLogIn(user: User, password: string, site = org): Promise<boolean> {
    try {
      await (await visitor(site)).auth.login({ email: user.email, password });
      return true;
    } catch {
      return false;
    }
  }

  it('mails a link that sets a new password once, ends every session and activates an unverified account', async () => {
    const user = await createUser({ organisation: org, status: 'inactive', firstName: 'Rita' });
    await callerFor(user);
    await callerFor(user, { transport: 'bearer' });
    expect(await scopedEm(org).count(SessionSchema, { user: user.id })).toBe(2);

    expect(await (await visitor()).auth.requestPasswordReset({ email: ` ${user.email.toUpperCase()} `, redirect: '/coach?tab=2' })).toEqual({ tokenCreated: true });
    const { mail, token } = await resetMail(user.email);
    expect(mail).toMatchObject({ template: 'password-reset', subject: 'Reset your password' });
    expect(mail.text).toContain('Hi Rita,');
    expect(mail.text).toContain(`http://${org.subdomain}.example.test:3000/resetpassword/${token}?redirect=%2Fcoach%3Ftab%3D2`);
    // Only the token's hash is kept.
    const [row] = await scopedEm(org).find(PasswordResetSchema, { user: user.id });
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);

    expect(await (await visitor()).auth.resetPassword({ token, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD })).toEqual({ passwordReset: true });
    expect(await scopedEm(org).count(SessionSchema, { user: user.id })).toBe(0);
    expect((await scopedEm(org).findOneOrFail(UserSchema, { id: user.id })).status).toBe('active');
    expect(await canLogIn(user, FACTORY_PASSWORD)).toBe(false);
    expect(await canLogIn(user, NEW_PASSWORD)).toBe(true);

    await expectAppError((await visitor()).auth.resetPassword({ token, password: 'another-one' }), 'reset-link-invalid');
    expect(await canLogIn(user, NEW_PASSWORD)).toBe(true);
  });

  it('replaces the previous link when asked again', async () => {
    const user = await createUser({ organisation: org });
    await (await visitor()).auth.requestPasswordReset({ email: user.email });
    const first = (await resetMail(user.email)).token;
    await (await visitor()).auth.requestPasswordReset({ email: user.email });
    const second = (await resetMail(user.email)).token;
    expect(second).not.toBe(first);
    await expectAppError((await visitor()).auth.resetPassword({ token: first, password: NEW_PASSWORD }), 'reset-link-invalid');
    await expect((await visitor()).auth.resetPassword({ token: second, password: NEW_PASSWORD })).resolves.toEqual({ passwordReset: true });
  });

  it('refuses a link past its hour, and one from another site', async () => {
    const user = await createUser({ organisation: org });
    await (await visitor()).auth.requestPasswordReset({ email: user.email });
    const { token } = await resetMail(user.email);
    const otherSite = await createOrganisation();
    await expectAppError((await visitor(otherSite)).auth.resetPassword({ token, password: NEW_PASSWORD }), 'reset-link-invalid');

    await testOrm().em.fork().nativeUpdate(PasswordResetSchema, { user: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    await expectAppError((await visitor()).auth.resetPassword({ token, password: NEW_PASSWORD }), 'reset-link-invalid');
    expect(await canLogIn(user, FACTORY_PASSWORD)).toBe(true);
  });

  it.each([
    ['', 'PLEASE_ENTER_AN_EMAIL'],
    ['  ', 'PLEASE_ENTER_AN_EMAIL'],
    ['not-an-address', 'PLEASE_ENTER_A_VALID_MAIL'],
  ] as const)('refuses the address %j with %s', async (email, code) => {
    await expectAppError((await visitor()).auth.requestPasswordReset({ email }), code, 'email');
  });

  it('answers an address without an account with email-not-found, sending nothing', async () => {
    await expectAppError((await visitor()).auth.requestPasswordReset({ email: 'nobody.here@example.com' }), 'email-not-found');
    expect(await testOrm().em.fork().count(MailMessageSchema, { to: 'nobody.here@example.com' })).toBe(0);
    // Another site's account is not this site's.
    const elsewhere = await createUser({ organisation: fixture.personas.otherOrg });
    await expectAppError((await visitor()).auth.requestPasswordReset({ email: elsewhere.email }), 'email-not-found');
  });

  it('refuses a blocked account', async () => {
    const blocked = await createUser({ organisation: org, status: 'blocked' });
    await expectAppError((await visitor()).auth.requestPasswordReset({ email: blocked.email }), 'user-blocked');
  });

  describe("a super admin's stand-in on another site", () => {
    /** A super admin of `org` signed in on a new site B, where that made a stand-in. */
    async function standInOnSiteB() {
      const siteB = await createOrganisation();
      const home = await createUser({ organisation: org, roles: [SUPER_ADMIN_ROLE] });
      await (await visitor(siteB)).auth.login({ email: home.email, password: FACTORY_PASSWORD });
      // Unfiltered: the tenant filter would hide the reference to the home account on another site.
      const standIn = await testOrm().em.fork().findOneOrFail(UserSchema, { organisation: siteB.id, emailNormalized: home.email.toLowerCase() }, { filters: false, populate: ['passwordHash'] });
      expect(standIn.homeAccount?.id).toBe(home.id);
      return { siteB, home, standIn };
    }

    it('refuses a reset on the stand-in’s site with password-at-home-site, storing and mailing nothing; the home site resets as ever', async () => {
      const { siteB, home, standIn } = await standInOnSiteB();
      await expectAppError((await visitor(siteB)).auth.requestPasswordReset({ email: home.email }), 'password-at-home-site');
      expect(await testOrm().em.fork().count(PasswordResetSchema, { user: standIn.id }, { filters: false })).toBe(0);
      expect(await testOrm().em.fork().count(MailMessageSchema, { to: home.email })).toBe(0);

      await (await visitor()).auth.requestPasswordReset({ email: home.email });
      const { token } = await resetMail(home.email);
      await (await visitor()).auth.resetPassword({ token, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD });
      // The home account's new password is the one the stand-in signs in with.
      expect(await canLogIn(home, NEW_PASSWORD, siteB)).toBe(true);
      expect(await canLogIn(home, FACTORY_PASSWORD, siteB)).toBe(false);
    });

    it('never sets a password on a stand-in, even with a link made for it', async () => {
      const { siteB, home, standIn } = await standInOnSiteB();
      const em = testOrm().em.fork();
      const token = await issuePasswordLink(em, await em.findOneOrFail(UserSchema, { id: standIn.id }, { filters: false }), PASSWORD_RESET_VALID_SECONDS);
      await em.flush();
      await expectAppError((await visitor(siteB)).auth.resetPassword({ token, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD }), 'password-at-home-site');
      const after = await testOrm().em.fork().findOneOrFail(UserSchema, { id: standIn.id }, { filters: false, populate: ['passwordHash'] });
      expect(after.passwordHash).toBeNull();
      expect(await canLogIn(home, FACTORY_PASSWORD, siteB)).toBe(true);
    });

    it('answers the façade’s POST /resetpassword with the error envelope', async () => {
      const { siteB, home } = await standInOnSiteB();
      expect(await requestJson(fixture.app, { method: 'POST', url: `${LEGACY_BASE}/resetpassword`, host: hostFor(siteB), body: { email: home.email } })).toMatchObject({
        status: 403,
        body: { error: 'password-at-home-site' },
      });
    });
  });

  it('checks the new password: PLEASE_ENTER_A_LONGER_PASSWORD, THE_TWO_PASSWORD_DONT_MATCH, keeping the link', async () => {
    const user = await createUser({ organisation: org });
    await (await visitor()).auth.requestPasswordReset({ email: user.email });
    const { token } = await resetMail(user.email);
    await expectAppError((await visitor()).auth.resetPassword({ token, password: '1234', passwordRepeat: '1234' }), 'PLEASE_ENTER_A_LONGER_PASSWORD', 'password');
    await expectAppError((await visitor()).auth.resetPassword({ token, password: NEW_PASSWORD, passwordRepeat: 'something-else' }), 'THE_TWO_PASSWORD_DONT_MATCH', 'passwordRepeat');
    await expect((await visitor()).auth.resetPassword({ token, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD })).resolves.toEqual({ passwordReset: true });
  });

  it('limits the mails to one address, and refuses everything where local login is off', async () => {
    const user = await createUser({ organisation: org });
    for (let i = 0; i < 3; i += 1) await (await visitor()).auth.requestPasswordReset({ email: user.email });
    await expectAppError((await visitor()).auth.requestPasswordReset({ email: user.email }), 'too-many-requests');
    expect(await testOrm().em.fork().count(MailMessageSchema, { to: user.email, template: 'password-reset' })).toBe(3);

    const noLocal = await createOrganisation({ settings: { enableLocal: false, enableGoogle: true } });
    const member = await createUser({ organisation: noLocal });
    await expectAppError((await visitor(noLocal)).auth.requestPasswordReset({ email: member.email }), 'login-source-disabled');
    await expectAppError((await visitor(noLocal)).auth.resetPassword({ token: 'abc', password: NEW_PASSWORD }), 'login-source-disabled');
  });

  it('writes the mail in the site’s language', async () => {
    const swedish = await createOrganisation({ language: 'sv' });
    const user = await createUser({ organisation: swedish, firstName: 'Lina' });
    await (await visitor(swedish)).auth.requestPasswordReset({ email: user.email });
    const { mail } = await resetMail(user.email);
    expect(mail.subject).toBe('Återställ ditt lösenord');
    expect(mail.text).toContain('Hej Lina!');
  });

  it('never writes the link to the log, not even for a mail kept in the outbox', async () => {
    const user = await createUser({ organisation: org });
    await (await visitor()).auth.requestPasswordReset({ email: user.email });
    const { mail, token } = await resetMail(user.email);
    let logged = '';
    const logger = pino({ level: 'trace' }, new Writable({ write: (chunk: Buffer, _encoding, done) => ((logged += chunk.toString()), done()) }));
    await deliverMail(testOrm().em.fork(), createMailer({ MAIL_FROM: 'IdeaHunt <no-reply@example.com>' }), logger, mail.id);
    expect(logged).toContain('mail kept in the outbox');
    expect(logged).not.toContain(token);
  });

  it('serves POST /resetpassword and POST /resetpassword/{token} on the façade, without the token in any answer', async () => {
    const user = await createUser({ organisation: org });
    const host = hostFor(org);
    const asked = await requestJson(fixture.app, { method: 'POST', url: `${LEGACY_BASE}/resetpassword`, host, body: { email: user.email } });
    expect(asked).toMatchObject({ status: 200, body: { result: { tokenCreated: true } } });
    const { token } = await resetMail(user.email);
    expect(JSON.stringify(asked)).not.toContain(token);
    expect(await requestJson(fixture.app, { method: 'POST', url: `${LEGACY_BASE}/resetpassword`, host, body: { email: 'nobody@example.com' } })).toMatchObject({ status: 404, body: { error: 'email-not-found' } });

    expect(await requestJson(fixture.app, { method: 'POST', url: `${LEGACY_BASE}/resetpassword/${token}`, host, body: { password: '123' } })).toMatchObject({
      status: 400,
      body: { error: 'PLEASE_ENTER_A_LONGER_PASSWORD' },
    });
    const reset = await requestJson(fixture.app, { method: 'POST', url: `${LEGACY_BASE}/resetpassword/${token}`, host, body: { password: NEW_PASSWORD } });
    expect(reset).toMatchObject({ status: 200, body: { result: { passwordReset: true } } });
    expect(JSON.stringify(reset)).not.toContain(token);
    expect(await requestJson(fixture.app, { method: 'POST', url: `${LEGACY_BASE}/resetpassword/${token}`, host, body: { password: NEW_PASSWORD } })).toMatchObject({
      status: 400,
      body: { error: 'reset-link-invalid' },
    });
  });
});
