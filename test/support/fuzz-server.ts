import { afterAll, beforeAll, expect } from 'vitest';
import { prototypeKeys } from './hostile-json';
import { LEGACY_BASE, listenOnLoopback, useHttpFixture, type LoopbackServer } from './http';
import { AnswerContradictsOpenApi, openApiAnswerChecker } from './openapi-answers';
import type { Personas } from './personas';

export interface FuzzServer {
  readonly personas: Personas;
  /** The Host header of personas.org. */
  readonly host: string;
  /** One request over the socket, counted for the report at the end of the file. */
  send: LoopbackServer['send'];
  /** After the fuzzing: the prototypes as they were before it, and the app still answering `path` with 200. */
  expectUnharmed(path: string): Promise<void>;
}

/**
 * The HTTP app of a fuzz file listening on loopback, where what reaches it is bytes. `report`
 * names what was fuzzed in the line logged at the end, with the requests sent and the time taken.
 */
export function useFuzzServer(report: () => string): FuzzServer {
  // Sites cached as in production (SITE_CACHE_SECONDS): every request asking the database for its site doubled the run.
  const fixture = useHttpFixture({ siteCacheMs: 60_000 });
  const prototypesBefore = prototypeKeys();
  let server: LoopbackServer | undefined;
  let requests = 0;
  const started = Date.now();
  beforeAll(async () => {
    server = await listenOnLoopback(fixture.app);
  });
  afterAll(() => {
    server?.close();
    console.log(`${report()}, ${requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  // The legacy façade's answers to hostile requests are held to its OpenAPI document like every other.
  const answers = expect.getState().testPath?.includes('/test/legacy/') ? openApiAnswerChecker(LEGACY_BASE) : undefined;
  const send: LoopbackServer['send'] = async (options) => {
    requests += 1;
    const answer = await server!.send(options);
    // A 431 is Node's HTTP parser refusing the head before any route or site is known: no façade answer.
    const problem = answer.contentType === undefined || answer.status === 431 ? null : answers?.problemOf(options.method, options.path, answer.status, answer.contentType, answer.body);
    if (problem && process.env.OAT_LOG) (await import('node:fs')).appendFileSync(process.env.OAT_LOG, `${problem}\n`);
    else if (problem) throw new AnswerContradictsOpenApi(`The answer contradicts ${LEGACY_BASE}/openapi.json: ${problem}`);
    return answer;
  };
  return {
    get personas() {
      return fixture.personas;
    },
    get host() {
      return fixture.host;
    },
    send,
    async expectUnharmed(path) {
      expect(prototypeKeys()).toEqual(prototypesBefore);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect((await send({ method: 'GET', path: '/healthz', host: fixture.host })).status).toBe(200);
      expect((await send({ method: 'GET', path, host: fixture.host })).status).toBe(200);
    },
  };
}
