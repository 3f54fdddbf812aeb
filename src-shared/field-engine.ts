import type { ErrorCode, FieldErrors } from './errors';
import { EMAIL_PATTERN } from './schemas/common';

/**
 * The dynamic form-field engine (spec 3 §5): one set of rules for every form whose fields an
 * organisation or a coach defines — a campaign's idea fields, the site's registration fields.
 * Each source maps its own definitions to FormFields (idea-fields.ts, registration-fields.ts);
 * the client draws them and checks them with the same functions the server refuses with.
 * Conditions and selection limits belong here when they come.
 */

/** A field's value: text, a chosen option, or several options or file guids. */
export type FieldValue = string | string[];

/** How a field is filled in; each control implies the rule its value follows. */
export type FieldControl =
  | 'text'
  | 'textarea'
  | 'email'
  | 'personal-number'
  | 'dropdown'
  | 'checkboxes'
  | 'satisfaction'
  | 'image'
  | 'video'
  | 'documents';

export interface FormField {
  /** The key of the value (`extraFields.<fieldid>` in errors). */
  fieldid: string;
  label: string;
  description: string;
  required: boolean;
  control: FieldControl;
  /** The values a choice may take, in the order offered. */
  options: readonly string[];
}

/** Satisfaction-rating values (spec 3 §5). */
export const SATISFACTION_VALUES = ['sad', 'neutral', 'happy'] as const;

/** Spec 3 §5: at least 6 characters of digits, spaces or dashes; no real number is longer than this. */
export const PERSONAL_NUMBER_MIN_LENGTH = 6;
export const PERSONAL_NUMBER_MAX_LENGTH = 30;
const PERSONAL_NUMBER_PATTERN = /^[\d\s-]+$/;

/** Controls whose value is a list (several options, several files); the others hold one value. */
const LIST_CONTROLS: ReadonlySet<FieldControl> = new Set(['checkboxes', 'documents']);

export function holdsList(field: Pick<FormField, 'control'>): boolean {
  return LIST_CONTROLS.has(field.control);
}

function asList(value: FieldValue | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((entry) => entry.trim()).filter(Boolean);
}

function checkValues(field: FormField, values: string[]): ErrorCode | null {
  // Spec 3 §5: a required field with no value; for selects an empty list counts as empty.
  if (values.length === 0) return field.required ? 'ERROR_REQUIRED' : null;
  if (!holdsList(field) && values.length > 1) return 'invalid-input';
  const [first = ''] = values;
  switch (field.control) {
    case 'text':
    case 'textarea':
    case 'image':
    case 'video':
    case 'documents':
      // Whether file guids name real uploads is the server's check (it needs the database).
      return null;
    case 'email':
      return EMAIL_PATTERN.test(first) ? null : 'PLEASE_ENTER_A_VALID_MAIL';
    case 'personal-number':
      return first.length >= PERSONAL_NUMBER_MIN_LENGTH && first.length <= PERSONAL_NUMBER_MAX_LENGTH && PERSONAL_NUMBER_PATTERN.test(first)
        ? null
        : 'PLEASE_ENTER_A_VALID_PERSONAL_NUMBER';
    case 'dropdown':
    case 'satisfaction':
      // A dropdown is a select with a limit of 1 (spec 3 §5): one value, one of its options.
      return field.options.includes(first) ? null : 'invalid-input';
    case 'checkboxes':
      return values.every((value) => field.options.includes(value)) && new Set(values).size === values.length ? null : 'invalid-input';
  }
}

/** One field's error with this value, or null when the value is acceptable (empty included, when optional). */
export function fieldError(field: FormField, value: FieldValue | undefined): ErrorCode | null {
  return checkValues(field, asList(value));
}

/**
 * Checks a form's values against its fields: required ones filled, choices among the options,
 * and no value for a field the form does not have (refused, not dropped: a client sending one
 * is out of step with the definitions, and silently losing what a user typed helps nobody).
 * Answers the values to store — trimmed, empty ones left out, single-valued controls as a
 * string — and the errors keyed `<prefix>.<fieldid>`.
 */
export function checkFieldValues(
  fields: readonly FormField[],
  input: Readonly<Record<string, FieldValue>>,
  prefix = 'extraFields',
): { values: Record<string, FieldValue>; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  const values: Record<string, FieldValue> = {};
  const known = new Set(fields.map((field) => field.fieldid));
  for (const fieldid of Object.keys(input)) {
    if (!known.has(fieldid)) fieldErrors[`${prefix}.${fieldid}`] = ['invalid-input'];
  }
  for (const field of fields) {
    const list = asList(input[field.fieldid]);
    const error = checkValues(field, list);
    if (error) {
      fieldErrors[`${prefix}.${field.fieldid}`] = [error];
      continue;
    }
    if (list.length === 0) continue;
    values[field.fieldid] = holdsList(field) ? list : list[0]!;
  }
  return { values, fieldErrors };
}

/** Whether every field holds an acceptable value. */
export function fieldValuesValid(fields: readonly FormField[], values: Readonly<Record<string, FieldValue>>): boolean {
  return fields.every((field) => fieldError(field, values[field.fieldid]) === null);
}

/** A checkbox option ticked or unticked, keeping the order they were chosen in. */
export function toggleOption(values: readonly string[], option: string, checked: boolean): string[] {
  const without = values.filter((value) => value !== option);
  return checked ? [...without, option] : without;
}

/** A definition's comma-separated options, as the admin typed them. */
export function commaOptions(options: string): string[] {
  return options
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
}
