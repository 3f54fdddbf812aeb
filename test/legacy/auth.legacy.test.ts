import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '../../src-server/modules/user/user.entity';
import { FACTORY_PASSWORD, createUser } from '../factories/user.factory';
import { scopedEm } from '../support/callers';
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

  it('POST /signup creates the account, reading extraFields sent as a JSON string', async () => {
    const response = await post('/signup', {
      email: 'legacy.signup@example.com',
      password: 'hunter2',
      firstName: 'Leg',
      lastName: 'Acy',
      extraFields: JSON.stringify({ 'val.demo.1': 'Stockholm' }),
      sendVerificationMail: true,
    });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ email: 'legacy.signup@example.com', status: 'inactive', JWT: expect.any(String) });
    const stored = await scopedEm(personas.org).findOneOrFail(UserSchema, { emailNormalized: 'legacy.signup@example.com' });
    expect(stored.extraFields).toEqual({ 'val.demo.1': 'Stockholm' });
  });

  it('POST /signup names the spec keys of every invalid field', async () => {
    const response = await post('/signup', { email: 'broken', password: '123', firstName: 'A', lastName: '' });
    expect(response).toMatchObject({
      status: 400,
      body: {
        error: 'PLEASE_ENTER_A_VALID_MAIL',
        fields: { email: ['PLEASE_ENTER_A_VALID_MAIL'], password: ['PLEASE_ENTER_A_LONGER_PASSWORD'], lastName: ['ERROR_REQUIRED'] },
      },
    });
  });

  it('POST /signup refuses extraFields that are not a JSON object, creating nothing', async () => {
    const response = await post('/signup', { email: 'bad.extra@example.com', password: 'hunter2', firstName: 'A', lastName: 'B', extraFields: '{not json' });
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
});
