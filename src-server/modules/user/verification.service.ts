import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '#server/errors/app-error.ts';
import { publishEvent } from '#server/realtime/realtime-events.ts';
import { consumeRateLimit } from '#server/security/rate-limit.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { queueMails } from '#server/modules/mail/mail.service.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';

const ISSUER = 'ideahunt';
const AUDIENCE = 'account-verification';
const VALID_SECONDS = 7 * 24 * 60 * 60;

export type VerificationMailOutcome = { status: 'sent' } | { status: 'already-active' };

/**
 * A signed, expiring link token naming the account, its site and its address: no row to store,
 * and a link stops working once the address changes or it is used on another site.
 */
function verificationToken(key: Uint8Array, user: User): Promise<string> {
  return new SignJWT({ org: user.organisation.id, email: user.emailNormalized })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${VALID_SECONDS}s`)
    .sign(key);
}

async function readVerificationToken(key: Uint8Array, token: string): Promise<{ userId: string; org: string; email: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.org !== 'string' || typeof payload.email !== 'string') return null;
    return { userId: payload.sub, org: payload.org, email: payload.email };
  } catch {
    return null;
  }
}

/**
 * Mails the viewer a verification link (spec 3 §4, GET /user-verification/send). Only inactive
 * accounts get one; an active account has nothing to verify. A few per hour per account, so the
 * button cannot be used to flood an inbox.
 */
export async function sendVerificationMail(ctx: AuthedContext): Promise<VerificationMailOutcome> {
  const viewer = ctx.viewer;
  if (viewer.status === 'active') return { status: 'already-active' };
  if (viewer.status !== 'inactive') throw new AppError('forbidden');
  await consumeRateLimit(ctx.em, 'verificationMailPerUser', `${ctx.site.id}:${viewer.id}`);
  const token = await verificationToken(ctx.deps.jwtKey, viewer);
  await queueMails(ctx, 'account-verification', [
    { to: viewer.email, params: { firstName: viewer.firstName }, path: `/user-verification/approved?${new URLSearchParams({ token }).toString()}` },
  ]);
  return { status: 'sent' };
}

/**
 * The link's landing (/user-verification/approved): activates the account it names. Opening
 * the link again after that still succeeds, so a second click does not report a failure. It
 * works without signing in, since the link may be opened on another device.
 */
export async function confirmVerification(ctx: AppContext, token: string): Promise<{ verified: true }> {
  const claims = await readVerificationToken(ctx.deps.jwtKey, token);
  // The em is scoped to this site, so another site's account is not found either way.
  const user = claims && claims.org === ctx.site.id ? await ctx.em.findOne(UserSchema, { id: claims.userId }) : null;
  if (!claims || !user || user.emailNormalized !== claims.email) throw new AppError('SOMETHING_WENT_WRONG_WHEN_VERIFYING_ACCOUNT');
  if (user.status === 'inactive') {
    user.status = 'active';
    await ctx.em.flush();
    // Other processes hear the change from the row's trigger; this one forgets it before answering,
    // so the user's next request is already active.
    ctx.deps.sessions.forgetUser(user.id);
    // The user's open tabs (spec 3 §4: an active push reloads the page) leave the unverified state.
    await publishEvent(ctx.em, { kind: 'user-status', organisationId: ctx.site.id, userId: user.id, status: 'active' });
  } else if (user.status !== 'active') {
    throw new AppError('SOMETHING_WENT_WRONG_WHEN_VERIFYING_ACCOUNT');
  }
  return { verified: true };
}
