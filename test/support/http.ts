import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src-server/app';
import { testDeps } from './callers';
import { testOrm } from './test-database';

export const LEGACY_BASE = '/legacy';

/** The real HTTP application on this file's database (no client build, no listening socket). */
export async function createTestApp(): Promise<FastifyInstance> {
  const app = await buildApp({
    orm: testOrm(),
    jwtKey: testDeps.jwtKey,
    logger: testDeps.logger,
    legacyBasePath: LEGACY_BASE,
    trustProxy: false,
    clientDir: '/nonexistent-client-build',
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
