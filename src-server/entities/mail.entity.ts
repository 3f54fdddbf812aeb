import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '#server/db/base-entity.ts';
import { OrganisationSchema } from './organisation.entity';

export const mailStatuses = ['queued', 'sent', 'failed', 'kept'] as const;

/**
 * The outbox: every e-mail the platform sends is a row first, written in the same transaction as
 * the action that causes it, then delivered by a job. Without SMTP the row is `kept` (and logged),
 * so nothing is lost and a developer can read what would have been sent (ARCHITECTURE §6).
 */
export const MailMessageSchema = defineEntity({
  name: 'MailMessage',
  tableName: 'mail_message',
  indexes: [{ properties: ['status', 'createdAt'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).nullable().deleteRule('cascade'),
    template: p.string().length(60),
    to: p.string().length(254),
    subject: p.string().length(300),
    text: p.text(),
    html: p.text(),
    status: p.enum([...mailStatuses]).default('queued'),
    attempts: p.integer().default(0),
    sentAt: p.datetime().nullable(),
    lastError: p.text().nullable(),
    /** The one-click unsubscribe address (RFC 8058) a notice or digest mail carries, sent as List-Unsubscribe. */
    unsubscribeUrl: p.text().nullable(),
  },
});
export type MailMessage = InferEntity<typeof MailMessageSchema>;
