import { isSafeRedirectPath, REDIRECT_PATH_MAX_LENGTH } from '#shared/redirect-path.ts';

/**
 * Reading the search of a page's URL. Each parameter is read on its own and drops out when it is
 * missing or unreadable, so a mistyped link still opens the page, with that parameter's default.
 * Plain functions rather than zod: every route's search rules come with the first download of
 * every page, and zod would add more than the whole start page weighs.
 */
export type SearchParam<T> = (value: unknown) => T | undefined;

type ReadSearch<S> = { [K in keyof S]?: S[K] extends SearchParam<infer T> ? T : never };

/**
 * A route's validateSearch: the parameters it knows, each read by its own rule. Every one is in
 * the result, undefined when unreadable: the router lays the result over the raw search, so a
 * parameter left out would keep its raw, unchecked value.
 */
export function searchReader<S extends Record<string, SearchParam<unknown>>>(params: S): (search: Record<string, unknown>) => ReadSearch<S> {
  return (search) => Object.fromEntries(Object.entries(params).map(([key, param]) => [key, param(search[key])])) as ReadSearch<S>;
}

/** Text of at most `max` characters (any length without one), trimmed first when asked. */
export function textParam(max = Infinity, { trim = false } = {}): SearchParam<string> {
  return (value) => {
    if (typeof value !== 'string') return undefined;
    const text = trim ? value.trim() : value;
    return text.length <= max ? text : undefined;
  };
}

/** A whole number from `min` to `max`. */
export function integerParam(min: number, max = Number.MAX_SAFE_INTEGER): SearchParam<number> {
  return (value) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined);
}

/** A number, also when the link spelt it as text ("1"). */
export function numberParam(): SearchParam<number> {
  return (value) => {
    const number = typeof value === 'string' && value.trim() ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
  };
}

/** One of the given values. */
export function oneOfParam<T extends string>(allowed: readonly T[]): SearchParam<T> {
  return (value) => (allowed as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/** A list of at most `maxItems`, every item readable by `item`; one unreadable item drops the whole list. */
export function listParam<T>(item: SearchParam<T>, maxItems: number): SearchParam<T[]> {
  return (value) => {
    if (!Array.isArray(value) || value.length > maxItems) return undefined;
    const items = value.map(item);
    return items.every((entry) => entry !== undefined) ? (items as T[]) : undefined;
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A guid, as records are named by. */
export function guidParam(): SearchParam<string> {
  return (value) => (typeof value === 'string' && UUID.test(value) ? value : undefined);
}

/** ?redirect=: a path on this site only, so a crafted link cannot send anyone elsewhere. */
export function redirectParam(): SearchParam<string> {
  return (value) => (typeof value === 'string' && value.length <= REDIRECT_PATH_MAX_LENGTH && isSafeRedirectPath(value) ? value : undefined);
}
