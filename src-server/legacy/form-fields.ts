/**
 * Legacy clients post forms the way jQuery's `$.param` and PHP write them: `data[content]=…`,
 * `tags[]=a&tags[]=b`, `rewards[list][0][title]=…`. This turns such flat pairs into the nested
 * object a JSON client would have sent, so every route reads one shape.
 */

/** Deeper keys than this are the client's mistake (or an attack), not a payload. */
const MAX_DEPTH = 6;
/** An index past this would make a huge sparse array from one short key. */
const MAX_INDEX = 200;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Nested = Record<string, unknown> | unknown[];

function keyPath(name: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) return null;
  const rest = [...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!);
  return [match[1]!, ...rest];
}

function isIndex(key: string): boolean {
  return key === '' || (/^\d+$/.test(key) && Number(key) <= MAX_INDEX);
}

function assign(target: Nested, key: string, value: unknown): void {
  if (Array.isArray(target)) {
    if (key === '') target.push(value);
    else target[Number(key)] = value;
  } else {
    target[key] = value;
  }
}

function child(target: Nested, key: string, nextKey: string): Nested | null {
  if (Array.isArray(target) && !isIndex(key)) return null;
  const existing = Array.isArray(target) ? (key === '' ? undefined : target[Number(key)]) : target[key];
  if (existing !== undefined) return existing !== null && typeof existing === 'object' ? (existing as Nested) : null;
  const created: Nested = isIndex(nextKey) ? [] : {};
  assign(target, key, created);
  return created;
}

/** Flat form pairs (a name may repeat) as nested objects and arrays; a name that cannot nest stays flat. */
export function nestFormFields(pairs: Iterable<[string, string]>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of pairs) {
    const path = keyPath(name);
    if (path?.some((key) => FORBIDDEN_KEYS.has(key))) continue;
    if (!path || path.length === 1 || path.length > MAX_DEPTH) {
      appendFlat(result, name, value);
      continue;
    }
    let target: Nested | null = result;
    for (let index = 0; index < path.length - 1 && target; index += 1) {
      target = child(target, path[index]!, path[index + 1]!);
    }
    const last = path[path.length - 1]!;
    if (!target || (Array.isArray(target) && !isIndex(last))) continue;
    assign(target, last, value);
  }
  return result;
}

/** A repeated plain name becomes a list, as `querystring.parse` would make it. */
function appendFlat(result: Record<string, unknown>, name: string, value: string): void {
  const existing = result[name];
  if (existing === undefined) result[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else result[name] = [existing, value];
}
