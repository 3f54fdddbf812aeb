import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEGACY_BASE, useHttpFixture, requestJson } from '../support/http';

const ROUTES_FILE = resolve(import.meta.dirname, '../../docs/legacy-api/routes.txt');
const SAMPLE_GUID = '01900000-0000-7000-8000-000000000000';

interface LegacyRouteLine {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

function readRoutes(): LegacyRouteLine[] {
  return readFileSync(ROUTES_FILE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [method, path] = line.split(/\s+/);
      return { method: method as LegacyRouteLine['method'], path: path! };
    });
}

/**
 * Walks docs/legacy-api/routes.txt: a route is "served" when a call to it does not get the façade's
 * route-not-found. Routes not built yet only lower the printed count; a served route fails the
 * test when its answer breaks the envelope (HTTP 200 with `result`, else `{ error }`, never 5xx).
 */
describe('legacy route contract', () => {
  const fixture = useHttpFixture();

  it('reads the 140 legacy routes from the project\'s own docs', () => {
    const routes = readRoutes();
    expect(routes).toHaveLength(140);
    expect(new Set(routes.map((route) => `${route.method} ${route.path}`)).size).toBe(140);
    expect(routes.every((route) => ['GET', 'POST', 'PUT', 'DELETE'].includes(route.method) && route.path.startsWith('/'))).toBe(true);
  });

  it('answers every served route with the legacy envelope', async () => {
    const routes = readRoutes();
    const served: string[] = [];
    const misbehaving: string[] = [];
    for (const route of routes) {
      const url = `${LEGACY_BASE}${route.path.replace(/\{[^}]+\}/g, SAMPLE_GUID)}`;
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const response = await requestJson(fixture.app, { method: route.method, url, host: fixture.host, body });
      if (response.status === 404 && response.body?.error === 'route-not-found') continue;
      served.push(`${route.method} ${route.path}`);
      const wellFormed =
        response.status === 200
          ? 'result' in response.body
          : response.status < 500 && typeof response.body?.error === 'string';
      if (!wellFormed) misbehaving.push(`${route.method} ${route.path} → ${response.status} ${JSON.stringify(response.body)}`);
    }
    console.log(`legacy routes served: ${served.length}/${routes.length}\n  ${served.join('\n  ')}`);
    expect(misbehaving).toEqual([]);
    expect(served.length).toBeGreaterThanOrEqual(3);
  });
});
