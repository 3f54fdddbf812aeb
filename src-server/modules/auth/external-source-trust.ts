import { SUPER_ADMIN_ROLE } from '#shared/constants.ts';
import type { ExternalSource } from '#shared/external-sign-in.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { recordAuditBy, type AuditTarget } from '#server/modules/audit/audit.service.ts';
import type { User } from '#server/entities/user.entity.ts';

/**
 * Whether a source says what a site admin makes it say: the site's own OAuth2 provider is set
 * in the site's settings, endpoints and all, and its OpenID Connect provider by an issuer the
 * admin names, so an admin of the site can make either vouch for any address. Google and
 * Facebook are this server's registrations (the platform operator's environment), and only their
 * account holders' confirmed addresses come from them.
 */
export function isSiteAdminsProvider(source: ExternalSource): boolean {
  return source === 'oauth2' || source === 'oidc';
}

/** Super admins and their stand-ins hold rights no site admin grants: a site's own provider never reaches them. */
export function isBeyondSiteAdmins(user: User): boolean {
  return user.roles.includes(SUPER_ADMIN_ROLE) || Boolean(user.homeAccount);
}

/** A person as the audit log names them, as actor or target. */
export function auditNameOf(user: User): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

export function auditTargetOf(user: User): AuditTarget {
  return { id: user.id, name: auditNameOf(user) };
}

/**
 * Refuses what a provider's answer asked for, with an audit entry in the site's log kept even so:
 * a provider claiming an address it may not is what the site's admins (and super admins) need to
 * see. Nobody is signed in, so the entry names the claimed address as its actor.
 */
export async function refuseExternal(
  ctx: AppContext,
  source: ExternalSource,
  claimedEmail: string,
  account: User | null,
  code: 'external-sign-in-not-allowed' | 'external-account-not-linked' | 'external-link-other-address',
): Promise<never> {
  recordAuditBy(ctx, { id: null, name: claimedEmail }, 'external-sign-in-refused', account ? auditTargetOf(account) : {}, { source, refusal: code });
  await ctx.em.flush();
  throw new AppError(code);
}
