import type { EntityManager } from '@mikro-orm/postgresql';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { PASSWORD_RESET_VALID_SECONDS } from '#shared/constants.ts';
import type { ForgotPasswordInput, ResetPasswordInput } from '#shared/schemas/auth.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { isPasswordSignInEnabled } from '#shared/sign-in-rules.ts';
import { onDuplicate } from '#server/db/unique-violation.ts';
import { AppError } from '#server/errors/app-error.ts';
import { consumeRateLimit } from '#server/security/rate-limit.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { queueMails } from '#server/modules/mail/mail.service.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { normalizeEmail } from '#server/modules/user/user.service.ts';
import { hashPassword } from './password';
import { PasswordResetSchema } from '#server/entities/password-reset.entity.ts';
import { invalidateUserSessions } from '#server/modules/user/user-sessions.ts';

function tokenHash(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** 160 random bits, the session tokens' strength, in a form that survives any mail client. */
function newToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

/**
 * A new link that sets the user's password once, replacing any earlier one; the caller's flush
 * stores it. Returns the token, which only the mail carries.
 */
export async function issuePasswordLink(em: EntityManager, user: User, validSeconds: number): Promise<string> {
  const token = newToken();
  const now = new Date();
  if (user.id) await em.nativeDelete(PasswordResetSchema, { user: user.id });
  em.create(PasswordResetSchema, {
    tokenHash: tokenHash(token),
    user,
    organisation: user.organisation,
    createdAt: now,
    expiresAt: new Date(now.getTime() + validSeconds * 1000),
  });
  return token;
}

/** Password reset exists only where people sign in with a password. */
function requireLocalLogin(ctx: AppContext): void {
  if (!isPasswordSignInEnabled(settingsWithDefaults(ctx.site.settings))) throw new AppError('login-source-disabled');
}

/** A stand-in signs in with its home account's password (docs/architecture.md §4): a password set on it would never be read. */
function refuseStandIn(user: User): void {
  if (user.homeAccount) throw new AppError('password-at-home-site');
}

/**
 * The site's account with this address. Unfiltered, with the site named instead: the tenant filter
 * would also drop a stand-in's reference to its home account on another site.
 */
function siteAccountByEmail(ctx: AppContext, email: string): Promise<User | null> {
  return ctx.em.findOne(UserSchema, { organisation: ctx.site.id, emailNormalized: normalizeEmail(email) }, { filters: false });
}

/**
 * Forgotten password (spec 3 §4): mails the account a link to set a new password, valid for an
 * hour and once. Asking again replaces the previous link. The spec shows an unknown address as
 * USER_NOT_FOUND, so the answer says whether the address has an account; the rate limits keep
 * that from being used to list addresses. A super admin's stand-in is sent to the home site.
 */
export async function requestPasswordReset(ctx: AppContext, input: ForgotPasswordInput): Promise<{ tokenCreated: true }> {
  requireLocalLogin(ctx);
  await consumeRateLimit(ctx.em, 'passwordResetPerIp', `${ctx.site.id}:${ctx.request.ip}`);
  await consumeRateLimit(ctx.em, 'passwordResetPerEmail', `${ctx.site.id}:${normalizeEmail(input.email)}`);
  const user = await siteAccountByEmail(ctx, input.email);
  if (!user) throw new AppError('email-not-found');
  if (user.status === 'blocked') throw new AppError('user-blocked');
  refuseStandIn(user);

  const token = await issuePasswordLink(ctx.em, user, PASSWORD_RESET_VALID_SECONDS);
  const query = input.redirect ? `?${new URLSearchParams({ redirect: input.redirect }).toString()}` : '';
  // queueMails flushes the new row together with the outbox row. An identical request at the same
  // moment may have stored its link first (one per user): that mail carries a working link, so
  // this one, its row and mail rolled back, has done what it was asked.
  await onDuplicate(() => queueMails(ctx, 'password-reset', [{ to: user.email, params: { firstName: user.firstName }, path: `/resetpassword/${token}${query}` }]), async () => undefined);
  return { tokenCreated: true };
}

/**
 * Sets the new password from a reset link. The link is spent by the same statement that finds
 * it, so two submissions of one link cannot both succeed. Every session of the account ends
 * (whoever asked for the reset may be shutting someone out), and an unverified account becomes
 * active: the link proved the address is its owner's.
 */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput): Promise<{ passwordReset: true }> {
  requireLocalLogin(ctx);
  await consumeRateLimit(ctx.em, 'passwordChangePerIp', `${ctx.site.id}:${ctx.request.ip}`);
  const passwordHash = await hashPassword(input.password);
  await ctx.em.transactional(async (em) => {
    const spent = await em
      .getConnection()
      .execute<{ user_id: string }[]>(
        'delete from password_reset where token_hash = ? and organisation_id = ? and expires_at > now() returning user_id',
        [tokenHash(input.token), ctx.site.id],
        'all',
        em.getTransactionContext(),
      );
    const userId = spent[0]?.user_id;
    // Unfiltered for the stand-in's reference, as siteAccountByEmail.
    const user = userId ? await em.findOne(UserSchema, { id: userId, organisation: ctx.site.id }, { filters: false }) : null;
    if (!user || user.status === 'blocked') throw new AppError('reset-link-invalid');
    refuseStandIn(user);
    user.passwordHash = passwordHash;
    if (user.status === 'inactive') user.status = 'active';
    await em.flush();
    await invalidateUserSessions(em, user.id, ctx.deps.sessions);
  });
  return { passwordReset: true };
}

/** Drops links past their hour; called where expired sessions are pruned. */
export async function pruneExpiredPasswordResets(em: EntityManager): Promise<number> {
  return em.nativeDelete(PasswordResetSchema, { expiresAt: { $lt: new Date() } });
}
