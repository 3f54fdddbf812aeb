import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src-server/app';
import type { TrustedProxies } from '../../src-server/net/trusted-proxies';
import type { AppDeps } from '../../src-server/trpc/context';
import { hostFor } from '../factories/organisation.factory';
import { testDeps } from './callers';
import { createPersonas, type Personas } from './personas';
import { testOrm } from './test-database';

export const LEGACY_BASE = '/legacy';

/** The real HTTP application on this file's database (no client build, no listening socket). */
export async function createTestApp(
  overrides: Partial<Pick<AppDeps, 'storage' | 'jobs' | 'integrations' | 'externalSignIn' | 'adminConfiguredUrls' | 'logger'>> & { clientDir?: string; siteCacheMs?: number; trustProxy?: TrustedProxies } = {},
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
export function useHttpFixture(): HttpFixture {
  const state: { app?: FastifyInstance; personas?: Personas } = {};
  beforeAll(async () => {
    state.app = await createTestApp();
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
