import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#server/errors/app-error.ts';

/**
 * Deeper JSON than this is an attack, not a payload: the deepest input (a batch of superjson-wrapped
 * calls around a campaign's settings) nests about a dozen levels, while the walks that follow
 * JSON.parse (superjson's, the input hygiene's, Zod's) recurse once per level and overflow the
 * stack a few thousand levels down, which answered 500.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Text that may hold a key reaching an object's prototype. JSON may spell any letter as a \u
 * escape, so any escape means a closer look.
 */
const PROTOTYPE_KEY_HINT = /__proto__|constructor|\\u/;

class PrototypeKey extends Error {}

/**
 * Refuses JSON text before anything parses it: nesting past MAX_JSON_DEPTH, and the keys that
 * secure-json-parse refuses (`__proto__`, and `constructor` holding a `prototype`). Fastify's own
 * parser refuses those keys, but tRPC parses its bodies and query inputs with plain JSON.parse, and
 * superjson's copy then turns a `__proto__` key into the copy's prototype: the same call would be
 * refused on the façade and silently reshaped here.
 */
export function refuseHostileJson(text: string): void {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new AppError('invalid-input');
  if (PROTOTYPE_KEY_HINT.test(text) && hasPrototypeKey(text)) throw new AppError('invalid-input');
}

type JsonBodyReader = (request: FastifyRequest, text: string, done: (error: Error | null, body?: unknown) => void) => void;

/** A scope's JSON bodies: refuseHostileJson first, then `read` with the text that passed. */
export function guardJsonBodies(scope: FastifyInstance, read: JsonBodyReader): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    try {
      refuseHostileJson(text);
    } catch (error) {
      return done(error as AppError);
    }
    return read(request, text, done);
  });
}

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const OPEN_BRACKET = 91;
const CLOSE_BRACE = 125;
const CLOSE_BRACKET = 93;

/** One pass over the text, outside strings; malformed text is left for the parser to refuse. */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

/** The parser's own reading of every key, escapes decoded; text that does not parse has none. */
function hasPrototypeKey(text: string): boolean {
  try {
    JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__' || (key === 'constructor' && value !== null && typeof value === 'object' && Object.hasOwn(value, 'prototype'))) throw new PrototypeKey();
      return value;
    });
    return false;
  } catch (error) {
    return error instanceof PrototypeKey;
  }
}
