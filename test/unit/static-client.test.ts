import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticClient } from '#server/http/static-client.ts';

describe('serving the built client', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ideahunt-client-'));
  const script = 'console.log("the client");'.repeat(100);
  let app: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en"><head><title>IdeaHunt</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dir, 'assets', 'main-abc123.js'), script);
    writeFileSync(join(dir, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dir, 'assets', 'main-abc123.js.gz'), gzipSync(script));
    writeFileSync(join(dir, 'assets', 'main-abc123.js.map'), '{"sources":["secret.tsx"]}');
    app = Fastify();
    await registerStaticClient(app, dir, ['/trpc', '/legacy', '/media'], async (request) =>
      request.host.startsWith('sverige')
        ? { language: 'sv', description: 'Idéer <från> alla', share: null, found: true }
        : { language: 'en', description: 'Ideas', share: null, found: !request.url.startsWith('/tag/missing') },
    );
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, method: 'GET' | 'POST' = 'GET', headers: Record<string, string> = {}) => app.inject({ method, url, headers });

  it.each(['/', '/coach', '/ideas/0190-abc/edit', '/login?redirect=/coach', '/organisation/admin/', '/Coach/Campaigns/x/brief'])('answers the client route %s with index.html, never cached', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/no/such/page', '/coach/campaigns', '/ideas/1/edit/more', '/organisation/admin/nothing'])('answers the unknown page %s with the client and status 404, so it shows its not-found page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('answers a screen whose idea or tag the site does not have with the client and status 404', async () => {
    const response = await get('/tag/missing');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
    expect((await get('/tag/present')).statusCode).toBe(200);
  });

  it('writes the site language and a description into the page, escaped', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { host: 'sverige.localhost' } });
    expect(response.body).toContain('<html lang="sv">');
    expect(response.body).toContain('<meta name="description" content="Idéer &lt;från&gt; alla" />');
  });

  it('serves hashed assets for a year', async () => {
    const response = await get('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['br, gzip', 'br', brotliCompressSync(script)],
    ['gzip', 'gzip', gzipSync(script)],
  ])('sends the precompressed copy the browser takes (Accept-Encoding: %s)', async (accepted, encoding, body) => {
    const response = await get('/assets/main-abc123.js', 'GET', { 'accept-encoding': accepted });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.equals(body)).toBe(true);
  });

  it('sends the plain file, still marked as varying, to a client that takes no encoding', async () => {
    const response = await get('/assets/main-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body).toBe(script);
  });

  it('serves an asset added after start (a rebuild) without a restart', async () => {
    writeFileSync(join(dir, 'assets', 'later-def456.js'), 'console.log(2)');
    expect((await get('/assets/later-def456.js')).statusCode).toBe(200);
  });

  it.each(['/assets/main-abc123.js.map', '/index.html', '/assets/missing.js', '/favicon.ico', '/trpc/nothing', '/legacy/nothing', '/media/x'])('answers %s with 404 JSON, not the app', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'route-not-found' });
  });

  it('does not answer other methods with the app', async () => {
    expect((await get('/coach', 'POST')).statusCode).toBe(404);
  });
});
