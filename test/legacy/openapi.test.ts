import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { LEGACY_BASE, useHttpFixture, requestJson } from '../support/http';
import { KNOWN_UNSERVED, readLegacyRoutes } from './legacy-route-list';

interface OpenApiDocument {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, { summary?: string; 'x-undocumented'?: boolean; requestBody?: unknown }>>;
}

describe('the legacy OpenAPI document', () => {
  const fixture = useHttpFixture();
  const readDocument = async () => {
    const response = await requestJson(fixture.app, { method: 'GET', url: `${LEGACY_BASE}/openapi.json`, host: fixture.host });
    expect(response.status).toBe(200);
    return response.body as unknown as OpenApiDocument;
  };

  it('is a valid OpenAPI 3.1 document for the façade base path', async () => {
    const document = await readDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: LEGACY_BASE }]);
    const result = await new Validator().validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every served route of the legacy route list', async () => {
    const document = await readDocument();
    // A documented template such as /menus/nav/{nav} covers the listed /menus/nav/top.
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => ({ method: method.toUpperCase(), pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`) })),
    );
    const missing = readLegacyRoutes()
      .filter((route) => !KNOWN_UNSERVED.has(`${route.method} ${route.path}`))
      .filter((route) => !documented.some((entry) => entry.method === route.method && entry.pattern.test(route.path)))
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('documents every route the façade registers: a summary, and for POST and PUT the body schema', async () => {
    const document = await readDocument();
    const undocumented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation['x-undocumented'] || !operation.summary)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('builds the request schemas from the shared Zod schemas', async () => {
    const document = await readDocument();
    const created = document.paths['/campaigns/{slug}/ideas']?.post?.requestBody as { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
    expect(Object.keys(created.content)).toEqual(expect.arrayContaining(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']));
    expect(created.content['application/json']!.schema.properties).toHaveProperty('name');
  });

  it('serves a browsable reference page from this server, with no other origin', async () => {
    const page = await fixture.app.inject({ method: 'GET', url: `${LEGACY_BASE}/reference/`, headers: { host: fixture.host } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\//);
    const initializer = await fixture.app.inject({ method: 'GET', url: `${LEGACY_BASE}/reference/static/swagger-initializer.js`, headers: { host: fixture.host } });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('json');
  });
});
