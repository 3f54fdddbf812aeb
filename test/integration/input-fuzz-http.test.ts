import fc from 'fast-check';
import pLimit from 'p-limit';
import type { AnyTRPCProcedure } from '@trpc/server';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appRouter } from '#server/trpc/app-router.ts';
import { freshFuzzState, type FuzzViewer } from '../support/fuzz-state';
import { useFuzzServer } from '../support/fuzz-server';
import { answerProblem, hostileCases, hostileLeaf, refusedBySchema, type Expectation, type Payload } from '../support/hostile-json';
import { arbitraryFor, plausibleFor, seedFor } from '../support/schema-arbitrary';

/**
 * Every procedure through the real HTTP path (issue 22): tRPC over a socket, superjson and all, as
 * an org admin with a session cookie and as a visitor. The fixed hostile catalogue (deep nesting,
 * prototype keys, NUL, lone surrogates, 1 MB strings, 100k arrays, edge numbers, superjson's NaN
 * and BigInt) around a plausible input, then generated inputs with hostile parts. Never a 5xx, a
 * 4xx wherever the schema or the transport must refuse, and Object.prototype as it was.
 */
const RUNS_PER_PROCEDURE = 5;
/**
 * A query's fixed cases go four at a time: the database works while the test process builds the
 * next request. A mutation's go one by one: two at once race each other (joinCampaign checks, then
 * inserts, so two joins of one campaign at once answer 500), which is not what this test is about.
 */
const PARALLEL_REQUESTS = 4;

type Form = 'batch' | 'single';

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure>).filter(
  // A subscription's stream stays open on valid input; realtime.test.ts covers its input.
  ([, procedure]) => procedure._def.type !== 'subscription',
);

/**
 * The value as @trpc/client would send it; superjson refuses to write `__proto__`, `constructor`
 * and `prototype` keys, which an attacker writes anyway: those go as the plain JSON they make.
 */
function superjsonText(value: unknown): string {
  try {
    return JSON.stringify(superjson.serialize(value));
  } catch {
    return JSON.stringify({ json: value }, (_key, item: unknown) => (typeof item === 'bigint' ? String(item) : item));
  }
}

describe('every procedure over HTTP, fuzzed', () => {
  const fuzz = useFuzzServer(() => `tRPC over HTTP: ${procedures.length} procedures`);

  /** A call as @trpc/client sends it: queries by GET with the input in the URL, mutations as JSON bodies. */
  async function call(path: string, type: string, payload: Payload, headers: Record<string, string>, form: Form) {
    const envelope = 'text' in payload ? `{"json":${payload.text}}` : superjsonText(payload.value);
    const wrapped = form === 'batch' ? `{"0":${envelope}}` : envelope;
    const host = fuzz.host;
    if (type === 'query') {
      return fuzz.send({ method: 'GET', path: `/trpc/${path}?${form === 'batch' ? 'batch=1&' : ''}input=${encodeURIComponent(wrapped)}`, host, headers });
    }
    return fuzz.send({ method: 'POST', path: `/trpc/${path}${form === 'batch' ? '?batch=1' : ''}`, host, headers: { 'content-type': 'application/json', origin: `http://${host}`, ...headers }, body: wrapped });
  }

  async function problemOf(schema: z.core.$ZodType | undefined, payload: Payload, expectation: Expectation, status: number) {
    const refused = schema !== undefined && expectation === 'judged' && (await refusedBySchema(schema, payload));
    return answerProblem(status, expectation, refused);
  }

  it.each(procedures.map(([path, procedure], index) => [path, procedure, index] as const))('%s answers hostile input with 4xx, never 5xx', async (path, procedure, procedureIndex) => {
    // Every input parser here is a Zod schema (routers take them from src-shared/schemas).
    const schema = procedure._def.inputs[0] as unknown as z.core.$ZodType | undefined;
    const type = procedure._def.type;
    const seed = seedFor(path);
    const { pools, headers } = await freshFuzzState(fuzz.personas);
    const sample = schema ? fc.sample(plausibleFor(schema, pools), { seed, numRuns: 1 })[0] : {};

    // A procedure without input ignores it once the transport and the text rules have let it through.
    const cases = hostileCases(sample, { superjson: true, inUrl: type === 'query' }).filter((hostile) => schema || hostile.expect !== 'judged');
    const limit = pLimit(type === 'query' ? PARALLEL_REQUESTS : 1);
    const problems = await Promise.all(
      cases.map((hostile, index) =>
        limit(async () => {
          // Each case once, the viewer and form alternating (and swapped from one procedure to the next):
          // the admin's batch of one as the client sends it, the visitor's plain call, both parsers.
          const [viewer, form] = (index + procedureIndex) % 2 === 0 ? (['orgAdmin', 'batch'] as const) : (['visitor', 'single'] as const);
          const answer = await call(path, type, hostile.payload, headers[viewer], form);
          const problem = await problemOf(schema, hostile.payload, hostile.expect, answer.status);
          return problem && `${hostile.name} as ${viewer}: ${problem} ${answer.body.slice(0, 200)}`;
        }),
      ),
    );
    expect(problems.filter(Boolean), `${path} (seed ${seed})`).toEqual([]);

    if (!schema) return;
    await fc.assert(
      fc.asyncProperty(
        arbitraryFor(schema, pools, { hostile: hostileLeaf({ superjson: true }) }),
        fc.constantFrom<FuzzViewer>('orgAdmin', 'visitor'),
        fc.constantFrom<Form>('batch', 'single'),
        async (input, viewer, form) => {
          const answer = await call(path, type, { value: input }, headers[viewer], form);
          expect(await problemOf(schema, { value: input }, 'judged', answer.status), `${path} as ${viewer}: ${answer.body.slice(0, 300)}`).toBeNull();
        },
      ),
      { numRuns: RUNS_PER_PROCEDURE, endOnFailure: true, seed },
    );
  });

  it('leaves the prototypes as they were, and still answers', () => fuzz.expectUnharmed('/trpc/auth.me?batch=1&input=%7B%7D'));
});
