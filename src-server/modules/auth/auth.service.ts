import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { LoginInput, SignupInput } from '../../../src-shared/schemas/auth';
import { settingsWithDefaults } from '../../../src-shared/schemas/organisation';
import { isEmailDomainAllowed } from '../../../src-shared/sign-in-rules';
import { AppError } from '../../errors/app-error';
import { consumeRateLimit } from '../../security/rate-limit';
import type { AppContext } from '../../trpc/context';
import type { User } from '../user/user.entity';
import { buildUser, findUserByEmail, normalizeEmail } from '../user/user.service';
import { sendVerificationMail } from '../user/verification.service';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password';
import { createSession, invalidateSession } from './session.service';
import type { DeliveredCredentials } from './session-transport';

export interface SignedIn {
  user: User;
  credentials: DeliveredCredentials;
  /** Where the client goes next when it has no better target of its own. */
  postLogin: string | null;
}

async function startSession(ctx: AppContext, user: User): Promise<DeliveredCredentials> {
  const issued = await createSession(ctx.em, user, ctx.transport.kind, ctx.request);
  return ctx.transport.deliver(issued);
}

/**
 * Local signup (spec 3 §4–§5). New accounts start inactive and are mailed a verification link;
 * captcha, agreements and registration fields slot in here with the accounts issue.
 */
export async function signup(ctx: AppContext, input: SignupInput): Promise<SignedIn> {
  const settings = settingsWithDefaults(ctx.site.settings);
  if (!settings.enableLocal) throw new AppError('login-source-disabled');
  await consumeRateLimit(ctx.em, 'signupPerIp', `${ctx.site.id}:${ctx.request.ip}`);
  if (!isEmailDomainAllowed(input.email, settings)) throw new AppError('email-domain-not-allowed');
  if (await findUserByEmail(ctx.em, input.email)) throw new AppError('email-already-registered');
  const user = buildUser(ctx.em, ctx.org, {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash: await hashPassword(input.password),
    extraFields: input.extraFields ?? {},
  });
  try {
    await ctx.em.flush();
  } catch (error) {
    // Two signups with one address at the same moment: the unique index decides.
    if (error instanceof UniqueConstraintViolationException) throw new AppError('email-already-registered');
    throw error;
  }
  // The browser's form always wants the mail; legacy clients may say no (sendVerificationMail false).
  if (input.sendVerificationMail !== false) await sendVerificationMail({ ...ctx, viewer: user });
  const credentials = await startSession(ctx, user);
  return { user, credentials, postLogin: input.redirect ?? null };
}

/** Login with e-mail and password where the site offers it; blocked accounts and those waiting to be deleted are refused, others get a session. */
export async function login(ctx: AppContext, input: LoginInput): Promise<SignedIn> {
  if (!settingsWithDefaults(ctx.site.settings).enableLocal) throw new AppError('login-source-disabled');
  await consumeRateLimit(ctx.em, 'loginPerIp', `${ctx.site.id}:${ctx.request.ip}`);
  await consumeRateLimit(ctx.em, 'loginPerEmail', `${ctx.site.id}:${normalizeEmail(input.email)}`);
  const user = await findUserByEmail(ctx.em, input.email, { withPassword: true });
  const passwordHash = user?.passwordHash;
  const valid = passwordHash ? await verifyPassword(passwordHash, input.password) : await verifyAgainstNothing(input.password);
  if (!user || !valid) throw new AppError('invalid-credentials');
  if (user.status === 'blocked') throw new AppError('user-blocked');
  if (user.status === 'pendingDelete') throw new AppError('account-pending-deletion');
  user.lastLoginAt = new Date();
  const credentials = await startSession(ctx, user);
  return { user, credentials, postLogin: input.redirect ?? null };
}

/** Ends the current session; the token (cookie or JWT) stops working at once. */
export async function logout(ctx: AppContext): Promise<void> {
  if (ctx.session) await invalidateSession(ctx.em, ctx.session.id, ctx.deps.sessions);
  ctx.transport.clear();
}
