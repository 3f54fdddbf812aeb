import superjson, { type SuperJSONResult } from 'superjson';

type Annotations = Record<string, [string]>;
/** superjson's type for the annotation tree does not name the flat form it writes. */
type MetaValues = NonNullable<SuperJSONResult['meta']>['values'];

/** Marks a value superjson has to handle itself (the whole answer then goes to superjson). */
const UNUSUAL = Symbol('unusual');

/**
 * superjson's serialize, exactly as the client's superjson reads it back, without superjson's
 * generic walk for what our answers are made of: plain objects and arrays of JSON values, Dates
 * and undefined. That walk was the largest cost tRPC adds per list request (npm run bench: 0.14 ms
 * of CPU for a page of ten ideas). Anything else — a Map, a Set, a bigint, NaN or -0, a class
 * instance, a cycle — hands the whole value to superjson (test/unit/answer-serializer.test.ts).
 *
 * One difference from superjson: an object reached twice (the idea view's images, under two
 * keys) is written out twice, as JSON would, where superjson records that both places hold the
 * same object. The client gets equal copies; nothing of ours relies on their identity.
 */
export function serializeAnswer(value: unknown): SuperJSONResult {
  if (value === undefined) return { json: null, meta: { values: ['undefined'], v: 1 } };
  // superjson annotates the answer itself with a bare type rather than by path.
  if (isPlainDate(value)) return { json: value.toISOString(), meta: { values: ['Date'], v: 1 } };
  const annotations: Annotations = {};
  const json = plainOf(value, null, annotations, new Set());
  if (json === UNUSUAL) return superjson.serialize(value);
  if (Object.keys(annotations).length === 0) return { json: json as SuperJSONResult['json'] };
  return { json: json as SuperJSONResult['json'], meta: { values: annotations as MetaValues, v: 1 } };
}

/**
 * `path` is the value's annotation path; null for the answer itself, whose Date or undefined
 * serializeAnswer handles. `ancestors` are the objects being written around it (a cycle).
 */
function plainOf(value: unknown, path: string | null, annotations: Annotations, ancestors: Set<object>): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      // NaN, ±Infinity and -0 are annotated by superjson.
      return Number.isFinite(value) && !Object.is(value, -0) ? value : UNUSUAL;
    case 'undefined':
      annotations[path!] = ['undefined'];
      return null;
    case 'object':
      break;
    default:
      return UNUSUAL;
  }
  if (value === null) return null;
  if (value instanceof Date) {
    if (!isPlainDate(value)) return UNUSUAL;
    annotations[path!] = ['Date'];
    return value.toISOString();
  }
  if (ancestors.has(value)) return UNUSUAL;
  ancestors.add(value);
  const plain = Array.isArray(value) ? plainArrayOf(value, path, annotations, ancestors) : plainObjectOf(value, path, annotations, ancestors);
  ancestors.delete(value);
  return plain;
}

function plainArrayOf(value: unknown[], path: string | null, annotations: Annotations, ancestors: Set<object>): unknown {
  if (Object.getPrototypeOf(value) !== Array.prototype) return UNUSUAL;
  const prefix = path === null ? '' : `${path}.`;
  const out: unknown[] = [];
  for (const [index, item] of Object.entries(value)) {
    const plain = plainOf(item, prefix + index, annotations, ancestors);
    if (plain === UNUSUAL) return UNUSUAL;
    out[Number(index)] = plain;
  }
  return out;
}

function plainObjectOf(value: object, path: string | null, annotations: Annotations, ancestors: Set<object>): unknown {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return UNUSUAL;
  const prefix = path === null ? '' : `${path}.`;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // superjson refuses these (prototype pollution); let it say so.
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return UNUSUAL;
    const plain = plainOf(item, prefix + escapeKey(key), annotations, ancestors);
    if (plain === UNUSUAL) return UNUSUAL;
    out[key] = plain;
  }
  return out;
}

/** A valid Date, not a subclass (superjson would annotate a registered class differently). */
function isPlainDate(value: unknown): value is Date {
  return value instanceof Date && Object.getPrototypeOf(value) === Date.prototype && !Number.isNaN(value.getTime());
}

/** As superjson writes a key into an annotation path. */
function escapeKey(key: string): string {
  return key.includes('.') || key.includes('\\') ? key.replace(/\\/g, '\\\\').replace(/\./g, '\\.') : key;
}
