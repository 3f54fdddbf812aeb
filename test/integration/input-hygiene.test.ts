import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaignRow } from '../factories/campaign.factory';
import { createMediaFile } from '../factories/media.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import type { Personas } from '../support/personas';

/** Issue 20 item 13: the input rules every procedure and façade route share (input-text.ts). */
describe('input hygiene', () => {
  const fixture = useHttpFixture();
  let app: FastifyInstance;
  let personas: Personas;
  let host: string;
  beforeAll(() => {
    ({ app, personas, host } = fixture);
  });

  it('answers text with a NUL byte or a lone surrogate with 400 and a field error, on tRPC and the façade', async () => {
    for (const email of ['pat\u0000@example.com', 'pat\uD800@example.com']) {
      const trpc = await requestJson(app, { method: 'POST', url: '/trpc/auth.login', host, headers: { origin: `http://${host}` }, body: { json: { email, password: 'secret-password' } } });
      expect(trpc.status).toBe(400);
      expect(trpc.body).toMatchObject({ error: { json: { data: { appCode: 'invalid-input', fieldErrors: { email: ['invalid-input'] } } } } });
      const legacy = await requestJson(app, { method: 'POST', url: `${LEGACY_BASE}/login`, host, body: { email, password: 'secret-password' } });
      expect(legacy).toMatchObject({ status: 400, body: { error: 'invalid-input', fields: { email: ['invalid-input'] } } });
    }
  });

  it('answers a NUL byte in the query or path of any route with 400 and the façade\'s field error, media and exports too', async () => {
    const file = await createMediaFile({ organisation: personas.org, context: 'adminFile' });
    expect((await requestJson(app, { method: 'GET', url: `/media/${file.id}`, host })).status).toBe(200);
    const refused = { status: 400, body: { error: 'invalid-input', fields: { note: ['invalid-input'] } } };
    expect(await requestJson(app, { method: 'GET', url: `/media/${file.id}?note=a%00b`, host })).toMatchObject(refused);
    expect(await requestJson(app, { method: 'GET', url: `${LEGACY_BASE}/tags?note=a%00b`, host })).toMatchObject(refused);
    // Before the export's own checks: who asks, and whether the guid names a hunt.
    expect(await requestJson(app, { method: 'GET', url: '/exports/campaigns/a%00b/statistics.xlsx', host })).toMatchObject({ status: 400, body: { error: 'invalid-input', fields: { guid: ['invalid-input'] } } });
  });

  it('refuses a malformed guid by its schema before any lookup', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const { caller } = await callerFor(personas.superAdmin);
    await expectAppError(caller.campaign.member.approve({ slug: campaign.slug, userGuid: 'not-a-guid' }), 'invalid-input', 'userGuid');
    await expectAppError(caller.campaign.member.addCoach({ slug: campaign.slug, userGuid: '../' }), 'invalid-input', 'userGuid');
    await expectAppError(caller.campaign.member.removeInvitation({ slug: campaign.slug, invitationGuid: 'x' }), 'invalid-input', 'invitationGuid');
    await expectAppError(caller.campaign.create({ name: 'Hunt', startDate: new Date(), photoGuid: 'bad' }), 'invalid-input', 'photoGuid');
    await expectAppError(caller.campaign.create({ name: 'Hunt', startDate: new Date(), documents: [{ mediaGuid: 'bad', name: 'Plan' }] }), 'invalid-input', 'documents.0.mediaGuid');
  });

  it('strips right-to-left overrides and other control characters from names and tags', async () => {
    const { caller } = await callerFor(personas.superAdmin);
    const created = await caller.campaign.create({ name: 'Plan\u202Egpj.exe\u0007 hunt', startDate: new Date() });
    const tag = await caller.tag.findOrCreate({ name: 'green\u200F\u2066 energy' });
    expect(created.name).toBe('Plangpj.exe hunt');
    expect(tag.name).toBe('green energy');
  });

  it('answers a batched call with a malformed Host with 400, not 500', async () => {
    for (const badHost of [`${host}:99999`, `${host} x`, `${host}%`]) {
      const batch = await app.inject({ method: 'GET', url: '/trpc/auth.me,organisation.current?batch=1', headers: { host: badHost } });
      expect(batch.statusCode).toBe(400);
      const mutation = await app.inject({ method: 'POST', url: '/trpc/auth.logout?batch=1', headers: { host: badHost, 'content-type': 'application/json' }, payload: '{}' });
      expect(mutation.statusCode).toBe(400);
    }
    expect((await app.inject({ method: 'GET', url: '/trpc/auth.me,organisation.current?batch=1', headers: { host } })).statusCode).toBe(200);
  });
});
