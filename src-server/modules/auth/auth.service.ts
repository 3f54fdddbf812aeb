import type { LoginInput } from '#shared/schemas/auth.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { isPasswordSignInEnabled } from '#shared/sign-in-rules.ts';
import { AppError } from '#server/errors/app-error.ts';
import { consumeRateLimit, refundRateLimit } from '#server/security/rate-limit.ts';
import type { AppContext } from '#server/trpc/context.ts';
import type { User } from '#server/entities/user.entity.ts';
import { normalizeEmail } from '#server/modules/user/user.service.ts';
import { createSession, invalidateSession } from './session.service';
import type { DeliveredCredentials } from './session-transport';
import { assertMaySignIn } from './sign-in-status';
import { passwordAccount } from './super-admin-stand-in';

export interface SignedIn {
  user: User;
  credentials: DeliveredCredentials;
  /** Where the client goes next when it has no better target of its own. */
  postLogin: string | null;
}

/** A new session for the user, delivered the way this client takes it (cookie or JWT). */
export async function startSession(ctx: AppContext, user: User): Promise<DeliveredCredentials> {
  const issued = await createSession(ctx.em, user, ctx.transport.kind, ctx.request);
  return ctx.transport.deliver(issued);
}

/** Login with e-mail and password where the site offers it; blocked accounts and those waiting to be deleted are refused, others get a session. */
export async function login(ctx: AppContext, input: LoginInput): Promise<SignedIn> {
  if (!isPasswordSignInEnabled(settingsWithDefaults(ctx.site.settings))) throw new AppError('login-source-disabled');
  const email = normalizeEmail(input.email);
  const limits = [
    ['loginPerIp', `${ctx.site.id}:${ctx.request.ip}`],
    ['loginPerEmailAndIp', `${ctx.site.id}:${email}:${ctx.request.ip}`],
    ['loginPerEmail', `${ctx.site.id}:${email}`],
  ] as const;
  // Counted before the password is checked, so a burst of parallel guesses is bounded too.
  for (const [name, subject] of limits) await consumeRateLimit(ctx.em, name, subject);
  const account = await passwordAccount(ctx, input.email, input.password);
  if (!account) throw new AppError('invalid-credentials');
  for (const [name, subject] of limits) await refundRateLimit(ctx.em, name, subject);
  const { user, home } = account;
  assertMaySignIn(user.status);
  if (home) assertMaySignIn(home.status);
  user.lastLoginAt = new Date();
  const credentials = await startSession(ctx, user);
  return { user, credentials, postLogin: input.redirect ?? null };
}

/** Ends the current session; the token (cookie or JWT) stops working at once. */
export async function logout(ctx: AppContext): Promise<void> {
  if (ctx.session) await invalidateSession(ctx.em, ctx.session.id, ctx.deps.sessions);
  ctx.transport.clear();
}
