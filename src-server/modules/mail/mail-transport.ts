import nodemailer from 'nodemailer';

/** What delivery needs of a mail server; tests and the no-SMTP mode plug in here. */
export interface MailTransport {
  /** `messageId` is the outbox row's own (outboxMessageId): a resend is recognisably the same message. */
  send(message: { from: string; to: string; subject: string; text: string; html: string; messageId: string; headers?: Record<string, string> | undefined }): Promise<void>;
}

/**
 * The Message-ID of an outbox row, the same on every try: a worker killed after the server took
 * the message but before the row was marked sent sends it again on the next try, and mail
 * programs (and our tests) then see one message twice rather than two messages.
 */
export function outboxMessageId(mailId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${mailId}@${domain}>`;
}

export interface Mailer {
  from: string;
  /** Null without SMTP_URL: messages stay in the outbox table as `kept`. */
  transport: MailTransport | null;
}

export function createMailer(config: { SMTP_URL?: string | undefined; MAIL_FROM: string }): Mailer {
  if (!config.SMTP_URL) return { from: config.MAIL_FROM, transport: null };
  const smtp = nodemailer.createTransport(config.SMTP_URL);
  return {
    from: config.MAIL_FROM,
    transport: {
      async send(message) {
        await smtp.sendMail(message);
      },
    },
  };
}
