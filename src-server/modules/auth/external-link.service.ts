import type { ExternalSource } from '#shared/external-sign-in.ts';
import type { LinkableSource } from '#shared/schemas/auth.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { normalizeEmail } from '#server/modules/user/user.service.ts';
import type { ExternalProfile } from './external-profile';
import { sealLinkIntent } from './external-round-trip';
import { auditTargetOf, isBeyondSiteAdmins, refuseExternal } from './external-source-trust';
import { signInFlow } from './sign-in-flow';

/** Where a linked (or refused) account comes back to: the profile that started the link. */
const LINK_RETURN_PATH = '/profile';

/**
 * Starts linking one of the site's own providers (OAuth2 or OpenID Connect) to the signed-in
 * account (the only sources that need it: Google and Facebook sign in by their confirmed
 * address): the round trip's start address, carrying a sealed intent that only this CSRF-checked
 * call hands out. Super admins and their stand-ins sign in with their password only, so they
 * link nothing.
 */
export async function startExternalLink(ctx: AuthedContext, source: LinkableSource): Promise<{ path: string }> {
  // Refuses a source the site does not offer (login-source-disabled), before anything is sealed.
  signInFlow(source, settingsWithDefaults(ctx.site.settings), { apps: ctx.deps.externalSignIn, access: ctx.deps.adminConfiguredUrls });
  if (isBeyondSiteAdmins(ctx.viewer)) throw new AppError('external-sign-in-not-allowed');
  const link = await sealLinkIntent(ctx.deps.jwtKey, { userId: ctx.viewer.id, organisationId: ctx.site.id, source });
  return { path: `/auth/${source}?${new URLSearchParams({ redirect: LINK_RETURN_PATH, link }).toString()}` };
}

/**
 * Ends a link's round trip: the provider must vouch for the signed-in account's own address. From
 * then on the provider signs this account in (`service` names it), and the audit log says so.
 */
export async function linkExternally(ctx: AuthedContext, source: ExternalSource, profile: ExternalProfile): Promise<void> {
  if (!profile.email || !profile.emailVerified) throw new AppError('external-email-not-verified');
  const { viewer } = ctx;
  if (isBeyondSiteAdmins(viewer)) return refuseExternal(ctx, source, profile.email, viewer, 'external-sign-in-not-allowed');
  if (normalizeEmail(profile.email) !== viewer.emailNormalized) return refuseExternal(ctx, source, profile.email, viewer, 'external-link-other-address');
  recordAudit(ctx, 'external-account-linked', auditTargetOf(viewer), { source, previous: viewer.service });
  viewer.service = source;
  await ctx.em.flush();
}
