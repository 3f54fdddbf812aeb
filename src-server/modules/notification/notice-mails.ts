import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import type { NoticeKind } from '#shared/schemas/notification-preferences.ts';
import type { NotificationData } from '#server/entities/notification.entity.ts';
import type { MailTemplateName } from '#server/modules/mail/mail-templates.ts';
import { queueMails, type MailContext, type OutgoingMail } from '#server/modules/mail/mail.service.ts';
import { siteAddress } from '#server/modules/organisation/site-address.ts';
import { channelsFor } from './notification-preferences.service';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe-token';

/** A notice mail needs the signing secret too: every one carries its recipient's unsubscribe link. */
export type NoticeContext = MailContext & { deps: MailContext['deps'] & { jwtKey: Uint8Array } };

/** Keeps an event for these people's next digest (issue 34 item 4), in the caller's transaction. */
export async function keepForDigest(em: EntityManager, organisationId: string, userIds: readonly string[], kind: NoticeKind, event: string, data: NotificationData): Promise<void> {
  if (userIds.length === 0) return;
  // One statement for every recipient: array[?] takes one binding per id.
  await em
    .getConnection()
    .execute(
      `insert into digest_item (id, created_at, organisation_id, user_id, kind, event, data)
       select item.id, now(), ?, item.user_id, ?, ?, ?::jsonb from unnest(array[?]::uuid[], array[?]::uuid[]) as item (id, user_id)`,
      [organisationId, kind, event, JSON.stringify(data), userIds.map(() => uuidv7()), [...userIds]],
      'run',
      em.getTransactionContext(),
    );
}

export interface NoticeRecipient {
  userId: string;
  email: string;
}

/**
 * The one place notice mails are made (issue 34 item 5): each recipient gets the mail only if
 * they hear of this kind by mail at once, with their own one-click unsubscribe link. Those who
 * chose the digest get the event in it instead, when the caller names it (`forDigest`) because
 * no feed entry carries it (notify keeps the feed's events for the digest itself). Returns how
 * many were mailed.
 */
export async function queueNoticeMails<T extends MailTemplateName>(
  ctx: NoticeContext,
  kind: NoticeKind,
  recipients: readonly (NoticeRecipient & Omit<OutgoingMail<T>, 'to' | 'unsubscribeUrl'>)[],
  template: T,
  options: { mailHeader?: string; forDigest?: { event: string; data: NotificationData } } = {},
): Promise<number> {
  const channels = await channelsFor(ctx.em, ctx.site.id, recipients.map((recipient) => recipient.userId), kind);
  const base = siteAddress(ctx.site, ctx.deps.publicUrl);
  const mailed = recipients.filter((recipient) => channels.get(recipient.userId) === 'mail');
  if (options.forDigest) {
    const digested = recipients.filter((recipient) => channels.get(recipient.userId) === 'digest').map((recipient) => recipient.userId);
    await keepForDigest(ctx.em, ctx.site.id, digested, kind, options.forDigest.event, options.forDigest.data);
  }
  if (mailed.length === 0) return 0;
  await queueMails(
    ctx,
    template,
    mailed.map(({ userId, email, params, path }) => ({ to: email, params, path, unsubscribeUrl: unsubscribeUrl(base, unsubscribeToken(ctx.deps.jwtKey, ctx.site.id, userId, kind)) })),
    options.mailHeader === undefined ? {} : { mailHeader: options.mailHeader },
  );
  return mailed.length;
}
