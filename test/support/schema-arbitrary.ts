import fc from 'fast-check';
import type { z } from 'zod';

/** Text that must never reach the database as it is: NUL, lone surrogates, bidi overrides, controls. */
export const hostileText = fc.constantFrom('a\u0000b', '\u0000', 'x\uD800', '\uDC00y', 'name\u202Egpj.exe', '\u0007\u001B[31m', "'; drop table idea; --", '%00', '\u200F\u2066x\u2069', ' ', '');

/** Guid-like strings that are not guids, and a long one. */
const malformedGuid = fc.constantFrom('not-a-guid', '0190a6f4-0000-7000-8000', '0190a6f4-0000-7000-8000-00000000000g', '{}', '../', 'x'.repeat(80));

interface Pools {
  /** Real guids of this database, so calls get past "not found". */
  guids: string[];
  /** Real slugs, so calls by slug get past "not found". */
  slugs: string[];
  /** Other plausible values (tag names, 'me'). */
  known: string[];
}

type AnySchema = z.core.$ZodType;

interface Walk {
  pools: Pools;
  /** Mostly valid values (to reach the service with one bad part) or anything at all. */
  valid: boolean;
  depth: number;
  /** The object key the value is for: guid fields get guid-like values. */
  key: string;
  /** Extra wrong values for any place (the HTTP fuzz's edge numbers, huge strings, superjson types). */
  hostile?: fc.Arbitrary<unknown>;
  /** Only values meant to pass: guids and slugs from the pools, plain words, no hostile text. */
  strict?: boolean;
}

/**
 * Values a Zod schema might accept, and near misses: a walk of the schema's definition (Zod 4).
 * Half are shaped like valid input with hostile or malformed parts (to reach the service), half
 * mix in wrong types anywhere.
 */
export function arbitraryFor(schema: AnySchema, pools: Pools, options: { hostile?: fc.Arbitrary<unknown> } = {}): fc.Arbitrary<unknown> {
  const at = { pools, depth: 0, key: '', hostile: options.hostile };
  return fc.oneof({ weight: 2, arbitrary: walk(schema, { ...at, valid: true }) }, walk(schema, { ...at, valid: false }));
}

/** Values shaped like valid input (some parts hostile or malformed): the base the HTTP fuzz builds its hostile cases on. */
export function plausibleFor(schema: AnySchema, pools: Pools): fc.Arbitrary<unknown> {
  return walk(schema, { pools, valid: true, depth: 0, key: '' });
}

/**
 * Values meant to pass the schema, for calls that must reach the service (the authorization
 * matrix): guids and slugs from the pools, plausible words, addresses and links. Refinements the
 * walk cannot see can still refuse some: callers keep the first that parses.
 */
export function validArbitraryFor(schema: AnySchema, pools: Pools): fc.Arbitrary<unknown> {
  return walk(schema, { pools, valid: true, depth: 0, key: '', strict: true });
}

function strictText(at: Walk): fc.Arbitrary<string> {
  const { pools, key } = at;
  if (/guids?$/i.test(key)) return fc.constantFrom(...pools.guids);
  if (/slugs?$/i.test(key)) return fc.constantFrom(...pools.slugs);
  if (/e-?mails?$/i.test(key)) return fc.constantFrom('someone@example.com', 'another@example.org');
  if (/(link|url)$/i.test(key)) return fc.constantFrom('https://example.com/page', '/page/rules');
  return fc.constantFrom(...pools.known, 'Solar benches', 'idea', 'x1');
}

function walk(schema: AnySchema, at: Walk): fc.Arbitrary<unknown> {
  const { pools, valid } = at;
  if (at.strict && (schema._zod.def as { type: string }).type === 'string') return strictText(at);
  const guidText = fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...pools.guids) }, fc.uuid(), { weight: 3, arbitrary: malformedGuid }, hostileText);
  const slugText = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...pools.slugs) }, malformedGuid, hostileText);
  const plainText = fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom(...pools.known, ...pools.slugs, ...pools.guids), hostileText);
  const keyedText = /guid$/i.test(at.key) ? guidText : /slug$/i.test(at.key) ? slugText : plainText;
  const anyText = valid ? keyedText : fc.oneof(keyedText, fc.string({ maxLength: 12 }), guidText);
  const plainWrongType = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), fc.constant({}), fc.constant([]));
  const wrongType = at.hostile ? fc.oneof(plainWrongType, at.hostile) : plainWrongType;
  const orWrong = (arbitrary: fc.Arbitrary<unknown>) => (valid ? arbitrary : fc.oneof({ weight: 5, arbitrary }, { weight: 1, arbitrary: wrongType }));
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (name: string, key = at.key) => walk(def[name] as AnySchema, { ...at, depth: at.depth + 1, key });
  if (at.depth > 6) return wrongType;
  switch (def.type) {
    case 'string':
      return orWrong(anyText);
    case 'number':
    case 'int':
      return valid ? fc.integer({ min: 0, max: 5 }) : fc.oneof(fc.integer({ min: -2, max: 30 }), fc.constantFrom(2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER, 1.5), wrongType);
    case 'boolean':
      // Strict inputs say yes (accept, publish): the call then does something to be refused.
      return at.strict ? fc.constant(true) : orWrong(fc.boolean());
    case 'date':
      return orWrong(fc.oneof(fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }), fc.constantFrom('2024-01-01', 'yesterday', '99999-01-01')));
    case 'enum':
      return orWrong(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...Object.values(def.entries as Record<string, string>)) }, { weight: 1, arbitrary: anyText }));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
      return fc.oneof({ weight: 4, arbitrary: inner('innerType') }, { weight: 1, arbitrary: fc.constant(undefined) });
    case 'nullable':
      return fc.oneof({ weight: 4, arbitrary: inner('innerType') }, { weight: 1, arbitrary: fc.constant(null) });
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'lazy':
      return walk((def.getter as () => AnySchema)(), { ...at, depth: at.depth + 1 });
    case 'union':
      return fc.oneof(...(def.options as AnySchema[]).map((option) => walk(option, { ...at, depth: at.depth + 1 })));
    case 'intersection':
      return inner('left');
    case 'array':
      return orWrong(fc.array(inner('element', at.strict ? at.key.replace(/s$/, '') : at.key), { minLength: at.strict ? 1 : 0, maxLength: 3 }));
    case 'tuple':
      return fc.tuple(...(def.items as AnySchema[]).map((item) => walk(item, { ...at, depth: at.depth + 1 })));
    case 'record':
      return fc.dictionary(fc.oneof(plainText, fc.constantFrom('__proto__', 'constructor')), inner('valueType'), { maxKeys: 3 });
    case 'object': {
      const shape = def.shape as Record<string, AnySchema>;
      const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, walk(field, { ...at, depth: at.depth + 1, key })]));
      return orWrong(fc.record(fields, { requiredKeys: valid ? Object.keys(fields) : [] }));
    }
    default:
      return fc.oneof(anyText, wrongType, fc.jsonValue({ maxDepth: 2 }));
  }
}

/** A fixed seed per name (a procedure's path, a route): the same inputs on every run, so a failure is reproducible and a pass means something. */
export function seedFor(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}
