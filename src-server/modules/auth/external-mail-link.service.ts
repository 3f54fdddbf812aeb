import type { EntityManager } from '@mikro-orm/postgresql';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { EXTERNAL_LINK_MAIL_VALID_SECONDS } from '#shared/constants.ts';
import type { ExternalSource } from '#shared/external-sign-in.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { AppError } from '#server/errors/app-error.ts';
import { ExternalLinkTokenSchema } from '#server/entities/external-link-token.entity.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { consumeRateLimit } from '#server/security/rate-limit.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { recordAuditBy } from '#server/modules/audit/audit.service.ts';
import { queueMails } from '#server/modules/mail/mail.service.ts';
import { auditNameOf, auditTargetOf, isBeyondSiteAdmins } from './external-source-trust';

/** Where the mailed link is opened: /auth/{source}/mail-link?token=… (external-sign-in.http.ts). */
export const MAIL_LINK_SEGMENT = 'mail-link';

/** The provider as the site's sign-in button names it, for the mail. */
export const FALLBACK_PROVIDER_NAME = 'OpenID Connect';

function tokenHash(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/**
 * The site's OpenID Connect provider vouched (`email_verified`) for the address of an account it
 * neither created nor was linked to. Its word alone reaches no further than the site's admins
 * could grant (they name the issuer, and it can claim any address), so instead of signing in,
 * the account's own address gets a link, valid for half an hour and once: opening it is the
 * address's owner saying the provider is theirs. Until then nothing changes on the account. A
 * new sign-in replaces an earlier link; three mails an hour per account at most, so a provider
 * claiming an address cannot flood its inbox. The audit log records the mail as a refused
 * sign-in, naming the claimed address.
 */
export async function mailExternalLink(ctx: AppContext, source: ExternalSource, user: User, redirect: string | null): Promise<void> {
  if (isBeyondSiteAdmins(user)) throw new AppError('external-sign-in-not-allowed');
  await consumeRateLimit(ctx.em, 'externalLinkMailPerUser', user.id);
  const oidc = settingsWithDefaults(ctx.site.settings).externalLoginSources.oidc;
  // 160 random bits, the session tokens' strength, in a form that survives any mail client.
  const token = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
  const now = new Date();
  await ctx.em.nativeDelete(ExternalLinkTokenSchema, { user: user.id });
  ctx.em.create(ExternalLinkTokenSchema, {
    tokenHash: tokenHash(token),
    user,
    organisation: ctx.site.id,
    source,
    issuer: oidc.issuer,
    redirect,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EXTERNAL_LINK_MAIL_VALID_SECONDS * 1000),
  });
  recordAuditBy(ctx, { id: null, name: user.email }, 'external-sign-in-refused', auditTargetOf(user), { source, refusal: 'external-link-mailed' });
  const params = { firstName: user.firstName, providerName: oidc.provider || FALLBACK_PROVIDER_NAME, siteName: ctx.site.name };
  // queueMails flushes the link's row with the outbox row.
  await queueMails(ctx, 'external-link-confirm', [{ to: user.email, params, path: `/auth/${source}/${MAIL_LINK_SEGMENT}?${new URLSearchParams({ token }).toString()}` }]);
}

/**
 * Opens a mailed link, signed in or not: spends it in the statement that finds it (two openings
 * cannot both link), on its own site, for the provider the site still names, and links that
 * provider to the account (`service`), with an audit entry. Answers the account to sign in and
 * where the sign-in was headed. Whatever is wrong with the link is `external-link-invalid`.
 */
export async function openExternalLink(ctx: AppContext, source: ExternalSource, token: string): Promise<{ user: User; redirect: string | null }> {
  const spent = await ctx.em
    .getConnection()
    .execute<{ user_id: string; issuer: string; redirect: string | null }[]>(
      'delete from external_link_token where token_hash = ? and organisation_id = ? and source = ? and expires_at > now() returning user_id, issuer, redirect',
      [tokenHash(token), ctx.site.id, source],
    );
  const row = spent[0];
  const settings = settingsWithDefaults(ctx.site.settings);
  if (!row || row.issuer !== settings.externalLoginSources.oidc.issuer) throw new AppError('external-link-invalid');
  const user = await ctx.em.findOne(UserSchema, { id: row.user_id, organisation: ctx.site.id }, { filters: false });
  if (!user || isBeyondSiteAdmins(user)) throw new AppError('external-link-invalid');
  if (user.status === 'blocked') throw new AppError('user-blocked');
  recordAuditBy(ctx, { id: user.id, name: auditNameOf(user) }, 'external-account-linked', auditTargetOf(user), { source, previous: user.service, by: 'mail' });
  user.service = source;
  return { user, redirect: row.redirect };
}

/** Drops links past their half hour; called where expired sessions are pruned. */
export function pruneExpiredExternalLinks(em: EntityManager): Promise<number> {
  return em.nativeDelete(ExternalLinkTokenSchema, { expiresAt: { $lt: new Date() } });
}
