import type { ErrorCode, FieldErrors } from './errors';
import { fieldOptions, type IdeaFieldDefinition } from './schemas/campaign';
import { EMAIL_PATTERN } from './schemas/common';

export type ExtraFieldValue = string | string[];

/** Satisfaction-rating values (spec 3 §5). */
export const SATISFACTION_VALUES = ['sad', 'neutral', 'happy'] as const;

/** Field types whose values are uploads' guids, and the upload context each must come from. */
export const FILE_FIELD_CONTEXTS = {
  'filepicker-image': 'fieldImage',
  'filepicker-video': 'fieldVideo',
  'filepicker-doc': 'fieldDocument',
} as const;

/** The fields an idea of this campaign fills in: the campaign-enabled ones. */
export function ideaFieldDefinitions(settings: { ideaExtraFields: { custom: IdeaFieldDefinition[] } }): IdeaFieldDefinition[] {
  return settings.ideaExtraFields.custom.filter((field) => field.campaignenabled);
}

function asList(value: ExtraFieldValue | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((entry) => entry.trim()).filter(Boolean);
}

function checkOne(field: IdeaFieldDefinition, values: string[]): ErrorCode | null {
  if (values.length === 0) return field.required ? 'ERROR_REQUIRED' : null;
  switch (field.formType) {
    case 'text':
    case 'textarea':
      return values.length === 1 ? null : 'invalid-input';
    case 'text-email':
      return values.length === 1 && EMAIL_PATTERN.test(values[0]!) ? null : 'PLEASE_ENTER_A_VALID_MAIL';
    case 'select-dropdown': {
      // A dropdown is a select with a limit of 1 (spec 3 §5): one value, one of its options.
      return values.length === 1 && fieldOptions(field).includes(values[0]!) ? null : 'invalid-input';
    }
    case 'select-checkbox': {
      const options = fieldOptions(field);
      return values.every((value) => options.includes(value)) && new Set(values).size === values.length ? null : 'invalid-input';
    }
    case 'satisfaction-rating':
      return values.length === 1 && (SATISFACTION_VALUES as readonly string[]).includes(values[0]!) ? null : 'invalid-input';
    case 'filepicker-image':
    case 'filepicker-video':
      return values.length === 1 ? null : 'invalid-input';
    case 'filepicker-doc':
      return null;
  }
}

/**
 * Checks an idea's extra field values against its campaign's definitions (spec 1 §5, spec 3 §5):
 * required fields filled (an empty list counts as empty), options among those offered, no
 * field the campaign does not define. Answers the cleaned values (trimmed, empty ones dropped,
 * single-valued types as a string) and the errors keyed `extraFields.<fieldid>`. Whether file
 * guids are real uploads is the server's check (it needs the database).
 */
export function checkIdeaExtraFields(
  definitions: IdeaFieldDefinition[],
  input: Record<string, ExtraFieldValue>,
): { values: Record<string, ExtraFieldValue>; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  const values: Record<string, ExtraFieldValue> = {};
  const known = new Set(definitions.map((field) => field.fieldid));
  for (const fieldid of Object.keys(input)) {
    if (!known.has(fieldid)) fieldErrors[`extraFields.${fieldid}`] = ['invalid-input'];
  }
  for (const field of definitions) {
    const list = asList(input[field.fieldid]);
    const error = checkOne(field, list);
    if (error) {
      fieldErrors[`extraFields.${field.fieldid}`] = [error];
      continue;
    }
    if (list.length === 0) continue;
    const multiple = field.formType === 'select-checkbox' || field.formType === 'filepicker-doc';
    values[field.fieldid] = multiple ? list : list[0]!;
  }
  return { values, fieldErrors };
}
