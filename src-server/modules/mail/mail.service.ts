import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { SUPPORTED_LANGUAGES, type Language } from '#shared/constants.ts';
import type { JobQueue } from '#server/jobs/job-queue.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import { siteAddress } from '#server/modules/organisation/site-address.ts';
import type { SiteRecord } from '#server/modules/organisation/site-cache.ts';
import { MailMessageSchema } from '#server/entities/mail.entity.ts';
import { renderMail, SECRET_LINK_TEMPLATES, type MailTemplateName, type MailTemplates } from './mail-templates';
import { outboxMessageId, type Mailer } from './mail-transport';

/** What sending needs of a request: its database, site, queue and the platform's address. */
export interface MailContext {
  em: EntityManager;
  site: SiteRecord;
  deps: { jobs: JobQueue; publicUrl: string };
}

export interface OutgoingMail<T extends MailTemplateName> {
  to: string;
  params: Omit<MailTemplates[T], 'link'>;
  /** A path on this site; it becomes an absolute link. */
  path: string;
  /** Notices and digests: the recipient's one-click unsubscribe address (RFC 8058), in the footer and the headers. */
  unsubscribeUrl?: string;
}

export function languageOf(org: Pick<Organisation, 'language'>): Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(org.language) ? (org.language as Language) : 'en';
}

/**
 * Writes the messages to the outbox (with whatever else the caller has pending), then queues
 * their delivery: a job only ever names a row that is already committed.
 */
export async function queueMails<T extends MailTemplateName>(
  ctx: MailContext,
  template: T,
  mails: OutgoingMail<T>[],
  options: { mailHeader?: string } = {},
): Promise<void> {
  const base = siteAddress(ctx.site, ctx.deps.publicUrl);
  const rows = mails.map((mail) => {
    const params = { ...mail.params, link: `${base}${mail.path}` } as MailTemplates[T];
    const rendered = renderMail(template, languageOf(ctx.site), params, { siteName: ctx.site.name, mailHeader: options.mailHeader, unsubscribeUrl: mail.unsubscribeUrl });
    return ctx.em.create(MailMessageSchema, { organisation: ctx.site.id, template, to: mail.to, ...rendered, unsubscribeUrl: mail.unsubscribeUrl ?? null });
  });
  await ctx.em.flush();
  for (const row of rows) await ctx.deps.jobs.send('send-mail', { mailId: row.id });
}

const MAX_ATTEMPTS = 3;

/** A queued mail this old with no job waiting or running for it has lost its job. */
const STRANDED_AFTER_MINUTES = 10;

/**
 * The outbox sweep: a process that died between committing a mail's row and queueing its job (or
 * a job pg-boss gave up on) leaves the row queued with nothing to send it. Such rows get a new
 * job; delivery is keyed by the row, so a mail is still sent once (with one Message-ID).
 */
export async function requeueStrandedMails(em: EntityManager, jobs: JobQueue): Promise<number> {
  const stranded = await em.getConnection().execute<{ id: string }[]>(
    `select m.id from mail_message m
      where m.status = 'queued' and m.created_at < now() - make_interval(mins => ?)
        and not exists (select 1 from pgboss.job j where j.name = 'send-mail' and j.data->>'mailId' = m.id::text and j.state in ('created', 'retry', 'active'))
      order by m.created_at
      limit 500`,
    [STRANDED_AFTER_MINUTES],
  );
  for (const { id } of stranded) await jobs.send('send-mail', { mailId: id });
  return stranded.length;
}

/** The send-mail job: delivers one outbox row, or keeps it (and logs it) when there is no SMTP server. */
export async function deliverMail(em: EntityManager, mailer: Mailer, logger: Logger, mailId: string): Promise<void> {
  const mail = await em.findOne(MailMessageSchema, { id: mailId });
  // Mails queued inside a transaction can reach a worker before it commits: failing lets the
  // queue retry once the row is there (a rolled-back row just uses up the retries).
  if (!mail) throw new Error(`mail ${mailId} is not in the outbox (yet)`);
  if (mail.status === 'sent' || mail.status === 'kept') return;
  if (!mailer.transport) {
    mail.status = 'kept';
    await em.flush();
    // The text carries the link, which for some mails is as good as a password.
    const text = SECRET_LINK_TEMPLATES.has(mail.template as MailTemplateName) ? '(not logged: its link grants access; read it from the mail_message table)' : mail.text;
    logger.info({ mailId, to: mail.to, subject: mail.subject, text }, 'mail kept in the outbox (no SMTP_URL)');
    return;
  }
  // Counted before the try: a worker that dies while sending leaves the attempt on record.
  mail.attempts += 1;
  await em.flush();
  try {
    // RFC 8058: a mail program may offer its own unsubscribe button, which POSTs to the address.
    const headers = mail.unsubscribeUrl ? { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined;
    await mailer.transport.send({ from: mailer.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: outboxMessageId(mail.id, mailer.from), headers });
    mail.status = 'sent';
    mail.sentAt = new Date();
    mail.lastError = null;
    await em.flush();
  } catch (error) {
    mail.lastError = error instanceof Error ? error.message : String(error);
    mail.status = mail.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued';
    await em.flush();
    logger.warn({ mailId, attempts: mail.attempts, err: error }, 'mail delivery failed');
    // Thrown so the queue tries again later, until the last attempt.
    if (mail.status === 'queued') throw error;
  }
}
