import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticClient } from '../../src-server/http/static-client';

describe('serving the built client', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ideahunt-client-'));
  let app: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
    app = Fastify();
    await registerStaticClient(app, dir, ['/trpc', '/legacy', '/media']);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, method: 'GET' | 'POST' = 'GET') => app.inject({ method, url });

  it.each(['/', '/coach', '/ideas/0190-abc/edit', '/login?redirect=/coach'])('answers the client route %s with index.html, never cached', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets for a year', async () => {
    const response = await get('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves an asset added after start (a rebuild) without a restart', async () => {
    writeFileSync(join(dir, 'assets', 'later-def456.js'), 'console.log(2)');
    expect((await get('/assets/later-def456.js')).statusCode).toBe(200);
  });

  it.each(['/assets/missing.js', '/favicon.ico', '/trpc/nothing', '/legacy/nothing', '/media/x'])('answers %s with 404 JSON, not the app', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'route-not-found' });
  });

  it('does not answer other methods with the app', async () => {
    expect((await get('/coach', 'POST')).statusCode).toBe(404);
  });
});
