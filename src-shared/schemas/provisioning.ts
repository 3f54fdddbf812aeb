import { z } from 'zod';
import { emailSchema, personNameSchema } from './common';

/**
 * What a SCIM User resource sets on an account (issue 35), after scimmy has held it to the SCIM
 * User schema: userName is the e-mail, name.givenName and name.familyName the names, `active`
 * the opposite of blocked. Keyed by our field names; the service names SCIM's in its refusals.
 */
export const scimUserFields = z.object({
  email: emailSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  active: z.boolean({ message: 'invalid-input' }),
});
export type ScimUserFields = z.infer<typeof scimUserFields>;

/** A page of /Users at most (RFC 7644 §3.4.2.4: a server may answer fewer than asked). */
export const SCIM_PAGE_MAX = 200;

/** /Users' query: RFC 7644 §3.4.2.4 reads a startIndex below 1 as 1 and a negative count as 0. */
export const scimListQuery = z.object({
  filter: z.string().max(1000, 'VALUE_TOO_LONG').optional(),
  startIndex: z.coerce.number({ message: 'invalid-input' }).int('invalid-input').transform((value) => Math.max(value, 1)).default(1),
  count: z.coerce.number({ message: 'invalid-input' }).int('invalid-input').transform((value) => Math.min(Math.max(value, 0), SCIM_PAGE_MAX)).default(SCIM_PAGE_MAX),
});
export type ScimListQuery = z.infer<typeof scimListQuery>;
