import type { ErrorCode, FieldErrors } from './errors';
import { checkFieldValues, FILE_CONTROL_UPLOADS, fieldError, type FieldControl, type FieldValue, type FormField, SATISFACTION_VALUES } from './field-engine';
import { fieldOptions, type IdeaFieldDefinition } from './schemas/campaign';

export type ExtraFieldValue = FieldValue;

/** Field types whose values are uploads' guids, and the upload context each must come from (the engine's own). */
export const FILE_FIELD_CONTEXTS = {
  'filepicker-image': FILE_CONTROL_UPLOADS.image,
  'filepicker-video': FILE_CONTROL_UPLOADS.video,
  'filepicker-doc': FILE_CONTROL_UPLOADS.documents,
} as const;

/** The fields an idea of this campaign fills in: the campaign-enabled ones. */
export function ideaFieldDefinitions(settings: { ideaExtraFields: { custom: IdeaFieldDefinition[] } }): IdeaFieldDefinition[] {
  return settings.ideaExtraFields.custom.filter((field) => field.campaignenabled);
}

const controls: Record<IdeaFieldDefinition['formType'], FieldControl> = {
  text: 'text',
  textarea: 'textarea',
  'text-email': 'email',
  'select-checkbox': 'checkboxes',
  'select-dropdown': 'dropdown',
  'satisfaction-rating': 'satisfaction',
  'filepicker-image': 'image',
  'filepicker-video': 'video',
  'filepicker-doc': 'documents',
  boolean: 'boolean',
};

/** A campaign's idea field as the field engine draws and checks it. */
export function ideaFormField(field: IdeaFieldDefinition): FormField {
  const control = field.formType === 'text' && field.multiline ? 'textarea' : controls[field.formType];
  return {
    fieldid: field.fieldid,
    label: field.label,
    description: field.description,
    required: field.required,
    control,
    options: control === 'satisfaction' ? SATISFACTION_VALUES : fieldOptions(field),
    limit: control === 'checkboxes' ? field.limit : undefined,
    conditions: field.conditions,
  };
}

/** One idea field's error with this value (spec 1 §5), or null. */
export function ideaFieldError(field: IdeaFieldDefinition, value: ExtraFieldValue | undefined): ErrorCode | null {
  return fieldError(ideaFormField(field), value);
}

/**
 * Checks an idea's extra field values against its campaign's definitions (spec 1 §5, spec 3 §5)
 * with the field engine: required fields filled, options among those offered, no field the
 * campaign does not define. Whether file guids are real uploads is the server's check.
 */
export function checkIdeaExtraFields(
  definitions: IdeaFieldDefinition[],
  input: Record<string, ExtraFieldValue>,
): { values: Record<string, ExtraFieldValue>; fieldErrors: FieldErrors } {
  return checkFieldValues(definitions.map(ideaFormField), input);
}
