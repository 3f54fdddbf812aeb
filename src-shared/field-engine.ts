import type { ErrorCode, FieldErrors } from './errors';
import { conditionHolds, type FieldCondition } from './field-conditions';
import { isValidPersonalNumber } from './personal-number';
import { EMAIL_PATTERN } from './schemas/common';
import { uploadRules } from './upload-rules';

/**
 * The dynamic form-field engine (spec 3 §5): one set of rules for every form whose fields an
 * organisation or a coach defines — a campaign's idea fields, the site's registration fields.
 * Each source maps its own definitions to FormFields (idea-fields.ts, registration-fields.ts);
 * the client draws them and checks them with the same functions the server refuses with.
 */

/** A field's value: text, a chosen option, or several options or file guids. */
export type FieldValue = string | string[];

/** One item of a multi-group: its fields' values by field id. */
export type GroupItem = Record<string, FieldValue>;

/** A value a form holds under a field id: a field's value, or a multi-group's items (field-groups.ts). */
export type FormValue = FieldValue | GroupItem[];

/** Whether a value is a multi-group's items rather than a list of options or files. */
export function isGroupItems(value: unknown): value is GroupItem[] {
  return Array.isArray(value) && value.some((entry) => typeof entry === 'object' && entry !== null);
}

/** How a field is filled in; each control implies the rule its value follows. */
export type FieldControl =
  | 'text'
  | 'textarea'
  | 'email'
  | 'personal-number'
  | 'boolean'
  | 'generated-id'
  | 'multi-group'
  | 'wrapper'
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
  /** The most options a checkbox field takes (0 or absent: any number; 1 acts as a radio). */
  limit?: number | undefined;
  /** The field appears only while all of these hold. */
  conditions?: readonly FieldCondition[] | undefined;
  /** A generated-id field's pattern (field-groups.ts generatedId). */
  pattern?: string | undefined;
  /** A multi-group's or wrapper's own fields: basic controls, never compound ones. */
  fields?: readonly FormField[] | undefined;
  /** The most items a multi-group takes. */
  maxItems?: number | undefined;
  /** A personal number must also be a Swedish one, with its date and check digit (the field's option). */
  checkDigit?: boolean | undefined;
}

/** Satisfaction-rating values (spec 3 §5). */
export const SATISFACTION_VALUES = ['sad', 'neutral', 'happy'] as const;

/** The upload context of each file control: the engine's own limits (documents 20 MB, image 10 MB 600×600, video 250 MB). */
export const FILE_CONTROL_UPLOADS = { image: 'fieldImage', video: 'fieldVideo', documents: 'fieldDocument' } as const;
export type FileControl = keyof typeof FILE_CONTROL_UPLOADS;

/** Controls whose value is a list (several options, several files); the others hold one value. */
const LIST_CONTROLS: ReadonlySet<FieldControl> = new Set(['checkboxes', 'documents']);

export function holdsList(field: Pick<FormField, 'control'>): boolean {
  return LIST_CONTROLS.has(field.control);
}

/** A boolean field's value: empty or the text false is false (spec 3 §5). */
export function booleanValue(value: FieldValue | undefined): boolean {
  const text = typeof value === 'string' ? value.trim() : '';
  return text !== '' && text !== 'false';
}

function asList(value: FieldValue | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((entry) => entry.trim()).filter(Boolean);
}

function checkChoices(field: FormField, values: string[]): ErrorCode | null {
  if (!values.every((value) => field.options.includes(value)) || new Set(values).size !== values.length) return 'invalid-input';
  return field.limit && values.length > field.limit ? 'invalid-input' : null;
}

/** A boolean is 'true', 'false' or empty; false is no answer, so a required one must be ticked. */
function checkBoolean(field: FormField, values: string[]): ErrorCode | null {
  const [value = ''] = values;
  if (values.length > 1 || !['', 'true', 'false'].includes(value)) return 'invalid-input';
  return field.required && !booleanValue(value) ? 'ERROR_REQUIRED' : null;
}

function checkValues(field: FormField, values: string[]): ErrorCode | null {
  if (field.control === 'boolean') return checkBoolean(field, values);
  // Spec 3 §5: a required field with no value; for selects an empty list counts as empty.
  if (values.length === 0) return field.required ? 'ERROR_REQUIRED' : null;
  if (!holdsList(field) && values.length > 1) return 'invalid-input';
  const [first = ''] = values;
  switch (field.control) {
    case 'text':
    case 'textarea':
    case 'generated-id':
    case 'image':
    case 'video':
      // Whether file guids name real uploads is the server's check (it needs the database).
      return null;
    case 'documents':
      return values.length > uploadRules.fieldDocument.maxFiles ? 'invalid-input' : null;
    case 'email':
      return EMAIL_PATTERN.test(first) ? null : 'PLEASE_ENTER_A_VALID_MAIL';
    case 'personal-number':
      return isValidPersonalNumber(first, { checkDigit: field.checkDigit }) ? null : 'PLEASE_ENTER_A_VALID_PERSONAL_NUMBER';
    case 'dropdown':
    case 'satisfaction':
      // A dropdown is a select with a limit of 1 (spec 3 §5): one value, one of its options.
      return field.options.includes(first) ? null : 'invalid-input';
    case 'checkboxes':
      return checkChoices(field, values);
    case 'multi-group':
    case 'wrapper':
      // A compound field holds no value of this kind: field-groups.ts checks its fields.
      return 'invalid-input';
  }
}

/** One field's error with this value, or null when the value is acceptable (empty included, when optional). */
export function fieldError(field: FormField, value: FieldValue | undefined): ErrorCode | null {
  return checkValues(field, asList(value));
}

/**
 * The fields a form shows with these values: those whose conditions all hold. A condition reads
 * a field before it in the form; one that is hidden, or not before it, counts as unset, so
 * chains of conditions settle in one pass and no cycle can keep a field on.
 */
export function shownFields<Field extends FormField>(fields: readonly Field[], values: Readonly<Record<string, FormValue | undefined>>): Field[] {
  const shown = new Map<string, FormField>();
  const result: Field[] = [];
  for (const field of fields) {
    const holds = (field.conditions ?? []).every((condition) => {
      const source = shown.get(condition.fieldid);
      const value = values[condition.fieldid];
      // A multi-group's items are no text a condition can read: as a source it counts as unset.
      return conditionHolds(condition, source && !isGroupItems(value) ? value : undefined, source?.control === 'boolean');
    });
    if (!holds) continue;
    shown.set(field.fieldid, field);
    result.push(field);
  }
  return result;
}

/**
 * Checks a form's values against its fields: required ones filled, choices among the options,
 * and no value for a field the form does not have (refused, not dropped: a client sending one
 * is out of step with the definitions, and silently losing what a user typed helps nobody).
 * A field whose conditions do not hold is skipped and its value left out. Answers the values to
 * store — trimmed, empty ones left out, single-valued controls as a string — and the errors
 * keyed `<prefix>.<fieldid>`.
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
  for (const field of shownFields(fields, input)) {
    const list = asList(input[field.fieldid]);
    const error = checkValues(field, list);
    if (error) {
      fieldErrors[`${prefix}.${field.fieldid}`] = [error];
      continue;
    }
    if (list.length === 0 || (field.control === 'boolean' && !booleanValue(list[0]))) continue;
    values[field.fieldid] = holdsList(field) ? list : list[0]!;
  }
  return { values, fieldErrors };
}

/** Whether every field the form shows holds an acceptable value. */
export function fieldValuesValid(fields: readonly FormField[], values: Readonly<Record<string, FieldValue>>): boolean {
  return shownFields(fields, values).every((field) => fieldError(field, values[field.fieldid]) === null);
}

/**
 * A checkbox option ticked or unticked, keeping the order they were chosen in. Over the limit
 * the oldest choice drops (spec 3 §5), so a limit of 1 acts as a radio.
 */
export function toggleOption(values: readonly string[], option: string, checked: boolean, limit = 0): string[] {
  const without = values.filter((value) => value !== option);
  if (!checked) return without;
  const chosen = [...without, option];
  return limit > 0 && chosen.length > limit ? chosen.slice(chosen.length - limit) : chosen;
}

/** A definition's comma-separated options, as the admin typed them. */
export function commaOptions(options: string): string[] {
  return options
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
}
