import { Agent, maxHeaderSize, request } from 'node:http';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { TrustedProxies } from '#server/net/trusted-proxies.ts';
import type { AppDeps } from '#server/trpc/context.ts';
import { hostFor } from '../factories/organisation.factory';
import { testDeps } from './callers';
import { checkAnswersAgainstOpenApi } from './openapi-answers';
import { createPersonas, type Personas } from './personas';
import { testOrm } from './test-database';

export const LEGACY_BASE = '/legacy';

/** The real HTTP application on this file's database (no client build, no listening socket). */
export async function createTestApp(
  overrides: Partial<Pick<AppDeps, 'storage' | 'jobs' | 'integrations' | 'externalSignIn' | 'adminConfiguredUrls' | 'logger'>> & { clientDir?: string; siteCacheMs?: number; trustProxy?: TrustedProxies; securityContact?: string } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    orm: testOrm(),
    ...testDeps,
    clientDir: '/nonexistent-client-build',
    trustProxy: false,
    ...overrides,
    legacyBasePath: LEGACY_BASE,
  });
  await app.ready();
  // Every test that asks the façade holds its answers to the OpenAPI document, so the document cannot drift from the façade.
  checkAnswersAgainstOpenApi(app, LEGACY_BASE);
  return app;
}

/** A JSON request on a given site, answering status, parsed body and headers. */
export async function requestJson(
  app: FastifyInstance,
  options: { method: InjectOptions['method']; url: string; host: string; body?: unknown; headers?: Record<string, string> },
) {
  const response = await app.inject({
    method: options.method,
    url: options.url,
    headers: {
      host: options.host,
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
  return { status: response.statusCode, body: parseBody(response.body), headers: response.headers, cookies: response.cookies };
}

function parseBody(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { text };
  }
}

export interface HttpFixture {
  readonly app: FastifyInstance;
  readonly personas: Personas;
  /** The Host header of personas.org. */
  readonly host: string;
}

/** Registers the usual file setup: the HTTP app on this file's database, and the personas. */
export function useHttpFixture(overrides: Parameters<typeof createTestApp>[0] = {}): HttpFixture {
  const state: { app?: FastifyInstance; personas?: Personas } = {};
  beforeAll(async () => {
    state.app = await createTestApp(overrides);
    state.personas = await createPersonas();
  });
  afterAll(() => state.app?.close());
  return {
    get app() {
      return state.app!;
    },
    get personas() {
      return state.personas!;
    },
    get host() {
      return hostFor(state.personas!.org);
    },
  };
}

/** The app's body limit (src-server/app.ts). */
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface LoopbackAnswer {
  status: number;
  body: string;
  /** The answer's Content-Type; absent where the answer was cut off and is told from the status alone. */
  contentType?: string;
}

export interface LoopbackServer {
  /** One request over a real socket: Node's HTTP parser, header limits and body streaming included. */
  send(options: { method: string; path: string; host: string; headers?: Record<string, string>; body?: string | Buffer }): Promise<LoopbackAnswer>;
  close(): void;
}

/**
 * The app listening on a loopback port, for tests about what reaches it as bytes (fuzzing):
 * inject() skips Node's HTTP parser, which is what refuses an oversized URL. A request that gets
 * no answer within `timeoutMs` fails as hung rather than stalling the file.
 */
export async function listenOnLoopback(app: FastifyInstance, timeoutMs = 15_000): Promise<LoopbackServer> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app is not listening on a port');
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  return {
    send: function send({ method, path, host, headers = {}, body }): Promise<LoopbackAnswer> {
      return new Promise((resolve, reject) => {
        let status: number | undefined;
        // With room for the request line and the headers Node adds.
        const headTooLarge = path.length + host.length + JSON.stringify(headers).length + 512 > maxHeaderSize;
        const bodyTooLarge = body !== undefined && Buffer.byteLength(body) > BODY_LIMIT_BYTES;
        // A request the server refuses for its size ends its connection: never one to keep alive for the next.
        const outgoing = request({ agent: headTooLarge || bodyTooLarge ? false : agent, host: '127.0.0.1', port: address.port, method, path, headers: { host, ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } }, (response) => {
          status = response.statusCode ?? 0;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: status!, body: Buffer.concat(chunks).toString(), contentType: response.headers['content-type'] }));
        });
        outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`${method} ${path.slice(0, 120)} hung: no answer within ${timeoutMs} ms`)));
        outgoing.on('error', (error: NodeJS.ErrnoException) => {
          const reset = ['ECONNRESET', 'EPIPE'].includes(error.code ?? '');
          // A kept-alive connection the server had just closed (after refusing a request): ask again on a new one.
          if (reset && outgoing.reusedSocket && status === undefined) return void send({ method, path, host, headers, body }).then(resolve, reject);
          // A server that answers before reading the whole request (431 to a head past Node's limit,
          // 413 to a body past the app's) closes the connection with the rest unread: the close is a
          // reset, which can cut that answer short or overtake it.
          if (reset && status !== undefined) resolve({ status, body: '' });
          else if (reset && headTooLarge) resolve({ status: 431, body: '' });
          else if (reset && bodyTooLarge) resolve({ status: 413, body: '' });
          else reject(error);
        });
        outgoing.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
