import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants';
import { isSafeRedirectPath, REDIRECT_PATH_MAX_LENGTH } from '../redirect-path';

/** The spec's "basic x@y.z pattern" for e-mail addresses. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed, non-empty, address-shaped e-mail (PLEASE_ENTER_AN_EMAIL / PLEASE_ENTER_A_VALID_MAIL). */
export const emailSchema = z
  .string()
  .trim()
  // abort: an empty address gets only the "enter an e-mail" message, not the pattern one too.
  .min(1, { message: 'PLEASE_ENTER_AN_EMAIL', abort: true })
  .max(EMAIL_MAX_LENGTH, 'PLEASE_ENTER_A_VALID_MAIL')
  .regex(EMAIL_PATTERN, 'PLEASE_ENTER_A_VALID_MAIL');

export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'ERROR_REQUIRED')
  .max(NAME_MAX_LENGTH, 'VALUE_TOO_LONG');

/**
 * A same-site path to go to after signing in. Only absolute paths on this site pass, so a
 * crafted link cannot send a user elsewhere (open redirect): "//host", "/\\host" and
 * schemes are refused.
 */
export const redirectPathSchema = z
  .string()
  .max(REDIRECT_PATH_MAX_LENGTH, 'INVALID_REDIRECT')
  .refine((value) => isSafeRedirectPath(value), 'INVALID_REDIRECT');

/** One extra field's text; the field engine sets no limit, so this only bounds a request. */
export const EXTRA_FIELD_MAX_LENGTH = 5_000;

/** An extra field's value: text, a chosen option, or several options or file guids (field-engine.ts). */
export const extraFieldValueSchema = z.union([z.string().max(EXTRA_FIELD_MAX_LENGTH, 'VALUE_TOO_LONG'), z.array(z.string().max(EXTRA_FIELD_MAX_LENGTH, 'VALUE_TOO_LONG')).max(50)]);

/** Extra field values by field id, as a form sends them; the field engine checks them against the definitions. */
export const extraFieldValuesSchema = z.record(z.string().max(200), extraFieldValueSchema);

/** The most items any repeating group holds in a request (a group's own maximum is the field engine's check). */
const GROUP_ITEMS_MAX = 20;

/**
 * A person's registration values: an extra field's value, or a repeating group's items, each its
 * own fields' values by field id (field-groups.ts). Idea values stay flat (extraFieldValuesSchema).
 */
export const registrationValuesSchema = z.record(
  z.string().max(200),
  z.union([extraFieldValueSchema, z.array(z.record(z.string().max(200), extraFieldValueSchema)).max(GROUP_ITEMS_MAX, 'invalid-input')]),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checked before lookups by guid: a malformed one names no record, and PostgreSQL would refuse it as a uuid. */
export function isGuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * Every input that names a record by guid: a malformed one is the caller's mistake (invalid-input),
 * refused here so it never reaches a query where PostgreSQL would fail on it.
 */
export const guidSchema = z
  .string()
  .trim()
  .min(1, { message: 'ERROR_REQUIRED', abort: true })
  .refine((value) => isGuid(value), 'invalid-input');

/**
 * A date from a form or a query string. Bounded to years PostgreSQL and every client can show: an
 * input like "99999-01-01" parses in JavaScript but not as a timestamp.
 */
export function dateSchema(message = 'invalid-input') {
  return z.coerce
    .date({ message })
    .min(new Date('1900-01-01T00:00:00Z'), 'invalid-input')
    .max(new Date('9999-12-31T23:59:59Z'), 'invalid-input');
}

/** Addresses one record by its public identifier. */
export const guidInput = z.object({ guid: guidSchema });
