import nodemailer from 'nodemailer';

/** What delivery needs of a mail server; tests and the no-SMTP mode plug in here. */
export interface MailTransport {
  send(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<void>;
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
