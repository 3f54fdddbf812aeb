import { z } from 'zod';
import { USER_STATUSES } from '../constants';
import { personNameSchema, registrationValuesSchema } from './common';
import { ideaExportFormats } from './idea-admin';
import { PROFILE_DESCRIPTION_MAX_LENGTH } from './profile';
import { EXTRA_FIELD_FILTERS_MAX, USER_LABELS_MAX, USERS_SEARCH_MAX_LENGTH } from '../user-filters';

/** The coach picker's suggestions at most. */
export const USER_SEARCH_LIMIT = 10;
export const LABEL_NAME_MAX_LENGTH = 100;

export const userStatusSchema = z.enum(USER_STATUSES, { message: 'invalid-input' });

/** An extra-field filter: the user's value of the field equals it, or lists it among several. */
export const extraFieldFilterSchema = z.object({
  field: z.string().trim().min(1, 'invalid-input').max(200, 'invalid-input'),
  value: z.string().trim().min(1, 'invalid-input').max(500, 'VALUE_TOO_LONG'),
});

/**
 * The users list's filters (spec 3 §2, §5, §7 GET /api/users), shared by the list and its export.
 * The status is the tab: active unless chosen; blocked only for super admins, for anyone else the
 * server reads it as active (spec 3 §5 "Admin user search").
 */
export const userFilters = z.object({
  status: userStatusSchema.default('active'),
  /** Free text over first name, last name and e-mail. */
  search: z.string().trim().max(USERS_SEARCH_MAX_LENGTH, 'VALUE_TOO_LONG').optional(),
  /** Label guids: a user matches when they carry any of them. */
  labels: z.array(z.string().trim().max(64, 'invalid-input')).max(USER_LABELS_MAX, 'invalid-input').optional(),
  /** Every filter must hold. */
  extraFields: z.array(extraFieldFilterSchema).max(EXTRA_FIELD_FILTERS_MAX, 'invalid-input').optional(),
});
export type UserFilters = z.infer<typeof userFilters>;

export const userListInput = userFilters.extend({ page: z.number().int().min(1).max(100_000).default(1) });
export type UserListInput = z.input<typeof userListInput>;

export const userExportFormats = ideaExportFormats;
export const userExportInput = userFilters.extend({ format: z.enum(userExportFormats, { message: 'invalid-input' }).default('csv') });
export type UserExportInput = z.infer<typeof userExportInput>;

/** A label's name: trimmed, required, unique on the site (checked by the server). */
export const labelNameSchema = z.string().trim().min(1, 'ERROR_REQUIRED').max(LABEL_NAME_MAX_LENGTH, 'VALUE_TOO_LONG');

/**
 * An admin's edit of a user (spec 3 §7 PUT /api/users/{guid}, /organisation/admin/users/edit/{guid}).
 * What is left out stays as it is. `active: true` is the verified toggle: it makes an unverified
 * account active, and cannot make an active one anything else. Labels are the site's label names.
 */
export const userUpdateInput = z.object({
  guid: z.string().trim().min(1, 'ERROR_REQUIRED').max(64, 'invalid-input'),
  firstName: personNameSchema.optional(),
  lastName: personNameSchema.optional(),
  description: z.string().trim().max(PROFILE_DESCRIPTION_MAX_LENGTH, 'VALUE_TOO_LONG').optional(),
  orgRole: z.string().trim().min(1, 'ERROR_REQUIRED').max(100, 'invalid-input').optional(),
  labels: z.array(labelNameSchema).max(USER_LABELS_MAX, 'invalid-input').optional(),
  /** The site's registration fields (spec 3 §3), judged by the field engine on the server. */
  extraFields: registrationValuesSchema.optional(),
  active: z.literal(true).optional(),
});
export type UserUpdateInput = z.infer<typeof userUpdateInput>;

/** Block or unblock (spec 3 §4; POST /admin/user/{guid}/updatestatus). Unblocking makes the account active. */
export const userStatusInput = z.object({
  guid: z.string().trim().min(1, 'ERROR_REQUIRED').max(64, 'invalid-input'),
  status: z.enum(['blocked', 'active'], { message: 'invalid-input' }),
});

/** An admin's answer to a removal request (spec 3 §4 pendingDelete). */
export const removalDecisionInput = z.object({
  guid: z.string().trim().min(1, 'ERROR_REQUIRED').max(64, 'invalid-input'),
  accept: z.boolean(),
});

/** The coach picker's search over the organisation's users. */
export const userSearchInput = z.object({ query: z.string().trim().max(USERS_SEARCH_MAX_LENGTH, 'VALUE_TOO_LONG').default('') });
