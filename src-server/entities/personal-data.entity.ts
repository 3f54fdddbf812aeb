import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { OrganisationSchema } from './organisation.entity';
import { UserSchema } from './user.entity';

export const PERSONAL_DATA_EXPORT_STATUSES = ['queued', 'ready', 'failed'] as const;
export type PersonalDataExportStatus = (typeof PERSONAL_DATA_EXPORT_STATUSES)[number];

/**
 * One copy of a person's data (issue 36): asked for by the person, or by an admin on their
 * behalf; a job writes the zip to storage and marks it ready until `expiresAt`. Only the one who
 * asked may download it, so `requestedBy` is who it is for and `subject` whose data it holds.
 */
export const PersonalDataExportSchema = defineEntity({
  name: 'PersonalDataExport',
  tableName: 'personal_data_export',
  filters: tenantFilter(),
  indexes: [{ properties: ['requestedBy', 'createdAt'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    subject: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    requestedBy: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    status: p.enum([...PERSONAL_DATA_EXPORT_STATUSES]).default('queued'),
    storageKey: p.string().length(300).nullable(),
    byteSize: p.bigint('number').nullable(),
    readyAt: p.datetime().nullable(),
    expiresAt: p.datetime().nullable(),
  },
});
export type PersonalDataExport = InferEntity<typeof PersonalDataExportSchema>;

/** What the daily retention job removed on one site in one run (issue 36): the site's record that its periods are kept. */
export interface RetentionRemoved {
  /** Ideas whose answers to private fields were removed. */
  privateIdeaAnswers: number;
  unverifiedAccounts: number;
  auditEntries: number;
  mails: number;
}

export const RetentionRunSchema = defineEntity({
  name: 'RetentionRun',
  tableName: 'retention_run',
  filters: tenantFilter(),
  indexes: [{ properties: ['organisation', 'createdAt'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    removed: p.json<RetentionRemoved>(),
  },
});
export type RetentionRun = InferEntity<typeof RetentionRunSchema>;
