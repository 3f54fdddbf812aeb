import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaFileSchema } from '#server/entities/media.entity.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { LocalDiskStorage } from '#server/storage/local-disk-storage.ts';
import { hostFor } from '../factories/organisation.factory';
import { scopedEm } from '../support/callers';
import { createTestApp, useHttpFixture } from '../support/http';
import { bearerFor, jpegOf, mp4Of, pdfOf, uploadFile } from '../support/upload';

describe('serving uploaded files', () => {
  const fixture = useHttpFixture();
  let authorization: string;
  let image: { guid: string; size: number };
  let document: { guid: string };
  beforeAll(async () => {
    authorization = await bearerFor(fixture.personas.participant);
    const uploaded = await uploadFile(fixture.app, { host: fixture.host, authorization, context: 'ideaImage', filename: 'wide.jpg', content: await jpegOf(30_000, 800, 600) });
    image = uploaded.body.result as { guid: string; size: number };
    const pdf = await uploadFile(fixture.app, { host: fixture.host, authorization, context: 'ideaDocument', filename: 'Budget 2027 – utkast.pdf', content: pdfOf(5000) });
    document = pdf.body.result as { guid: string };
  });

  const get = (url: string, headers: Record<string, string> = {}, host = fixture.host) => fixture.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('serves an image inline, sandboxed, cached for good', async () => {
    const response = await get(`/media/${image.guid}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-disposition']).toMatch(/^inline;/);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(Number(response.headers['content-length'])).toBe(image.size);
  });

  it('resizes and converts on request, then serves the same variant from the cache', async () => {
    const first = await get(`/media/${image.guid}?w=300&format=webp`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['x-media-cache']).toBe('miss');
    const metadata = await sharp(first.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 300, 225]);
    const second = await get(`/media/${image.guid}?w=300&format=webp`);
    expect(second.headers['x-media-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('crops to an exact box with fit=cover, and never enlarges', async () => {
    const cover = await sharp((await get(`/media/${image.guid}?w=200&h=200&fit=cover&format=png`)).rawPayload).metadata();
    expect([cover.format, cover.width, cover.height]).toEqual(['png', 200, 200]);
    const big = await sharp((await get(`/media/${image.guid}?w=1200`)).rawPayload).metadata();
    expect(big.width).toBe(800);
  });

  it.each(['w=5000', 'h=0', 'w=abc', 'format=gif', 'format=svg', 'fit=stretch', 'w=301', 'w=300&h=301', 'h=200'])('refuses the out-of-bounds option or a size no page shows: %s', async (query) => {
    const response = await get(`/media/${image.guid}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid-input' });
  });

  it('hands documents over as attachments with their name, and will not resize them', async () => {
    const response = await get(`/media/${document.guid}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Budget 2027 _ utkast.pdf"; filename*=UTF-8''${encodeURIComponent('Budget 2027 – utkast.pdf')}`,
    );
    expect((await get(`/media/${document.guid}?w=300`)).statusCode).toBe(400);
  });

  it('answers byte ranges, as video players ask', async () => {
    const partial = await get(`/media/${document.guid}`, { range: 'bytes=0-9' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe('bytes 0-9/5000');
    expect(partial.rawPayload.toString('latin1')).toBe('%PDF-1.4\n%');
    const tail = await get(`/media/${document.guid}`, { range: 'bytes=-4' });
    expect(tail.headers['content-range']).toBe('bytes 4996-4999/5000');
    expect((await get(`/media/${document.guid}`, { range: 'bytes=9000-' })).statusCode).toBe(416);
  });

  it('knows no file that is not there, nor one of another site', async () => {
    expect((await get('/media/01900000-0000-7000-8000-000000000000')).json()).toEqual({ error: 'not-found' });
    expect((await get('/media/not-a-guid')).statusCode).toBe(404);
    const elsewhere = await get(`/media/${image.guid}`, {}, hostFor(fixture.personas.otherOrg));
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('an upload that fails half-way leaves nothing behind', () => {
  const fixture = useHttpFixture();
  const root = mkdtempSync(join(tmpdir(), 'ideahunt-halfway-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('answers SERVER_COULD_NOT_SAVE_FILE with status 500 when storage fails, recording nothing', async () => {
    const failing: FileStorage = { kind: 'local', putFile: () => Promise.reject(new Error('disk full')), get: async () => null, size: async () => null, deletePrefix: async () => undefined };
    const app = await createTestApp({ storage: failing });
    const em = scopedEm(fixture.personas.org);
    const before = await em.count(MediaFileSchema, {});
    const response = await uploadFile(app, { host: fixture.host, authorization: await bearerFor(fixture.personas.participant), context: 'ideaImage', filename: 'a.jpg', content: await jpegOf(4000) });
    expect(response).toEqual({ status: 500, body: { error: 'SERVER_COULD_NOT_SAVE_FILE' } });
    expect(await em.count(MediaFileSchema, {})).toBe(before);
    await app.close();
  });

  it('removes the stored file again when the upload cannot be recorded', async () => {
    const storage = new LocalDiskStorage(root);
    const app = await createTestApp({ storage, jobs: { send: () => Promise.reject(new Error('queue down')) } });
    const response = await uploadFile(app, { host: fixture.host, authorization: await bearerFor(fixture.personas.participant), context: 'video', filename: 'clip.mp4', content: mp4Of(4096) });
    expect(response).toEqual({ status: 500, body: { error: 'SERVER_COULD_NOT_SAVE_FILE' } });
    expect(readdirSync(join(root, 'org', fixture.personas.org.id))).toEqual([]);
    await app.close();
  });
});
