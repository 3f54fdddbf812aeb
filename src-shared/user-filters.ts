/**
 * The users list's limits and its extra-field filter format, without zod: the route's search
 * rules read them, and those come with every page's first download.
 */

/** The admin users list's page size (spec 3 §9). */
export const USERS_PAGE_SIZE = 10;
export const USERS_SEARCH_MAX_LENGTH = 200;
/** Labels one user carries at most, and labels one filter names at most. */
export const USER_LABELS_MAX = 50;
export const EXTRA_FIELD_FILTERS_MAX = 20;

/**
 * Spec 3 §9: an extra-field filter travels in the query as the field's id and the value joined by
 * the unit separator (U+001F), one entry per field.
 */
export const EXTRA_FIELD_SEPARATOR = '\u001f';

export interface ExtraFieldFilter {
  field: string;
  value: string;
}

/** "field\u001fvalue" as the list's query carries it; null when it is not one. */
export function parseExtraFieldFilter(entry: string): ExtraFieldFilter | null {
  const at = entry.indexOf(EXTRA_FIELD_SEPARATOR);
  if (at <= 0 || at === entry.length - 1) return null;
  return { field: entry.slice(0, at), value: entry.slice(at + 1) };
}

export function joinExtraFieldFilter(filter: ExtraFieldFilter): string {
  return `${filter.field}${EXTRA_FIELD_SEPARATOR}${filter.value}`;
}
