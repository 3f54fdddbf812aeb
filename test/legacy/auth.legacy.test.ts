import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { AgreementAcceptanceSchema } from '#server/entities/agreement.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { createAgreement, linkAgreements } from '../factories/agreement.factory';
import { createOrganisation, hostFor } from '../factories/organisation.factory';
import { registrationExtraFields, registrationField } from '../factories/registration-field.factory';
import { FACTORY_PASSWORD, createUser } from '../factories/user.factory';
import { scopedEm } from '../support/callers';
import { solvedCaptcha } from '../support/captcha';
import { LEGACY_BASE, useHttpFixture, requestJson } from '../support/http';
import type { Personas } from '../support/personas';

describe('legacy account routes', () => {
  const fixture = useHttpFixture();
  let app: FastifyInstance;
  let personas: Personas;
  let host: string;
  beforeAll(() => {
    ({ app, personas, host } = fixture);
  });

  const post = (path: string, body: unknown) => requestJson(app, { method: 'POST', url: `${LEGACY_BASE}${path}`, host, body });

  it('POST /login answers { result: user with JWT } for username and password', async () => {
    const response = await post('/login', { username: ` ${personas.participant.email} `, password: FACTORY_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ guid: personas.participant.id, loggedIn: true, JWT: expect.any(String), postLogin: null });
    expect(response.cookies).toHaveLength(0);
  });

  it('POST /login accepts a url-encoded form body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${LEGACY_BASE}/login`,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: personas.participant.email, password: FACTORY_PASSWORD }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.JWT).toEqual(expect.any(String));
  });

  it('POST /login refuses a wrong password with a non-200 { error }', async () => {
    expect(await post('/login', { username: personas.participant.email, password: 'nope-nope' })).toMatchObject({
      status: 401,
      body: { error: 'invalid-credentials' },
    });
  });

  it('POST /login refuses a blocked user', async () => {
    const blocked = await createUser({ organisation: personas.org, status: 'blocked' });
    expect(await post('/login', { username: blocked.email, password: FACTORY_PASSWORD })).toMatchObject({ status: 403, body: { error: 'user-blocked' } });
  });

  it('POST /signup creates the account with a solved captcha, the agreement accepted and extraFields sent as a JSON string', async () => {
    const site = await createOrganisation({
      settings: { registrationExtraFields: registrationExtraFields([registrationField({ fieldid: 'val.demo.1', required: true })]) },
    });
    const terms = await createAgreement(site);
    await linkAgreements(site, { terms: terms.id });
    const response = await requestJson(app, {
      method: 'POST',
      url: `${LEGACY_BASE}/signup`,
      host: hostFor(site),
      body: {
        email: 'legacy.signup@example.com',
        password: 'hunter2',
        firstName: 'Leg',
        lastName: 'Acy',
        extraFields: JSON.stringify({ 'val.demo.1': ' Stockholm ' }),
        captcha: await solvedCaptcha(site),
        termsOfServiceAgreementGuid: terms.id,
        termsOfServiceAcceptedAt: '2001-01-01T00:00:00Z',
        sendVerificationMail: true,
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ email: 'legacy.signup@example.com', status: 'inactive', JWT: expect.any(String) });
    const em = scopedEm(site);
    const stored = await em.findOneOrFail(UserSchema, { emailNormalized: 'legacy.signup@example.com' });
    expect(stored.extraFields).toEqual({ 'val.demo.1': 'Stockholm' });
    // The time of record is the server's, not what the client says.
    const [acceptance] = await em.find(AgreementAcceptanceSchema, { user: stored });
    expect(acceptance?.acceptedAt.getFullYear()).toBe(new Date().getFullYear());
  });

  it('POST /signup answers the same keys as the procedure: captcha, agreement and registration fields', async () => {
    const site = await createOrganisation({
      settings: { registrationExtraFields: registrationExtraFields([registrationField({ fieldid: 'val.demo.1', required: true })]) },
    });
    const terms = await createAgreement(site);
    await linkAgreements(site, { terms: terms.id });
    const person = { email: 'legacy.refused@example.com', password: 'hunter2', firstName: 'Leg', lastName: 'Acy' };
    const postOn = (body: Record<string, unknown>) => requestJson(app, { method: 'POST', url: `${LEGACY_BASE}/signup`, host: hostFor(site), body: { ...person, ...body } });
    expect(await postOn({ captcha: 'forged' })).toMatchObject({
      status: 400,
      body: { error: 'TOS_ACCEPT_MANDATORY', fields: { termsOfServiceAgreementGuid: ['TOS_ACCEPT_MANDATORY'], 'extraFields.val.demo.1': ['ERROR_REQUIRED'], captcha: ['PLEASE_VERIFY_CAPTCHA'] } },
    });
    expect(await postOn({})).toMatchObject({ status: 400, body: { error: 'PLEASE_VERIFY_CAPTCHA', fields: { captcha: ['PLEASE_VERIFY_CAPTCHA'] } } });
    expect(await postOn({ captcha: await solvedCaptcha(site), termsOfServiceAgreementGuid: terms.id, extraFields: JSON.stringify({ 'val.demo.1': '' }) })).toMatchObject({
      status: 400,
      body: { error: 'ERROR_REQUIRED', fields: { 'extraFields.val.demo.1': ['ERROR_REQUIRED'] } },
    });
    expect(await scopedEm(site).count(UserSchema, { emailNormalized: person.email })).toBe(0);
  });

  it('POST /signup names the spec keys of every invalid field', async () => {
    const response = await post('/signup', { email: 'broken', password: '123', firstName: 'A', lastName: '' });
    expect(response).toMatchObject({
      status: 400,
      body: {
        error: 'PLEASE_ENTER_A_VALID_MAIL',
        fields: { email: ['PLEASE_ENTER_A_VALID_MAIL'], password: ['PLEASE_ENTER_A_LONGER_PASSWORD'], lastName: ['ERROR_REQUIRED'], captcha: ['PLEASE_VERIFY_CAPTCHA'] },
      },
    });
  });

  it('POST /signup refuses extraFields that are not a JSON object, creating nothing', async () => {
    const response = await post('/signup', { email: 'bad.extra@example.com', password: 'hunter2', firstName: 'A', lastName: 'B', extraFields: '{not json', captcha: await solvedCaptcha(personas.org) });
    expect(response).toMatchObject({ status: 400, body: { error: 'invalid-input', fields: { extraFields: ['invalid-input'] } } });
    expect(await scopedEm(personas.org).count(UserSchema, { emailNormalized: 'bad.extra@example.com' })).toBe(0);
  });

  it('refuses malformed JSON with invalid-input', async () => {
    const response = await app.inject({ method: 'POST', url: `${LEGACY_BASE}/login`, headers: { host, 'content-type': 'application/json' }, payload: '{"username":' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid-input' });
  });

  it('answers 404 route-not-found for a path or method the façade does not serve', async () => {
    for (const [method, url] of [['GET', '/no/such/route'], ['GET', '/login'], ['DELETE', '/signup']] as const) {
      expect(await requestJson(app, { method, url: `${LEGACY_BASE}${url}`, host })).toMatchObject({ status: 404, body: { error: 'route-not-found' } });
    }
  });

  it('answers a path parameter past the router\'s limit with the envelope\'s invalid-input, not the framework\'s own body', async () => {
    const response = await requestJson(app, { method: 'GET', url: `${LEGACY_BASE}/agreements/${'x'.repeat(6_000)}`, host });
    expect(response).toMatchObject({ status: 400, body: { error: 'invalid-input' } });
    expect(JSON.stringify(response.body)).not.toContain('xxxxxxxx');
  });
});
