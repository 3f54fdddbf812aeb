import fc from 'fast-check';
import { z } from 'zod';
import { cleanInput } from '#shared/input-text.ts';

/**
 * Hostile request payloads for the HTTP fuzz tests (issue 22): shapes that only exist as JSON text
 * (a `__proto__` key, 10,000 levels of nesting) and values at the edges of what JSON and superjson
 * carry. Each case says what a server must answer, so a test can hold it to more than "not 5xx".
 */

/** Deeper than any stack the walks after JSON.parse could take. */
export const HOSTILE_DEPTH = 10_000;
/** As deep as still fits a query string under Node's 16 KB header limit once percent-encoded (`[` is 3 characters, `{"a":` 14). */
const URL_SIZED_DEPTH = { arrays: 2_000, objects: 800 };
/** A string that fits the 1 MiB body limit with its envelope. */
export const MEGABYTE = 1_000_000;
/** Past the 1 MiB body limit. */
const OVER_BODY_LIMIT = 1_100_000;
const LONG_ARRAY = 100_000;

/**
 * What the server must answer:
 * - refused: 400, whoever asks (the transport or the input hygiene refuses before any permission);
 * - rejected: some 4xx (a permission may be checked first);
 * - too-large: 413 (body past the limit) or 431 (a URL past Node's header limit);
 * - judged: 4xx when the procedure's schema refuses the value as the server receives it, else anything but 5xx;
 * - survives: anything but 5xx.
 */
export type Expectation = 'refused' | 'rejected' | 'too-large' | 'judged' | 'survives';

export type Payload = { value: unknown } | { text: string };

export interface HostileCase {
  name: string;
  payload: Payload;
  expect: Expectation;
}

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`;

/** Marks where text goes into a sample's JSON; control characters keep it from colliding with real text. */
const SLOT = '\u0001slot\u0001';
const SLOT_JSON = JSON.stringify(SLOT);

type Leaf = 'string' | 'number' | 'array' | 'object';

/** The sample with its first leaf of that kind (depth first) replaced by `replacement`, or null when it has none. */
export function replaceFirst(sample: unknown, kind: Leaf, replacement: unknown): unknown {
  let done = false;
  const walk = (value: unknown, isRoot: boolean): unknown => {
    if (done) return value;
    const matches = kind === 'array' ? Array.isArray(value) : kind === 'object' ? isPlainObject(value) && !isRoot : typeof value === kind;
    if (matches) {
      done = true;
      return replacement;
    }
    if (Array.isArray(value)) return value.map((item) => walk(item, false));
    if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, false)]));
    return value;
  };
  const replaced = walk(sample, true);
  return done ? replaced : null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
}

/** The sample as JSON text with `text` at its first leaf of that kind, else `text` as the whole input. */
function textAt(sample: unknown, kind: Leaf, text: string): string {
  const slotted = replaceFirst(sample, kind, SLOT);
  return slotted === null ? text : JSON.stringify(slotted).replace(SLOT_JSON, text);
}

/** The sample as JSON text with an extra first key (or an object of that key alone). */
function withKey(sample: unknown, keyText: string): string {
  if (!isPlainObject(sample) || Object.keys(sample).length === 0) return `{${keyText}}`;
  return `{${keyText},${JSON.stringify(sample).slice(1)}`;
}

const POLLUTION = '{"polluted":"yes"}';

/**
 * The fixed hostile catalogue, built around a plausible input (`sample`) so the hostile part is one
 * field of an otherwise well-shaped input as well as the whole of it. `superjson`: the payload
 * travels as superjson (tRPC), so NaN, BigInt and undefined arrive as themselves.
 */
export function hostileCases(sample: unknown, options: { superjson: boolean; inUrl: boolean }): HostileCase[] {
  const depth = options.inUrl ? URL_SIZED_DEPTH : { arrays: HOSTILE_DEPTH, objects: HOSTILE_DEPTH };
  const judged = (name: string, payload: Payload): HostileCase => ({ name, payload, expect: 'judged' });
  const cases: HostileCase[] = [
    { name: `nesting ${depth.arrays} arrays`, payload: { text: deepArray(depth.arrays) }, expect: 'refused' },
    { name: `nesting ${depth.objects} objects in a field`, payload: { text: textAt(sample, 'object', deepObject(depth.objects)) }, expect: 'refused' },
    { name: '__proto__ key', payload: { text: withKey(sample, `"__proto__":${POLLUTION}`) }, expect: 'refused' },
    { name: '__proto__ key spelt with escapes', payload: { text: withKey(sample, `"\\u005f_proto__":${POLLUTION}`) }, expect: 'refused' },
    { name: '__proto__ key in a nested object', payload: { text: textAt(sample, 'object', `{"__proto__":${POLLUTION}}`) }, expect: 'refused' },
    { name: 'constructor.prototype keys', payload: { text: withKey(sample, `"constructor":{"prototype":${POLLUTION}}`) }, expect: 'refused' },
    { name: 'constructor key', payload: { text: withKey(sample, '"constructor":"x"') }, expect: 'judged' },
    { name: 'prototype key', payload: { text: withKey(sample, `"prototype":${POLLUTION}`) }, expect: 'judged' },
    { name: 'NUL byte in a string', payload: { value: replaceFirst(sample, 'string', 'a\u0000b') ?? '\u0000' }, expect: 'refused' },
    { name: 'lone high surrogate', payload: { value: replaceFirst(sample, 'string', 'x\uD800') ?? '\uD800' }, expect: 'refused' },
    { name: 'lone low surrogate', payload: { value: replaceFirst(sample, 'string', '\uDC00y') ?? '\uDC00' }, expect: 'refused' },
    judged('a 1 MB string', { value: replaceFirst(sample, 'string', 'x'.repeat(MEGABYTE)) ?? 'x'.repeat(MEGABYTE) }),
    { name: 'a body past the limit', payload: { value: 'x'.repeat(OVER_BODY_LIMIT) }, expect: 'too-large' },
    judged('an array of 100,000', { text: textAt(sample, 'array', `[${'0,'.repeat(LONG_ARRAY - 1)}0]`) }),
    judged('1e308', { text: textAt(sample, 'number', '1e308') }),
    judged('1e309 (Infinity once parsed)', { text: textAt(sample, 'number', '1e309') }),
    judged('-1e308', { text: textAt(sample, 'number', '-1e308') }),
    judged('-0', { text: textAt(sample, 'number', '-0') }),
    judged('2**53+1', { text: textAt(sample, 'number', '9007199254740993') }),
    judged('a 30-digit number', { text: textAt(sample, 'number', '123456789012345678901234567890') }),
    judged('wrong type: null', { value: null }),
    judged('wrong type: number', { value: 42 }),
    judged('wrong type: string', { value: 'x' }),
    judged('wrong type: array', { value: [] }),
    judged('missing fields', { value: {} }),
  ];
  if (options.superjson) {
    cases.push(
      judged('NaN via superjson', { value: replaceFirst(sample, 'number', Number.NaN) ?? Number.NaN }),
      judged('Infinity via superjson', { value: replaceFirst(sample, 'number', Number.POSITIVE_INFINITY) ?? Number.POSITIVE_INFINITY }),
      judged('-0 via superjson', { value: replaceFirst(sample, 'number', -0) ?? -0 }),
      judged('BigInt via superjson', { value: replaceFirst(sample, 'number', 2n ** 70n) ?? 2n ** 70n }),
      judged('an invalid Date via superjson', { value: replaceFirst(sample, 'string', new Date(Number.NaN)) ?? new Date(Number.NaN) }),
      judged('a Map via superjson', { value: new Map([['__proto__', POLLUTION]]) }),
    );
  }
  return cases;
}

/** Edge values for generated inputs: every number JSON and superjson can carry that code tends to forget. */
export function hostileLeaf(options: { superjson: boolean }): fc.Arbitrary<unknown> {
  const numbers = fc.constantFrom<unknown>(1e308, -1e308, -0, 2 ** 53 + 1, -(2 ** 53) - 1, Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 31, 0.1);
  const shapes = fc.constantFrom<unknown>({ constructor: 'x' }, { prototype: { polluted: 'yes' } }, [[[[[[]]]]]], '', ' '.repeat(10_000));
  const large = fc.constantFrom<unknown>('x'.repeat(MEGABYTE / 4), Array.from({ length: LONG_ARRAY / 4 }, () => 0));
  const superjsonOnly = fc.constantFrom<unknown>(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 2n ** 64n + 1n, undefined, new Date(Number.NaN), new Set([1]));
  return fc.oneof(
    { weight: 4, arbitrary: numbers },
    { weight: 3, arbitrary: shapes },
    { weight: 1, arbitrary: large },
    ...(options.superjson ? [{ weight: 3, arbitrary: superjsonOnly }] : []),
  );
}

/** The payload as the server holds it once parsed: JSON text as JSON.parse reads it, a value as superjson returns it. */
function receivedValue(payload: Payload): unknown {
  return 'text' in payload ? JSON.parse(payload.text) : payload.value;
}

/** Whether the server must refuse the payload: its text rules (src-shared/input-text.ts) or its schema say no. */
export async function refusedBySchema(schema: z.core.$ZodType, payload: Payload): Promise<boolean> {
  const { value, unstorable } = cleanInput(receivedValue(payload));
  return unstorable.length > 0 || !(await z.safeParseAsync(schema, value)).success;
}

/** What is wrong with an answer to a case (null: nothing); `refused` says whether the schema refuses the payload. */
export function answerProblem(status: number, expectation: Expectation, refused: boolean): string | null {
  if (status >= 500) return `answered ${status}`;
  if (expectation === 'refused' && status !== 400) return `answered ${status}, not 400`;
  if (expectation === 'rejected' && (status < 400 || status >= 500)) return `answered ${status}, not 4xx`;
  if (expectation === 'too-large' && status !== 413 && status !== 431) return `answered ${status}, not 413 or 431`;
  if (expectation === 'judged' && refused && status < 400) return `answered ${status} to input its schema refuses`;
  return null;
}

/** The own keys of the prototypes a polluting payload would reach, to compare before and after. */
export function prototypeKeys(): Record<string, string[]> {
  const keysOf = (prototype: object) => Reflect.ownKeys(prototype).map(String).sort();
  return { object: keysOf(Object.prototype), array: keysOf(Array.prototype), function: keysOf(Function.prototype), string: keysOf(String.prototype) };
}
