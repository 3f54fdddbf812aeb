import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createCampaignRow } from '../factories/campaign.factory';
import { LEGACY_BASE, useHttpFixture, requestJson } from '../support/http';
import { openApiAnswerChecker } from '../support/openapi-answers';
import { KNOWN_UNSERVED, readLegacyRoutes } from './legacy-route-list';

interface OpenApiDocument {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, { summary?: string; operationId?: string; 'x-undocumented'?: boolean; requestBody?: unknown; parameters?: unknown[]; responses: Record<string, unknown> }>>;
}

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string }[];
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** A path item's operations, without its other fields (the SCIM paths name their own `servers`). */
function operationsOf<T>(item: Record<string, T>): [string, T][] {
  return Object.entries(item).filter(([key]) => HTTP_METHODS.has(key));
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
      operationsOf(item).map(([method]) => ({ method: method.toUpperCase(), pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`) })),
    );
    const missing = readLegacyRoutes()
      .filter((route) => !KNOWN_UNSERVED.has(`${route.method} ${route.path}`))
      .filter((route) => !documented.some((entry) => entry.method === route.method && entry.pattern.test(route.path)))
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('documents the stages and evaluation API (issue 33) beside the legacy routes, not among them, each with the token scope it takes', async () => {
    const document = (await readDocument()) as OpenApiDocument & { paths: Record<string, Record<string, { security: Record<string, string[]>[] }>> };
    const routes: [string, string, 'read' | 'evaluation'][] = [
      ['get', '/api/campaigns/{slug}/stages', 'read'],
      ['put', '/api/campaigns/{slug}/stages', 'evaluation'],
      ['get', '/api/campaigns/{slug}/stages/{stageGuid}/ideas', 'read'],
      ['get', '/api/campaigns/{slug}/stage-moves', 'read'],
      ['post', '/api/stage-moves', 'evaluation'],
      ['post', '/api/stage-moves/{guid}/undo', 'evaluation'],
      ['get', '/api/stages/{guid}/scorecard', 'read'],
      ['put', '/api/stages/{guid}/scorecard', 'evaluation'],
      ['get', '/api/stages/{guid}/review-settings', 'read'],
      ['put', '/api/stages/{guid}/review-settings', 'evaluation'],
      ['get', '/api/stages/{guid}/assignments', 'read'],
      ['post', '/api/stages/{guid}/assignments', 'evaluation'],
      ['post', '/api/stages/{guid}/assignments/auto', 'evaluation'],
      ['post', '/api/assignments/{guid}/reassign', 'evaluation'],
      ['delete', '/api/assignments/{guid}', 'evaluation'],
      ['get', '/api/stages/{guid}/consensus', 'read'],
      ['get', '/api/stages/{guid}/consensus/export', 'read'],
      ['get', '/api/stages/{guid}/calibration', 'read'],
      ['get', '/api/reviews', 'read'],
      ['get', '/api/stages/{guid}/my-reviews', 'read'],
      ['get', '/api/reviews/{guid}', 'read'],
      ['put', '/api/reviews/{guid}', 'evaluation'],
      ['post', '/api/reviews/{guid}/submit', 'evaluation'],
    ];
    const scopes = routes.map(([method, path]) => document.paths[path]?.[method]?.security.flatMap((entry) => entry.apiToken ?? []));
    expect(scopes).toEqual(routes.map(([, , scope]) => [scope]));
    const listed = new Set(readLegacyRoutes().map((route) => `${route.method} ${route.path}`));
    expect(routes.filter(([method, path]) => listed.has(`${method.toUpperCase()} ${path}`))).toEqual([]);
    // Every route the two modules register is in the list above: a new one is documented and placed here.
    const registered = Object.entries(document.paths).flatMap(([path, item]) => operationsOf(item).filter(([, operation]) => ['stages', 'evaluation', 'review'].includes((operation as { tags?: string[] }).tags?.[0] ?? '')).map(([method]) => `${method} ${path}`));
    expect(registered.sort()).toEqual(routes.map(([method, path]) => `${method} ${path}`).sort());
  });

  it('documents every route the façade registers: a summary, and for POST and PUT the body schema', async () => {
    const document = await readDocument();
    const undocumented = Object.entries(document.paths).flatMap(([path, item]) =>
      operationsOf(item)
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

  it('names every operation with its own operationId and documents the 4xx answers it can give', async () => {
    const document = await readDocument();
    const operations = Object.entries(document.paths).flatMap(([path, item]) => operationsOf(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, ...operation })));
    expect(operations.filter((operation) => !operation.operationId).map((operation) => operation.name)).toEqual([]);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
    expect(document.paths['/campaigns/{slug}/ideas']?.post?.operationId).toBe('postCampaignsBySlugIdeas');
    expect(operations.filter((operation) => !['400', '401', '403'].every((status) => status in operation.responses)).map((operation) => operation.name)).toEqual([]);
    expect(Object.keys(document.paths['/campaigns/{slug}/ideas']!.post!.responses)).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '421', '422', '429', '5XX']);
    // Every reading route takes a read API token, whose request budget answers 429 once spent.
    expect(Object.keys(document.paths['/tags']!.get!.responses)).toEqual(['200', '400', '401', '403', '421', '429', '5XX']);
    expect(document.paths['/campaigns/{slug}/ideas']!.post!.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'Idempotency-Key' }));
  });

  it('says what `result` holds for every JSON answer, not just that there is one', async () => {
    const document = await readDocument();
    const generic = Object.entries(document.paths).flatMap(([path, item]) =>
      operationsOf(item)
        .filter(([, operation]) => {
          const json = (operation.responses['200'] as undefined | { content?: Record<string, { schema?: { $ref?: string; properties?: { result?: unknown } } }> })?.content?.['application/json']?.schema;
          // A file download's JSON answer is its signed link; every other JSON answer names its result's schema.
          if (!json || json.$ref === '#/components/schemas/LegacyDownloadLink') return false;
          return json.$ref !== undefined || json.properties?.result === undefined || Object.keys(json.properties.result as object).length === 0;
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(generic).toEqual([]);
  });

  it('describes the answers as the façade sends them: a 401 with postLogin, a list with its total, a CSV export', async () => {
    const answers = openApiAnswerChecker(LEGACY_BASE);
    const { personas } = fixture;
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const signedOut = await fixture.app.inject({ method: 'GET', url: `${LEGACY_BASE}/coach/campaigns/${campaign.slug}/exportcsv`, headers: { host: fixture.host } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ error: 'not-authenticated', login: true, postLogin: `/coach/campaigns/${campaign.slug}/exportcsv` });
    expect(answers.problemOf('GET', `${LEGACY_BASE}/guest/pages`, 200, 'application/json', '{"result":[],"total":0}')).toBeNull();
    expect(answers.problemOf('GET', `${LEGACY_BASE}/coach/campaigns/${campaign.slug}/exportcsv`, 200, 'text/csv; charset=utf-8', 'a,b\n')).toBeNull();
    expect(answers.problemOf('POST', `${LEGACY_BASE}/ideas/${campaign.id}/authors/status`, 404, 'application/json', '{"error":"user-not-found","details":["a@example.com"]}')).toBeNull();
    // And it is strict: what the document does not say is a contradiction, named by operation and status.
    expect(answers.problemOf('GET', `${LEGACY_BASE}/tags`, 200, 'application/json', '{"result":[],"total":0}')).toMatch(/^getTags 200: .*'total'/);
    expect(answers.problemOf('GET', `${LEGACY_BASE}/tags`, 404, 'application/json', '{"error":"not-found"}')).toMatch(/^getTags: status 404 is not documented/);
    expect(answers.problemOf('GET', `${LEGACY_BASE}/tags`, 403, 'application/json', '{"error":"not-authenticated"}')).toMatch(/^getTags 403: .*allowed values/);
  });

  it('passes Redocly\'s recommended lint with no error', async () => {
    const document = await readDocument();
    const folder = await mkdtemp(join(tmpdir(), 'legacy-openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      // The CLI exits non-zero on errors; the report on stdout says which.
      const lint = await promisify(execFile)(process.execPath, ['node_modules/@redocly/cli/bin/cli.js', 'lint', file, '--config', 'redocly.yaml', '--format', 'json', '--max-problems', '1000'], { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(lint.stdout) as LintReport;
      expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
      // The two left: legacy paths such as /menus/nav/{nav} beside /menus/{guid}/pos, as clients call them.
      expect(report.totals.warnings).toBeLessThanOrEqual(2);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
