import { beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '#server/entities/user.entity.ts';
import { createMediaFile } from '../factories/media.factory';
import { hostFor } from '../factories/organisation.factory';
import { scopedEm } from '../support/callers';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { bearerFor, multipartPayload, pdfOf, pngOf } from '../support/upload';

describe('legacy file routes', () => {
  const fixture = useHttpFixture();
  let admin: string;
  let participant: string;
  beforeAll(async () => {
    admin = await bearerFor(fixture.personas.orgAdmin);
    participant = await bearerFor(fixture.personas.participant);
  });

  async function postFile(path: string, authorization: string, file: Buffer, filename: string, title?: string) {
    const body = multipartPayload(filename, file);
    const payload = title
      ? Buffer.concat([Buffer.from(`--${body.contentType.split('boundary=')[1]}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n`), body.payload])
      : body.payload;
    const response = await fixture.app.inject({ method: 'POST', url: `${LEGACY_BASE}${path}`, headers: { host: fixture.host, authorization, 'content-type': body.contentType }, payload });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  const call = (method: 'GET' | 'PUT' | 'DELETE', path: string, authorization: string, body?: unknown) =>
    requestJson(fixture.app, { method, url: `${LEGACY_BASE}${path}`, host: fixture.host, headers: { authorization }, body });

  it('POST /api/files takes an upload with its title; GET, PUT and DELETE manage it', async () => {
    const created = await postFile('/api/files', admin, pdfOf(3000), 'agenda.pdf', 'Agenda');
    expect(created.status).toBe(200);
    const guid = (created.body.result as { guid: string }).guid;
    expect(created.body.result).toMatchObject({ title: 'Agenda', filename: 'agenda.pdf', publicUrl: `/file/${guid}` });

    const listed = await call('GET', '/api/files?count=10&offset=0', admin);
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBeGreaterThanOrEqual(1);
    expect((listed.body.result as { guid: string }[]).map((file) => file.guid)).toContain(guid);

    expect(await call('PUT', `/api/files/${guid}`, admin, { title: 'Agenda v2' })).toMatchObject({ status: 200, body: { result: { title: 'Agenda v2' } } });
    expect(await call('GET', `/api/files/${guid}`, admin)).toMatchObject({ status: 200, body: { result: { guid } } });
    expect(await call('DELETE', `/api/files/${guid}`, admin)).toMatchObject({ status: 200, body: { result: { deleted: true } } });
    expect(await call('GET', `/api/files/${guid}`, admin)).toMatchObject({ status: 404, body: { error: 'not-found' } });
  });

  it('PUT /api/files/{guid} names the missing title', async () => {
    const file = await createMediaFile({ organisation: fixture.personas.org, context: 'adminFile' });
    expect(await call('PUT', `/api/files/${file.id}`, admin, { title: '' })).toMatchObject({ status: 400, body: { error: 'ERROR_REQUIRED', fields: { title: ['ERROR_REQUIRED'] } } });
  });

  it('GET /api/files reads count as the other legacy lists do: a page size, or all (spec 2 §7)', async () => {
    for (let index = 0; index < 22; index += 1) await createMediaFile({ organisation: fixture.personas.org, context: 'adminFile', filename: `count_${index}.pdf` });
    const all = await call('GET', '/api/files?count=all&filter=count_', admin);
    expect(all).toMatchObject({ status: 200, body: { total: 22 } });
    expect((all.body.result as { filename: string }[]).map((file) => file.filename)).toHaveLength(22);
    const firstTwenty = await call('GET', '/api/files?filter=count_', admin);
    expect(firstTwenty.body.result as unknown[]).toHaveLength(20);
    const window = await call('GET', '/api/files?count=3&offset=2&filter=count_', admin);
    expect((window.body.result as { filename: string }[]).map((file) => file.filename)).toEqual(['count_19.pdf', 'count_18.pdf', 'count_17.pdf']);
    // Refused to a participant; another site's admin on their own site lists none of these files.
    expect(await call('GET', '/api/files?count=all', participant)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    const outsider = await requestJson(fixture.app, { method: 'GET', url: `${LEGACY_BASE}/api/files?count=all&filter=count_`, host: hostFor(fixture.personas.otherOrg), headers: { authorization: await bearerFor(fixture.personas.outsider) } });
    expect(outsider).toMatchObject({ status: 200, body: { total: 0, result: [] } });
  });

  it('keeps the file routes to admins', async () => {
    const file = await createMediaFile({ organisation: fixture.personas.org, context: 'adminFile' });
    expect(await call('GET', '/api/files', participant)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await call('DELETE', `/api/files/${file.id}`, participant)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await postFile('/api/files', participant, pdfOf(1000), 'x.pdf')).toEqual({ status: 403, body: { error: 'forbidden' } });
  });

  it('POST /api/media sets the profile image of the signed-in user', async () => {
    const response = await postFile('/api/media', participant, await pngOf(5000, 400, 400), 'me.png');
    expect(response.status).toBe(200);
    const url = (response.body.result as { profileImage: { url: string } }).profileImage.url;
    expect(url).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    const stored = await scopedEm(fixture.personas.org).findOneOrFail(UserSchema, { id: fixture.personas.participant.id });
    expect(stored.profileImage).toEqual({ url });
  });

  it('POST /api/media refuses a non-image and the logged-out', async () => {
    expect(await postFile('/api/media', participant, pdfOf(1000), 'me.pdf')).toEqual({ status: 400, body: { error: 'DOCUMENT_TOO_BIG_OR_WRONG_FORMAT' } });
    const response = await fixture.app.inject({ method: 'POST', url: `${LEGACY_BASE}/api/media`, headers: { host: fixture.host } });
    expect(response.statusCode).toBe(401);
  });
});
