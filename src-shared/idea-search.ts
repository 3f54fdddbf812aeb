import type { ExtraFieldValue } from './idea-fields';
import type { IdeaFieldDefinition } from './schemas/campaign';

/** The extra field types the ideas list's free-text search covers (spec 1 §2). */
export const SEARCHABLE_FIELD_TYPES: readonly IdeaFieldDefinition['formType'][] = ['text', 'textarea', 'text-email', 'select-dropdown'];

/**
 * The text of an idea's extra fields that free-text search may find (idea.search_extra): the
 * values of the public fields of the searchable types, in the campaign's order. A dropdown's
 * value is the option label the form shows (options are a comma list of labels), so it is
 * searched as written. Non-public fields stay out: a search must not reveal what only admins and
 * the authors may read.
 */
export function ideaSearchExtra(definitions: IdeaFieldDefinition[], values: Record<string, ExtraFieldValue>): string {
  return definitions
    .filter((field) => field.public && SEARCHABLE_FIELD_TYPES.includes(field.formType))
    .flatMap((field) => {
      const value = values[field.fieldid];
      return (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((entry) => entry.trim()).filter(Boolean);
    })
    .join('\n');
}
