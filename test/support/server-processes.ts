import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { User } from '#server/entities/user.entity.ts';
import { realtimeBus, startRealtimeListener, type RealtimeListener } from '#server/realtime/realtime-bus.ts';
import { hostFor } from '../factories/organisation.factory';
import { FACTORY_PASSWORD } from '../factories/user.factory';
import { testDeps } from './callers';
import { LEGACY_BASE, requestJson } from './http';
import { createPersonas, type Personas } from './personas';
import { testOrm } from './test-database';
import { checkAnswersAgainstOpenApi } from './openapi-answers';

/** Polls until `check` holds, for what another process hears by NOTIFY. */
export async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within the time allowed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface ServerProcesses {
  /** The processes, each with its own session cache, as behind a load balancer. */
  apps: FastifyInstance[];
  personas: Personas;
  /** The personas' site's host name. */
  host: string;
  /** A browser session's cookie header, from a login on `app`. */
  browserSession(app: FastifyInstance, user: User): Promise<string>;
  /** A legacy Bearer authorization header, from a login on `app`. */
  legacyToken(app: FastifyInstance, user: User): Promise<string>;
  /** Who `app` takes the request's credentials for (null: nobody). */
  me<T = { guid: string }>(app: FastifyInstance, headers: Record<string, string>): Promise<T | null>;
}

/**
 * `count` server processes on the test database, each caching sessions for a minute and hearing
 * the others through PostgreSQL LISTEN, for what must hold across processes (sign-outs, blocks).
 * Started before the file's tests and closed after them; read the fields inside tests.
 */
export function useServerProcesses(count: number): ServerProcesses {
  let listener: RealtimeListener;
  const processes = {
    apps: [] as FastifyInstance[],
    personas: undefined as unknown as Personas,
    host: '',
    async browserSession(app: FastifyInstance, user: User) {
      const response = await requestJson(app, { method: 'POST', url: '/trpc/auth.login', host: processes.host, headers: { origin: `http://${processes.host}` }, body: { json: { email: user.email, password: FACTORY_PASSWORD } } });
      expect(response.status).toBe(200);
      return `session=${response.cookies.find((cookie) => cookie.name === 'session')!.value}`;
    },
    async legacyToken(app: FastifyInstance, user: User) {
      const response = await requestJson(app, { method: 'POST', url: `${LEGACY_BASE}/login`, host: processes.host, body: { username: user.email, password: FACTORY_PASSWORD } });
      expect(response.status).toBe(200);
      return `Bearer ${(response.body.result as { JWT: string }).JWT}`;
    },
    async me<T = { guid: string }>(app: FastifyInstance, headers: Record<string, string>) {
      const response = await requestJson(app, { method: 'GET', url: '/trpc/auth.me', host: processes.host, headers });
      return (response.body.result as { data: { json: T | null } }).data.json;
    },
  };
  beforeAll(async () => {
    const quiet = pino({ level: 'silent' });
    listener = await startRealtimeListener(realtimeBus, { connectionString: testOrm().config.get('clientUrl') as string, logger: quiet });
    const build = () => buildApp({ orm: testOrm(), ...testDeps, clientDir: '/nonexistent-client-build', legacyBasePath: LEGACY_BASE, trustProxy: false, sessionCacheMs: 60_000 });
    processes.apps = await Promise.all(Array.from({ length: count }, build));
    await Promise.all(processes.apps.map((app) => app.ready()));
    // Their façade answers are held to the OpenAPI document like those of one app.
    for (const app of processes.apps) checkAnswersAgainstOpenApi(app, LEGACY_BASE);
    processes.personas = await createPersonas();
    processes.host = hostFor(processes.personas.org);
  });
  afterAll(async () => {
    await Promise.all(processes.apps.map((app) => app.close()));
    await listener?.close();
  });
  return processes;
}
