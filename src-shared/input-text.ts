/**
 * Rules every text input obeys, whatever field it fills (issue 20 item 13). They run once on the
 * whole input of every procedure and façade call (src-server/trpc/input-hygiene.ts), so no
 * schema has to remember them.
 */

/** A NUL byte, or half of a UTF-16 surrogate pair: PostgreSQL cannot store either as text. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Invisible characters that change how text around them is shown: C0 and C1 controls other than
 * tab and line breaks, DEL, and the bidirectional overrides and isolates (a right-to-left override
 * makes "gpj.exe" read as "exe.jpg").
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE_CONTROLS = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** True when the text cannot be stored as it is: the caller answers with a field error. */
export function isUnstorableText(value: string): boolean {
  return UNSTORABLE.test(value);
}

/** The text without invisible control characters; NUL is left for isUnstorableText to refuse. */
export function stripControlCharacters(value: string): string {
  return value.replace(INVISIBLE_CONTROLS, '');
}

export interface CleanedInput {
  value: unknown;
  /** Dotted paths of the strings that cannot be stored ('_' for the input itself). */
  unstorable: string[];
}

/** Walks plain objects and arrays: strips control characters from every string and lists the unstorable ones. */
export function cleanInput(input: unknown): CleanedInput {
  const unstorable: string[] = [];
  const walk = (value: unknown, path: string[]): unknown => {
    if (typeof value === 'string') {
      if (isUnstorableText(value)) unstorable.push(path.join('.') || '_');
      return stripControlCharacters(value);
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...path, String(index)]));
    if (isPlainObject(value)) {
      const cleaned: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) cleaned[key] = walk(item, [...path, key]);
      return cleaned;
    }
    return value;
  };
  return { value: walk(input, []), unstorable };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
