import type { AuthedContext } from '#server/trpc/context.ts';
import { issuePasswordLink } from '#server/modules/auth/password-reset.service.ts';
import { queueMails } from '#server/modules/mail/mail.service.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import { siteRecordOf } from '#server/modules/organisation/site-cache.ts';

/** A new site's admin may not open the mail at once: the link lasts a week (the mail says so), not the reset link's hour. */
const FIRST_ADMIN_LINK_VALID_SECONDS = 7 * 24 * 60 * 60;

/**
 * The new site's first admin: an unverified account with admin rights and no password, mailed a
 * link on the new site's own address that sets the password once (the password-reset page) and
 * so verifies the address. The mail is in the site's language.
 */
export async function inviteFirstAdmin(ctx: AuthedContext, org: Organisation, admin: { email: string; firstName: string; lastName: string }): Promise<void> {
  const user = buildUser(ctx.em, org, { ...admin, passwordHash: null, status: 'inactive', isOrgAdmin: true });
  const token = await issuePasswordLink(ctx.em, user, FIRST_ADMIN_LINK_VALID_SECONDS);
  const inviterName = `${ctx.viewer.firstName} ${ctx.viewer.lastName}`.trim();
  // queueMails flushes the account and its link with the outbox row.
  await queueMails({ em: ctx.em, site: siteRecordOf(org), deps: ctx.deps }, 'site-admin-invitation', [
    { to: user.email, params: { firstName: user.firstName, inviterName, siteName: org.name }, path: `/resetpassword/${token}` },
  ]);
}
