import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createLogger, redactUrl } from '#server/logging/logger.ts';
import { MailMessageSchema } from '#server/entities/mail.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { hostFor } from '../factories/organisation.factory';
import { testDeps } from '../support/callers';
import { solvedCaptcha } from '../support/captcha';
import { LEGACY_BASE, requestJson } from '../support/http';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';
import { checkAnswersAgainstOpenApi } from '../support/openapi-answers';

const PASSWORD = 'first-secret-password';
const NEW_PASSWORD = 'second-secret-password';

describe('secrets never reach a log line or an answer', () => {
  let logged = '';
  let app: FastifyInstance;
  let personas: Personas;
  const answers: string[] = [];
  beforeAll(async () => {
    const logger = createLogger({ level: 'trace' }, new Writable({ write: (chunk: Buffer, _encoding, done) => ((logged += chunk.toString()), done()) }));
    app = await buildApp({ ...testDeps, logger, orm: testOrm(), clientDir: '/nonexistent-client-build', legacyBasePath: LEGACY_BASE, trustProxy: false });
    checkAnswersAgainstOpenApi(app, LEGACY_BASE);
    personas = await createPersonas();
  });
  afterAll(() => app.close());

  async function call(method: 'GET' | 'POST', url: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
    const response = await requestJson(app, { method, url, host: hostFor(personas.org), ...options });
    answers.push(JSON.stringify(response.body), JSON.stringify(response.headers));
    return response;
  }

  it('through signup, login, a password reset, its page and logout', async () => {
    const origin = { origin: `http://${hostFor(personas.org)}` };
    const email = 'logged.person@example.com';
    const signup = await call('POST', '/trpc/auth.signup', { headers: origin, body: { json: { email, password: PASSWORD, firstName: 'Log', lastName: 'Ged', captcha: await solvedCaptcha(personas.org) } } });
    expect(signup.status).toBe(200);
    const login = await call('POST', `${LEGACY_BASE}/login`, { body: { username: email, password: PASSWORD } });
    const jwt = (login.body.result as { JWT: string }).JWT;
    const cookieLogin = await call('POST', '/trpc/auth.login', { headers: origin, body: { json: { email, password: PASSWORD } } });
    const sessionCookie = cookieLogin.cookies.find((cookie) => cookie.name.endsWith('session'))!.value;

    await call('POST', `${LEGACY_BASE}/resetpassword`, { body: { email } });
    const [mail] = await testOrm().em.fork().find(MailMessageSchema, { to: email, template: 'password-reset' });
    const token = /\/resetpassword\/([a-z0-9]+)/.exec(mail!.text)![1]!;
    // The page the mail links to, and the legacy route that takes the token in its path.
    await call('GET', `/resetpassword/${token}?redirect=%2Fcoach`);
    expect((await call('POST', `${LEGACY_BASE}/resetpassword/${token}`, { body: { password: NEW_PASSWORD } })).status).toBe(200);
    await call('GET', `/user-verification/approved?token=${token}`);
    await call('GET', `${LEGACY_BASE}/logout`, { headers: { authorization: `Bearer ${jwt}` } });

    const user = await testOrm().em.fork().findOneOrFail(UserSchema, { emailNormalized: email }, { filters: false, populate: ['passwordHash'] });
    const secrets = { token, jwt, sessionCookie, sessionSecret: sessionCookie.split('.')[1]!, passwordHash: user.passwordHash!, PASSWORD, NEW_PASSWORD };
    expect(logged).toContain('[redacted]');
    for (const [name, secret] of Object.entries(secrets)) {
      expect(logged.includes(secret), `${name} in the log`).toBe(false);
      const inAnswers = answers.filter((answer) => answer.includes(secret));
      // The JWT and the session cookie are handed to their owner once, at login, and nowhere else.
      const allowed = name === 'jwt' || name === 'sessionCookie' || name === 'sessionSecret' ? 1 : 0;
      expect(inAnswers.length, `${name} in the answers`).toBe(allowed);
    }
  });
});

describe('redactUrl', () => {
  it.each([
    ['/resetpassword/abc123?redirect=%2Fcoach', '/resetpassword/[redacted]?redirect=%2Fcoach'],
    ['/legacy/resetpassword/abc123', '/legacy/resetpassword/[redacted]'],
    ['/invitations/campaign/s3cret', '/invitations/campaign/[redacted]'],
    ['/user-verification/approved?token=eyJ.x.y', '/user-verification/approved?token=[redacted]'],
    ['/auth/google/callback?state=a&code=b&scope=email', '/auth/google/callback?state=[redacted]&code=[redacted]&scope=email'],
    ['/coach?tab=1', '/coach?tab=1'],
  ])('%s → %s', (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });
});
