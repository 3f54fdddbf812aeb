import fc from 'fast-check';
import pLimit from 'p-limit';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { legacyRouteModules } from '#server/app.ts';
import { collectLegacyRoutes, type LegacyRoute } from '#server/legacy/legacy-routes.ts';
import { freshFuzzState, type FuzzViewer } from '../support/fuzz-state';
import { useFuzzServer } from '../support/fuzz-server';
import { answerProblem, hostileCases, hostileLeaf, type Expectation, type Payload } from '../support/hostile-json';
import { LEGACY_BASE } from '../support/http';
import { arbitraryFor, plausibleFor, seedFor } from '../support/schema-arbitrary';

/**
 * Every route of the legacy façade through a real socket (issue 22), as an org admin with a
 * session cookie and as a visitor: hostile JSON, url-encoded and multipart bodies, query strings
 * and path parameters, then generated bodies and queries from the routes' documented schemas.
 * The handlers map bodies onto procedures themselves, so no schema says what must succeed: the
 * answer is never a 5xx, and a 4xx wherever the transport or the text rules must refuse.
 */
const RUNS_PER_ROUTE = 4;
/** A GET route's fixed cases go four at a time; others one by one, as concurrent writes race each other (see input-fuzz-http.test.ts). */
const PARALLEL_REQUESTS = 4;

const routes = collectLegacyRoutes(legacyRouteModules);

/** Query parameters list routes read, tried on every route besides its documented ones. */
const COMMON_QUERY_KEYS = ['count', 'offset', 'sortBy', 'filter', 'status', 'tags', 'authorsGuid', 'campaignGuid', 'download', 'downloadLink'];
const HOSTILE_NUMBERS = ['1e308', '-0', 'NaN', '9007199254740993', '-1', '1e309'];

interface Call {
  name: string;
  method: string;
  path: string;
  viewer: FuzzViewer;
  contentType?: string;
  body?: string;
  expect: Expectation;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
}

/** A value as the bracketed pairs of a legacy form (`data[content]=…`, `tags[0]=…`). */
function formPairs(value: unknown, prefix = ''): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => formPairs(item, `${prefix}[${index}]`));
  if (isPlainObject(value)) return Object.entries(value).flatMap(([key, item]) => formPairs(item, prefix ? `${prefix}[${key}]` : key));
  return prefix ? [[prefix, value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value)]] : [];
}

const formText = (value: unknown) => new URLSearchParams(formPairs(value)).toString();

function multipartText(pairs: [string, string][], boundary: string): string {
  return `${pairs.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--${boundary}--\r\n`;
}

function paramNames(route: LegacyRoute): string[] {
  return [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}

function pathWith(route: LegacyRoute, params: Record<string, string>): string {
  return `${LEGACY_BASE}${route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => params[name] ?? 'x')}`;
}

const takesBody = (route: LegacyRoute) => route.method === 'POST' || route.method === 'PUT';

describe('every legacy route, fuzzed', () => {
  const fuzz = useFuzzServer(() => `legacy façade over HTTP: ${routes.length} routes`);

  async function send(call: Call, headers: Record<FuzzViewer, Record<string, string>>) {
    return fuzz.send({
      method: call.method,
      path: call.path,
      host: fuzz.host,
      headers: { origin: `http://${fuzz.host}`, ...headers[call.viewer], ...(call.contentType ? { 'content-type': call.contentType } : {}) },
      ...(call.body !== undefined ? { body: call.body } : {}),
    });
  }

  /** The fixed cases of one route: hostile query strings and path parameters always, hostile bodies where it reads one. */
  function hostileCalls(route: LegacyRoute, params: Record<string, string>, bodySample: unknown, routeIndex: number): Omit<Call, 'viewer'>[] {
    const path = pathWith(route, params);
    const method = route.method as string;
    const queryKeys = [...new Set([...Object.keys((route.options.doc?.query as z.ZodObject | undefined)?.shape ?? {}), ...COMMON_QUERY_KEYS])];
    const calls: Omit<Call, 'viewer'>[] = [
      // Unstorable text in the URL is refused with the request, before any permission is checked.
      { name: 'NUL in the query', method, path: `${path}?x=a%00b`, expect: 'refused' },
      { name: 'a lone surrogate as UTF-8 in the query', method, path: `${path}?x=%ED%A0%80`, expect: 'survives' },
      { name: 'invalid percent escapes in the query', method, path: `${path}?x=%E0%A4%A&y=%`, expect: 'survives' },
      { name: 'prototype keys in the query', method, path: `${path}?__proto__[polluted]=yes&constructor[prototype][polluted]=yes&__proto__=x&constructor=y`, expect: 'survives' },
      { name: 'a query past the header limit', method, path: `${path}?x=${'a'.repeat(20_000)}`, expect: 'too-large' },
      { name: 'one key 2,000 times', method, path: `${path}?${'count=1&'.repeat(2_000)}`, expect: 'survives' },
      ...HOSTILE_NUMBERS.map((number) => ({ name: `every list parameter ${number}`, method, path: `${path}?${queryKeys.map((key) => `${key}=${encodeURIComponent(number)}`).join('&')}`, expect: 'survives' as const })),
    ];
    for (const name of paramNames(route)) {
      const withParam = (value: string) => pathWith(route, { ...params, [name]: value });
      calls.push(
        { name: `NUL in :${name}`, method, path: withParam('a%00b'), expect: 'refused' },
        { name: `a lone surrogate as UTF-8 in :${name}`, method, path: withParam('%ED%A0%80'), expect: 'survives' },
        { name: `__proto__ as :${name}`, method, path: withParam('__proto__'), expect: 'survives' },
        { name: `6,000 characters in :${name}`, method, path: withParam('x'.repeat(6_000)), expect: 'rejected' },
        { name: `a path in :${name}`, method, path: withParam('..%2F..%2Fetc%2Fpasswd'), expect: 'survives' },
      );
    }
    if (!takesBody(route)) return calls;
    const json = (payload: Payload) => ('text' in payload ? payload.text : JSON.stringify(payload.value));
    for (const hostile of hostileCases(bodySample, { superjson: false, inUrl: false })) {
      // No schema decides a façade body (its handler maps it onto procedures): only the transport and the text rules must refuse.
      calls.push({ name: `JSON: ${hostile.name}`, method, path, contentType: 'application/json', body: json(hostile.payload), expect: hostile.expect === 'judged' ? 'survives' : hostile.expect });
    }
    const form = formText(bodySample);
    const boundary = `----fuzz${routeIndex}`;
    calls.push(
      { name: 'form: prototype keys', method, path, contentType: 'application/x-www-form-urlencoded', body: `__proto__[polluted]=yes&constructor[prototype][polluted]=yes&a[__proto__][polluted]=yes&${form}`, expect: 'survives' },
      { name: 'form: 10,000 brackets deep', method, path, contentType: 'application/x-www-form-urlencoded', body: `a${'[a]'.repeat(10_000)}=1&${form}`, expect: 'survives' },
      { name: 'form: 100,000 list entries', method, path, contentType: 'application/x-www-form-urlencoded', body: `${'a[]=0&'.repeat(100_000)}${form}`, expect: 'survives' },
      { name: 'form: NUL', method, path, contentType: 'application/x-www-form-urlencoded', body: `${form}&x=a%00b`, expect: 'refused' },
      { name: 'multipart: prototype keys and NUL', method, path, contentType: `multipart/form-data; boundary=${boundary}`, body: multipartText([...formPairs(bodySample), ['__proto__[polluted]', 'yes'], ['x', 'a\u0000b']], boundary), expect: 'rejected' },
      { name: 'malformed JSON', method, path, contentType: 'application/json', body: '{"a":', expect: 'refused' },
      { name: 'an empty JSON body', method, path, contentType: 'application/json', body: '', expect: 'survives' },
      { name: 'text/plain', method, path, contentType: 'text/plain', body: form, expect: 'survives' },
      { name: 'an unknown content type', method, path, contentType: 'application/xml', body: '<a/>', expect: 'rejected' },
    );
    return calls;
  }

  it.each(routes.map((route, index) => [`${route.method} ${route.path}`, route, index] as const))('%s answers hostile input with 4xx, never 5xx', async (name, route, routeIndex) => {
    const seed = seedFor(name);
    const { pools, headers } = await freshFuzzState(fuzz.personas);
    const paramSchema = z.object(Object.fromEntries(paramNames(route).map((param) => [param, z.string()])));
    const params = fc.sample(plausibleFor(paramSchema, pools), { seed, numRuns: 1 })[0] as Record<string, string>;
    // Plausible parameters in the URL: they are text here, and a hostile one cannot be put in a path as it is.
    // Nor a NUL: the request would be refused for it before its body is read, and the cases above try it.
    for (const [param, value] of Object.entries(params)) params[param] = encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '').replaceAll('\u0000', ''));
    const bodySchema = route.options.doc?.body instanceof z.ZodType ? route.options.doc.body : undefined;
    const bodySample = bodySchema ? fc.sample(plausibleFor(bodySchema, pools), { seed, numRuns: 1 })[0] : {};

    const limit = pLimit(route.method === 'GET' ? PARALLEL_REQUESTS : 1);
    const problems = await Promise.all(
      hostileCalls(route, params, bodySample, routeIndex).map((call, index) =>
        limit(async () => {
          // Each case once, the viewer alternating (and swapped from one route to the next).
          const viewer: FuzzViewer = (index + routeIndex) % 2 === 0 ? 'orgAdmin' : 'visitor';
          const answer = await send({ ...call, viewer }, headers);
          const problem = answerProblem(answer.status, call.expect, false);
          return problem && `${call.name} as ${viewer}: ${problem} ${answer.body.slice(0, 200)}`;
        }),
      ),
    );
    expect(problems.filter(Boolean), `${name} (seed ${seed})`).toEqual([]);

    const querySchema = route.options.doc?.query;
    if (!bodySchema && !querySchema) return;
    const hostile = hostileLeaf({ superjson: false });
    await fc.assert(
      fc.asyncProperty(
        bodySchema ? arbitraryFor(bodySchema, pools, { hostile }) : fc.constant(undefined),
        querySchema ? arbitraryFor(querySchema, pools, { hostile }) : fc.constant(undefined),
        fc.constantFrom<FuzzViewer>('orgAdmin', 'visitor'),
        fc.constantFrom('json', 'form'),
        async (body, query, viewer, encoding) => {
          const search = query === undefined ? '' : `?${formText(query)}`;
          const withBody = takesBody(route) && body !== undefined;
          const answer = await send(
            {
              name: 'generated',
              method: route.method as string,
              path: `${pathWith(route, params)}${search}`,
              viewer,
              expect: 'survives',
              ...(withBody ? (encoding === 'json' ? { contentType: 'application/json', body: JSON.stringify(body) } : { contentType: 'application/x-www-form-urlencoded', body: formText(body) }) : {}),
            },
            headers,
          );
          expect(answerProblem(answer.status, 'survives', false), `${name} as ${viewer}: ${answer.body.slice(0, 300)}`).toBeNull();
        },
      ),
      { numRuns: RUNS_PER_ROUTE, endOnFailure: true, seed },
    );
  });

  it('leaves the prototypes as they were, and still answers', () => fuzz.expectUnharmed(`${LEGACY_BASE}/tags`));
});
