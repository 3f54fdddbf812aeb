import { z } from 'zod';

/** The longest a retention period may be: ten years, past any law's demand. */
export const RETENTION_MAX_DAYS = 3650;

/** Days, or null for "kept" (the default: nothing is removed until an admin says so). */
const days = z.number({ message: 'RETENTION_DAYS' }).int('RETENTION_DAYS').min(1, 'RETENTION_DAYS').max(RETENTION_MAX_DAYS, 'RETENTION_DAYS').nullable();

/**
 * How long a site keeps what it no longer needs (issue 36): the daily retention job removes it.
 * - privateIdeaFieldsDays: answers to a campaign's non-public idea fields, counted from the campaign's end;
 * - unverifiedAccountsDays: accounts whose owner never verified the address, counted from sign-up;
 * - auditLogDays: audit-log entries, counted from the action (with them go the names and addresses they name);
 * - mailOutboxDays: sent and failed mails in the outbox, counted from their writing.
 */
export const retentionInput = z.object({
  privateIdeaFieldsDays: days,
  unverifiedAccountsDays: days,
  auditLogDays: days,
  mailOutboxDays: days,
});
export type RetentionInput = z.infer<typeof retentionInput>;

/** As stored in the site's settings: every period off unless set. */
export const retentionSettingsSchema = z.object({
  privateIdeaFieldsDays: days.default(null),
  unverifiedAccountsDays: days.default(null),
  auditLogDays: days.default(null),
  mailOutboxDays: days.default(null),
});
export const RETENTION_KEYS = Object.keys(retentionInput.shape) as (keyof RetentionInput)[];
