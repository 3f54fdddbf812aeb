import type { ExternalSource } from '#shared/external-sign-in.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { isEmailDomainAllowed } from '#shared/sign-in-rules.ts';
import { AppError } from '#server/errors/app-error.ts';
import { publishEvent } from '#server/realtime/realtime-events.ts';
import type { AppContext } from '#server/trpc/context.ts';
import type { User } from '#server/entities/user.entity.ts';
import { buildUser, findUserByEmail } from '#server/modules/user/user.service.ts';
import type { ExternalProfile } from './external-profile';
import { createSession } from './session.service';
import { invalidateUserSessions } from '#server/modules/user/user-sessions.ts';
import { isSuperAdminElsewhere, verifiedStandIn } from './super-admin-stand-in';
import { refusingDuplicates } from '#server/db/unique-violation.ts';
import { recordAuditBy } from '#server/modules/audit/audit.service.ts';
import { auditNameOf, auditTargetOf, isBeyondSiteAdmins, isSiteAdminsProvider, refuseExternal } from './external-source-trust';
import { mailExternalLink, openExternalLink } from './external-mail-link.service';

/** What a provider's answer came to: a session, or a link mailed to the account's own address. */
export type ExternalSignInOutcome = { signedIn: User } | { linkMailed: true };

/**
 * An account the provider's address proves to be this person's. Until now nobody had proved the
 * address (status inactive): whoever signed up with it may not own it, so the password they set
 * goes and their sessions end, and the account becomes active.
 */
async function claimUnverifiedAccount(ctx: AppContext, user: User): Promise<void> {
  user.status = 'active';
  // Hidden<> is a type brand (see buildUser); the column itself is nullable.
  user.passwordHash = (null as string | null) as User['passwordHash'];
  await ctx.em.flush();
  await invalidateUserSessions(ctx.em, user.id, ctx.deps.sessions);
  await publishEvent(ctx.em, { kind: 'user-status', organisationId: ctx.site.id, userId: user.id, status: 'active' });
}

/**
 * The new account of an address this site does not know: a stand-in for a super admin of another
 * site (where the platform's providers vouch for the address), else an ordinary one.
 */
async function createAccount(ctx: AppContext, source: ExternalSource, email: string, profile: ExternalProfile): Promise<User> {
  const standIn = isSiteAdminsProvider(source) ? null : await verifiedStandIn(ctx, email);
  const user = standIn ?? buildMemberAccount(ctx, email, profile);
  user.service = source;
  // The same person's second round trip at the same moment: the unique index decides.
  await refusingDuplicates(() => ctx.em.flush(), () => new AppError('email-already-registered'));
  return user;
}

function buildMemberAccount(ctx: AppContext, email: string, profile: ExternalProfile): User {
  if (!isEmailDomainAllowed(email, settingsWithDefaults(ctx.site.settings))) throw new AppError('email-domain-not-allowed');
  // Active from the start: the provider has verified the address.
  return buildUser(ctx.em, ctx.org, { email, firstName: profile.firstName, lastName: profile.lastName, passwordHash: null, status: 'active', extraFields: profile.extraFields ?? {} });
}

/**
 * What the site's own provider may sign in to: its word on an address proves no more than the
 * site's admins could grant anyway (they configure it, and can make it claim any address). So it
 * signs in the accounts it created or that their owner linked to it while signed in
 * (`service`), creates ordinary members, and never reaches a super admin or a stand-in, nor an
 * account its owner has not linked (docs/architecture.md §4).
 */
async function assertSiteProviderMaySignIn(ctx: AppContext, source: ExternalSource, email: string, existing: User | null): Promise<void> {
  if (existing && isBeyondSiteAdmins(existing)) return refuseExternal(ctx, source, email, existing, 'external-sign-in-not-allowed');
  if (existing && existing.service !== source) return refuseExternal(ctx, source, email, existing, 'external-account-not-linked');
  // An ordinary account here would also take the address from the super admin's stand-in on this site.
  if (!existing && (await isSuperAdminElsewhere(ctx, email))) return refuseExternal(ctx, source, email, null, 'external-sign-in-not-allowed');
}

/**
 * Whether the site's OpenID Connect provider gets a mailed link for an existing account rather
 * than a refusal: an account it did not create and nobody linked to it, of an ordinary person.
 * Super admins and their stand-ins are left out even so: one careless click would hand a
 * provider the site's admin controls an account with rights over every site (issue 30), and they
 * sign in with their password.
 */
function mayMailLink(source: ExternalSource, existing: User): boolean {
  return source === 'oidc' && existing.service !== source && !isBeyondSiteAdmins(existing);
}

/**
 * Signs in the person a provider vouched for (spec 3 §1 external sign-in): the site's account
 * with the provider's verified address, else a new one (a stand-in where the address is a super
 * admin's of another site, docs/architecture.md §4); `service` records the provider that
 * created the account, or the first one an older account was linked with (the site's own
 * provider: the one its owner linked). No verified address, no account: an unverified one could
 * be anybody's. The site's own provider reaches less (assertSiteProviderMaySignIn); its OpenID
 * Connect provider mails the owner of an existing, unlinked account a link instead
 * (mailExternalLink), which `redirect` follows once opened. Every sign-in is in the audit log.
 * The provider's tokens are not kept.
 */
export async function signInExternally(ctx: AppContext, source: ExternalSource, profile: ExternalProfile, redirect: string | null = null): Promise<ExternalSignInOutcome> {
  if (!profile.email || !profile.emailVerified) throw new AppError('external-email-not-verified');
  const existing = await findUserByEmail(ctx.em, profile.email, { withPassword: true });
  if (existing?.status === 'blocked') throw new AppError('user-blocked');
  if (existing && mayMailLink(source, existing)) {
    await mailExternalLink(ctx, source, existing, redirect);
    return { linkMailed: true };
  }
  if (isSiteAdminsProvider(source)) await assertSiteProviderMaySignIn(ctx, source, profile.email, existing);
  const user = existing ?? (await createAccount(ctx, source, profile.email, profile));
  await completeSignIn(ctx, source, user, !existing);
  return { signedIn: user };
}

async function completeSignIn(ctx: AppContext, source: ExternalSource, user: User, created: boolean): Promise<void> {
  if (user.status === 'inactive') await claimUnverifiedAccount(ctx, user);
  user.service ??= source;
  user.lastLoginAt = new Date();
  recordAuditBy(ctx, { id: user.id, name: auditNameOf(user) }, 'external-sign-in', auditTargetOf(user), { source, created });
  await ctx.em.flush();
  await ctx.transport.deliver(await createSession(ctx.em, user, ctx.transport.kind, ctx.request));
}

/**
 * Opens a link mailed by signInExternally: links the provider to the account and signs it in,
 * whoever was signed in before. Answers where the sign-in was headed.
 */
export async function signInByMailedLink(ctx: AppContext, source: ExternalSource, token: string): Promise<string | null> {
  // The link is spent by the statement that finds it; the link and the sign-in are written together.
  const { user, redirect } = await openExternalLink(ctx, source, token);
  await completeSignIn(ctx, source, user, false);
  return redirect;
}
