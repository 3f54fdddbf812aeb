const ASCENDING = new Set(['asc', 'ascending', '1']);
const DESCENDING = new Set(['desc', 'descending', '-1']);

/**
 * A legacy `order` parameter as a direction (spec 1 §7, spec 2 §7): asc or desc in any case, or
 * the 1 / -1 of the old API's database sorts; anything else is undefined, the list's default.
 */
export function legacySortDirection(value: unknown): 'asc' | 'desc' | undefined {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (ASCENDING.has(text)) return 'asc';
  if (DESCENDING.has(text)) return 'desc';
  return undefined;
}
