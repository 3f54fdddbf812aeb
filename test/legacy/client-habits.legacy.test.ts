import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { campaignSettingsSchema } from '#shared/schemas/campaign.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { addParticipants } from '../factories/participation.factory';
import { FACTORY_PASSWORD } from '../factories/user.factory';
import { scopedEm } from '../support/callers';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { bearerFor, multipartPayload, pngOf } from '../support/upload';

/** Issue 21: how existing legacy clients really call the façade, beyond JSON with a Bearer header. */
describe('legacy clients’ habits', () => {
  const fixture = useHttpFixture();
  let campaign: Campaign;
  beforeAll(async () => {
    campaign = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach, privacySetting: 'public' });
    await addParticipants(campaign, [fixture.personas.participant]);
  });
  const url = (path: string) => `${LEGACY_BASE}${path}`;
  const inject = (options: { method: 'GET' | 'POST' | 'DELETE'; path: string; headers?: Record<string, string>; payload?: string | Buffer }) =>
    fixture.app.inject({ method: options.method, url: url(options.path), headers: { host: fixture.host, ...options.headers }, ...(options.payload !== undefined ? { payload: options.payload } : {}) });

  it('reads multipart form fields as the body (curl -F username=… /login)', async () => {
    const boundary = '----legacyclient';
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = `${field('username', fixture.personas.participant.email)}${field('password', FACTORY_PASSWORD)}--${boundary}--\r\n`;
    const response = await inject({ method: 'POST', path: '/login', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: { guid: fixture.personas.participant.id, JWT: expect.any(String) } });
  });

  it('refuses a file sent to a route that takes none, and nothing is stored', async () => {
    const { payload, contentType } = multipartPayload('note.png', await pngOf(2000), 'image/png');
    const response = await inject({ method: 'POST', path: '/login', headers: { 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid-input' });
  });

  it('nests bracketed url-encoded names (data[content], authorsToAdd[]) as a JSON client sends them', async () => {
    const form = new URLSearchParams([
      ['name', 'Bracketed idea'],
      ['data[content]', 'Sent as a jQuery form.'],
      ['authorsToAdd[]', 'not-an-address'],
    ]);
    const response = await inject({
      method: 'POST',
      path: `/campaigns/${campaign.slug}/ideas`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: await bearerFor(fixture.personas.participant) },
      payload: form.toString(),
    });
    // The list arrived as a list: its one entry is judged as an address.
    expect(response.json()).toMatchObject({ error: 'PLEASE_ENTER_A_VALID_MAIL', fields: { 'authorsToAdd.0': ['PLEASE_ENTER_A_VALID_MAIL'] } });
    form.delete('authorsToAdd[]');
    const created = await inject({
      method: 'POST',
      path: `/campaigns/${campaign.slug}/ideas`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: await bearerFor(fixture.personas.participant) },
      payload: form.toString(),
    });
    expect(created.json()).toMatchObject({ result: { name: 'Bracketed idea', data: { content: 'Sent as a jQuery form.' } } });
  });

  it('takes a JSON content type with no body on a DELETE and a POST', async () => {
    const idea = await createIdeaRow({ campaign, author: fixture.personas.participant });
    const headers = { 'content-type': 'application/json', authorization: await bearerFor(fixture.personas.orgAdmin) };
    expect((await inject({ method: 'DELETE', path: `/api/ideas/${idea.id}`, headers, payload: '' })).statusCode).toBe(200);
    const approve = await inject({ method: 'POST', path: `/coach/campaigns/${campaign.slug}/generatesecret`, headers, payload: '' });
    expect(approve.statusCode).toBe(200);
    expect((await inject({ method: 'POST', path: '/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' })).json()).toEqual({ error: 'invalid-input' });
  });

  it('answers a clear error for an upload given as a URL or a file picker object', async () => {
    const authorization = await bearerFor(fixture.personas.participant);
    for (const body of [{ url: 'https://cdn.example.com/me.png' }, { filestackObject: { url: 'https://cdn.example.com/me.png', mimetype: 'image/png' } }]) {
      const response = await requestJson(fixture.app, { method: 'POST', url: url('/api/media'), host: fixture.host, headers: { authorization }, body });
      expect(response).toMatchObject({ status: 415, body: { error: 'upload-must-be-multipart', fields: { file: ['upload-must-be-multipart'] } } });
    }
  });

  it('opens an export in a window by a signed one-minute link, or by the session cookie, never without either', async () => {
    const authorization = await bearerFor(fixture.personas.coach);
    const path = `/coach/campaigns/${campaign.slug}/exportcsv`;
    const link = await requestJson(fixture.app, { method: 'GET', url: url(`${path}?downloadLink=true`), host: fixture.host, headers: { authorization } });
    expect(link).toMatchObject({ status: 200, body: { result: { url: expect.stringContaining(`${url(path)}?download=`), expiresAt: expect.any(String) } } });
    const signed = (link.body.result as { url: string }).url;
    const opened = await fixture.app.inject({ method: 'GET', url: signed, headers: { host: fixture.host } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-disposition']).toContain('attachment');

    // The link names its export: it opens no other, and a forged one opens nothing.
    const elsewhere = signed.replace('/exportcsv?', '/csv?');
    expect((await fixture.app.inject({ method: 'GET', url: elsewhere, headers: { host: fixture.host } })).json()).toMatchObject({ error: 'not-authenticated', login: true });
    expect((await fixture.app.inject({ method: 'GET', url: url(`${path}?download=forged`), headers: { host: fixture.host } })).statusCode).toBe(401);
    expect((await fixture.app.inject({ method: 'GET', url: url(path), headers: { host: fixture.host } })).json()).toEqual({ error: 'not-authenticated', login: true, postLogin: path });
    expect((await requestJson(fixture.app, { method: 'GET', url: url(`${path}?downloadLink=true`), host: fixture.host })).status).toBe(401);

    const login = await requestJson(fixture.app, { method: 'POST', url: '/trpc/auth.login', host: fixture.host, headers: { origin: `http://${fixture.host}` }, body: { json: { email: fixture.personas.coach.email, password: FACTORY_PASSWORD } } });
    const cookie = login.cookies.map((entry) => `${entry.name}=${entry.value}`).join('; ');
    expect(cookie).not.toBe('');
    expect((await fixture.app.inject({ method: 'GET', url: url(path), headers: { host: fixture.host, cookie } })).statusCode).toBe(200);
  });

  it('answers the spec’s field names: daysLeft/hoursLeft/minutesLeft and the open group', async () => {
    const result = (await requestJson(fixture.app, { method: 'GET', url: url('/campaigns'), host: fixture.host, headers: { authorization: await bearerFor(fixture.personas.orgAdmin) } })).body.result as Record<string, { slug: string; daysLeft: number; hoursLeft: number; minutesLeft: number }[]>;
    const card = result.open!.find((entry) => entry.slug === campaign.slug);
    expect(card).toMatchObject({ daysLeft: expect.any(Number), hoursLeft: expect.any(Number), minutesLeft: expect.any(Number) });
    expect(card!.daysLeft).toBeGreaterThanOrEqual(13);
  });

  it('publishes a draft updated with active: true, reading rewards and documents wrapped as { list }', async () => {
    const authorization = await bearerFor(fixture.personas.coach);
    const post = (path: string, body: unknown) => requestJson(fixture.app, { method: 'POST', url: url(path), host: fixture.host, headers: { authorization }, body });
    const draft = await post('/coach/campaign', { name: 'Draft first', startDate: new Date().toISOString().slice(0, 10) });
    expect(draft).toMatchObject({ status: 200, body: { result: { phase: 'draft', coach: { campaign: { slug: expect.any(String) } } } } });
    const slug = (draft.body.result as { slug: string }).slug;
    expect(await post(`/coach/campaign/${slug}`, { rewards: { list: [{ title: 'Cake' }] }, documents: { list: [] }, active: true })).toMatchObject({
      status: 200,
      body: { result: { campaignActive: true, rewards: [{ title: 'Cake' }], documents: [] } },
    });
    expect(await post(`/coach/campaign/${slug}`, { rewards: { list: [{ title: 'x'.repeat(300) }] } })).toMatchObject({ status: 400, body: { error: 'VALUE_TOO_LONG' } });
    expect(await post('/coach/campaign', { name: '', active: true })).toMatchObject({ status: 400, body: { error: 'ERROR_REQUIRED' } });
  });

  it('gates a brief behind its agreement unless asked, adds the people for coaches, and sends brief-only non-members to the brief', async () => {
    const gated = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach, privacySetting: 'public' });
    await scopedEm(fixture.personas.org).nativeUpdate(CampaignSchema, { id: gated.id }, { requireAgreementAcceptance: true, settings: campaignSettingsSchema.parse({ publicBriefOnly: true }) });
    await addParticipants(gated, [fixture.personas.participant]);
    const get = async (path: string, user: typeof fixture.personas.coach | null) =>
      requestJson(fixture.app, { method: 'GET', url: url(path), host: fixture.host, headers: user ? { authorization: await bearerFor(user) } : {} });
    const brief = `/coach/campaigns/${gated.slug}/brief`;
    expect(await get(brief, fixture.personas.orgAdmin)).toMatchObject({ status: 200 });
    expect(await get(brief, fixture.personas.inactiveUser)).toMatchObject({ status: 400, body: { error: 'AGREEMENT_NOT_ACCEPTED' } });
    expect(await get(`${brief}?showBriefWithoutAcceptingAgreement=true`, fixture.personas.inactiveUser)).toMatchObject({ status: 200, body: { result: { isAgreementAccepted: false } } });

    const withPeople = await get(`${brief}?includeUsers=true`, fixture.personas.coach);
    expect(withPeople.body.result).toMatchObject({ users: [{ guid: fixture.personas.participant.id, meta: { status: 'approved', ideaCount: 0, feedbackCount: 0 } }] });
    // A member who joined without accepting (added by a coach) is sent to the agreement first.
    expect(await get(brief, fixture.personas.participant)).toMatchObject({ status: 400, body: { error: 'AGREEMENT_NOT_ACCEPTED', redirect: `/coach/campaigns/${gated.slug}/agreement` } });
    expect((await get(`${brief}?includeUsers=true&showBriefWithoutAcceptingAgreement=true`, fixture.personas.participant)).body.result).not.toHaveProperty('users');

    expect(await get(`/coach/campaigns/${gated.slug}?showBriefWithoutAcceptingAgreement=true`, fixture.personas.inactiveUser)).toMatchObject({ status: 403, body: { error: 'user-not-in-campaign', redirect: brief } });
  });
});
