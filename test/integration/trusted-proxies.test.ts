import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostFor } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { createTestApp, requestJson } from '../support/http';
import { createPersonas, type Personas } from '../support/personas';

describe('the client address behind a proxy (TRUST_PROXY), as the login limits see it', () => {
  let personas: Personas;
  let app: FastifyInstance;
  beforeAll(async () => {
    personas = await createPersonas();
    app = await createTestApp({ trustProxy: 1 });
  });
  afterAll(() => app.close());

  const failLogin = (email: string, forwardedFor: string) =>
    requestJson(app, {
      method: 'POST',
      url: '/trpc/auth.login',
      host: hostFor(personas.org),
      headers: { 'x-forwarded-for': forwardedFor, origin: `http://${hostFor(personas.org)}` },
      body: { json: { email, password: 'a wrong guess' } },
    });

  it('takes the address the proxy in front saw: a client writing other addresses into X-Forwarded-For is still limited, and told when to come back', async () => {
    const target = await createUser({ organisation: personas.org });
    for (let i = 0; i < 10; i += 1) expect((await failLogin(target.email, `203.0.113.${i}, 192.0.2.7`)).status).toBe(401);
    const refused = await failLogin(target.email, '203.0.113.99, 192.0.2.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client behind the same proxy is not held back by it.
    expect((await failLogin(target.email, '192.0.2.8')).status).toBe(401);
  });
});
