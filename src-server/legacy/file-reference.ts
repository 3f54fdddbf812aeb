function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * A legacy file reference as our upload guid: a bare guid, `{ guid }`, or `{ url }` of one of
 * our /media/{guid} addresses (the legacy payload names files by url). Anything else is handed
 * on as it is, for the procedure's schema to refuse on its field.
 */
export function legacyFileGuid(value: unknown): string | undefined {
  if (typeof value === 'string') return value.match(/^\/media\/([0-9a-f-]{36})/i)?.[1] ?? value;
  const file = record(value);
  if (typeof file.guid === 'string') return file.guid;
  return typeof file.url === 'string' ? legacyFileGuid(file.url) : undefined;
}

/** A list the legacy wizard wraps as `{ list: [...] }` (spec 2 §7 rewards, documents), or a bare one. */
export function unwrapList(value: unknown): unknown {
  const wrapped = record(value);
  return 'list' in wrapped ? wrapped.list : value;
}
