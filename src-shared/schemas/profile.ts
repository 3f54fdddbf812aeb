import { z } from 'zod';
import { USER_INTEREST_MAX } from '../constants';
import { isCountryCode } from '../countries';
import { tagNameSchema } from './campaign-insights';
import { registrationValuesSchema, guidSchema, personNameSchema } from './common';

export const PROFILE_DESCRIPTION_MAX_LENGTH = 2000;

/** The e-mails a person may turn off (spec 3 §3 options.emails). */
export const emailOptionsSchema = z.object({
  feedback: z.boolean(),
  winner: z.boolean(),
  comment: z.boolean(),
  tags: z.boolean(),
});
export type EmailOptionsInput = z.infer<typeof emailOptionsSchema>;

/**
 * Editing one's own profile (spec 3 §5 Profile edit, §7 POST /profile/edit). What is left out
 * stays as it is, so a legacy client may send only what it changes; the browser's form sends
 * everything. The e-mail is not here: it cannot be changed.
 */
export const profileUpdateInput = z.object({
  firstName: personNameSchema.optional(),
  lastName: personNameSchema.optional(),
  description: z.string().trim().max(PROFILE_DESCRIPTION_MAX_LENGTH, 'VALUE_TOO_LONG').optional(),
  /** A country from the list, or null for none; the server writes its name (public_format) itself. */
  location: z
    .object({ country_code: z.string().trim().toUpperCase() })
    .nullable()
    .optional()
    .refine((location) => !location || isCountryCode(location.country_code), 'INVALID_COUNTRY'),
  /** The whole list of interests, by name; new names become the site's tags. */
  interests: z.array(tagNameSchema).max(USER_INTEREST_MAX, 'TOO_MANY_TAGS').optional(),
  options: z.object({ emails: emailOptionsSchema }).optional(),
  /** The answers to the site's registration fields, all of them: the field engine checks them on the server. */
  extraFields: registrationValuesSchema.optional(),
  /** The guid of an image the user uploaded for their profile (context profileImage), or null to remove the picture. */
  profileImage: guidSchema.nullable().optional(),
  /**
   * Taken only unchanged (spec 3 §7 "as applicable"): a legacy client may send back the whole
   * user it read, but the role and the labels are the admins' to change.
   */
  orgRole: z.string().max(100, 'invalid-input').optional(),
  labels: z.array(z.string().max(100, 'invalid-input')).max(100, 'invalid-input').optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;
