import { z } from 'zod';
import type { FieldErrors } from '../errors';
import { CONDITION_KINDS, CONDITION_PATTERN_MAX_LENGTH, isSafePattern } from '../field-conditions';
import { isGeneratedIdPattern } from '../field-groups';
import { basicRegistrationFieldTypes, GENERATED_ID_DEFAULT_PATTERN, GROUP_MAX_ITEMS_DEFAULT, GROUP_MAX_ITEMS_LIMIT, registrationFieldTypes, studentTypes, type RegistrationFieldType } from './organisation';

/**
 * What the registration fields screen sends (spec 2 §2, spec 3 §3 and §5): the site's fields in
 * order, and the personal number and student groups. The same schema checks the editor and the
 * procedure; the rules that need the site (field ids) are fieldIdErrors below.
 */

export const REGISTRATION_FIELDS_MAX = 50;
export const FIELD_CONDITIONS_MAX = 5;
export const FIELD_OPTIONS_MAX = 50;
/** Types whose options the admin lists (spec 3 §5: options required for dropdown types). */
export const CHOICE_FIELD_TYPES: readonly string[] = ['select-checkbox', 'dropdown'];
/** Types that hold fields of their own: a repeating group, an expandable section. */
export const COMPOUND_FIELD_TYPES: readonly RegistrationFieldType[] = ['multi-group', 'wrapper'];
/** The most fields a repeating group or expandable section holds. */
export const GROUP_FIELDS_MAX = 10;

const text = (max: number) => z.string().trim().max(max, 'VALUE_TOO_LONG');
const uuidPattern = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const fieldConditionInput = z
  .object({
    fieldid: z.string().trim().min(1, 'ERROR_REQUIRED').max(200, 'VALUE_TOO_LONG'),
    kind: z.enum(CONDITION_KINDS, { message: 'ERROR_REQUIRED' }),
    pattern: text(CONDITION_PATTERN_MAX_LENGTH),
    negate: z.boolean(),
  })
  .superRefine((condition, issues) => {
    if (condition.kind !== 'match') return;
    if (condition.pattern === '') issues.addIssue({ code: 'custom', path: ['pattern'], message: 'ERROR_REQUIRED' });
    else if (!isSafePattern(condition.pattern)) issues.addIssue({ code: 'custom', path: ['pattern'], message: 'PLEASE_ENTER_A_VALID_PATTERN' });
  });
export type FieldConditionInput = z.input<typeof fieldConditionInput>;

/**
 * A field's conditions may read only fields before it in the same form (`earlier`), so
 * conditions can neither loop nor wait on a later answer. An empty reference is the schema's
 * own ERROR_REQUIRED already.
 */
export function checkConditionOrder(conditions: readonly { fieldid: string }[], earlier: ReadonlySet<string>, path: readonly (string | number)[], issues: z.RefinementCtx): void {
  conditions.forEach((condition, position) => {
    if (condition.fieldid !== '' && !earlier.has(condition.fieldid)) {
      issues.addIssue({ code: 'custom', path: [...path, 'conditions', position, 'fieldid'], message: 'PLEASE_CHOOSE_AN_EARLIER_FIELD' });
    }
  });
}

/** Spec 3 §5: options required for dropdown types, distinct and not too many. */
function checkOptions(field: { formTypeRegistration: string; options: string }, issues: z.RefinementCtx): void {
  if (!CHOICE_FIELD_TYPES.includes(field.formTypeRegistration)) return;
  const options = field.options.split(',').map((option) => option.trim()).filter(Boolean);
  if (options.length === 0) issues.addIssue({ code: 'custom', path: ['options'], message: 'ERROR_REQUIRED' });
  else if (options.length > FIELD_OPTIONS_MAX || new Set(options).size !== options.length) issues.addIssue({ code: 'custom', path: ['options'], message: 'PLEASE_ENTER_DISTINCT_OPTIONS' });
}

const childFieldShape = {
  fieldid: z.string().trim().min(1, 'ERROR_REQUIRED').max(200, 'VALUE_TOO_LONG'),
  label: text(500).min(1, 'ERROR_REQUIRED'),
  description: text(5000),
  options: text(5000),
  required: z.boolean(),
  multiline: z.boolean(),
  limit: z.number({ message: 'PLEASE_ENTER_A_NUMBER' }).int('PLEASE_ENTER_A_NUMBER').min(0, 'PLEASE_ENTER_A_NUMBER').max(FIELD_OPTIONS_MAX, 'PLEASE_ENTER_A_NUMBER'),
};

/** A field inside a repeating group or expandable section: one of the basic types, so groups never nest. */
export const registrationChildFieldInput = z.object({ ...childFieldShape, formTypeRegistration: z.enum(basicRegistrationFieldTypes, { message: 'ERROR_REQUIRED' }) }).superRefine(checkOptions);
export type RegistrationChildFieldInput = z.input<typeof registrationChildFieldInput>;

export const registrationFieldInput = z
  .object({
    ...childFieldShape,
    formTypeRegistration: z.enum(registrationFieldTypes, { message: 'ERROR_REQUIRED' }),
    public: z.boolean(),
    registrationenabled: z.boolean(),
    conditions: z.array(fieldConditionInput).max(FIELD_CONDITIONS_MAX, 'VALUE_TOO_LONG'),
    // Defaults keep a client that knows only the basic types (a legacy one, an older tab) sending what it did.
    fields: z.array(registrationChildFieldInput).max(GROUP_FIELDS_MAX, 'VALUE_TOO_LONG').default([]),
    maxItems: z.number({ message: 'PLEASE_ENTER_A_NUMBER' }).int('PLEASE_ENTER_A_NUMBER').min(1, 'PLEASE_ENTER_A_NUMBER').max(GROUP_MAX_ITEMS_LIMIT, 'PLEASE_ENTER_A_NUMBER').default(GROUP_MAX_ITEMS_DEFAULT),
    pattern: text(200).default(GENERATED_ID_DEFAULT_PATTERN),
  })
  .superRefine((field, issues) => {
    checkOptions(field, issues);
    if (COMPOUND_FIELD_TYPES.includes(field.formTypeRegistration) && field.fields.length === 0) issues.addIssue({ code: 'custom', path: ['fields'], message: 'ERROR_REQUIRED' });
    if (field.formTypeRegistration === 'generated-id' && !isGeneratedIdPattern(field.pattern)) issues.addIssue({ code: 'custom', path: ['pattern'], message: 'PLEASE_ENTER_A_VALID_PATTERN' });
  });
export type RegistrationFieldInput = z.input<typeof registrationFieldInput>;

const groupInput = { enabled: z.boolean(), required: z.boolean(), public: z.boolean() };

export const registrationFieldsInput = z
  .object({
    custom: z.array(registrationFieldInput).max(REGISTRATION_FIELDS_MAX, 'VALUE_TOO_LONG'),
    // Defaults to off for a client that does not know the option (a legacy one, an older tab).
    personalnumber: z.object({ ...groupInput, checkDigit: z.boolean().default(false) }),
    student: z.object({ ...groupInput, option: z.array(z.enum(studentTypes)).max(studentTypes.length) }),
  })
  .superRefine((input, issues) => {
    // Every id is unique in the form, those inside groups too: they are all keys of one person's values.
    const seen = new Set<string>();
    // A condition reads an earlier field of a basic type: a group's items or a generated id are no answer to match.
    const readable = new Set<string>();
    const once = (fieldid: string, path: (string | number)[]) => {
      if (seen.has(fieldid)) issues.addIssue({ code: 'custom', path: [...path, 'fieldid'], message: 'invalid-input' });
      seen.add(fieldid);
    };
    input.custom.forEach((field, index) => {
      once(field.fieldid, ['custom', index]);
      checkConditionOrder(field.conditions, readable, ['custom', index], issues);
      if (isBasicFieldType(field.formTypeRegistration)) readable.add(field.fieldid);
      if (COMPOUND_FIELD_TYPES.includes(field.formTypeRegistration)) field.fields.forEach((inner, position) => once(inner.fieldid, ['custom', index, 'fields', position]));
    });
    if (input.student.enabled && input.student.option.length === 0) issues.addIssue({ code: 'custom', path: ['student', 'option'], message: 'ERROR_REQUIRED' });
  });
export type RegistrationFieldsInput = z.input<typeof registrationFieldsInput>;
export type RegistrationFieldsValues = z.output<typeof registrationFieldsInput>;

/** Whether a type is one of the basic ones, which a condition can read and a group can hold. */
export function isBasicFieldType(type: string): type is (typeof basicRegistrationFieldTypes)[number] {
  return (basicRegistrationFieldTypes as readonly string[]).includes(type);
}

/** The pattern of a new field's id: `val.{subdomain}.{uuid}` (spec 3 §3). */
export const REGISTRATION_FIELD_ID_PATTERN = 'val.{subdomain}.{uuid}';

/**
 * A field's id is the one it was saved with, or a new one of this site's pattern: ids are what a
 * person's answers are stored under, so an admin cannot name another site's or a made-up key.
 */
export function fieldIdErrors(custom: readonly { fieldid: string; fields?: readonly { fieldid: string }[] }[], subdomain: string, savedIds: ReadonlySet<string>): FieldErrors {
  const fresh = new RegExp(`^val\\.${subdomain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.${uuidPattern}$`);
  const errors: FieldErrors = {};
  const check = (fieldid: string, path: string) => {
    if (!savedIds.has(fieldid) && !fresh.test(fieldid)) errors[`${path}.fieldid`] = ['invalid-input'];
  };
  custom.forEach((field, index) => {
    check(field.fieldid, `custom.${index}`);
    field.fields?.forEach((inner, position) => check(inner.fieldid, `custom.${index}.fields.${position}`));
  });
  return errors;
}
