import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '#server/jobs/job-handlers.ts';
import { SessionSchema } from '#server/entities/session.entity.ts';
import { SpentCaptchaSchema } from '#server/entities/spent-captcha.entity.ts';
import { createSession } from '#server/modules/auth/session.service.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { RateLimitBucketSchema } from '#server/entities/security.entity.ts';
import { SESSION_ABSOLUTE_LIFETIME_SECONDS, SESSION_IDLE_TIMEOUT_SECONDS } from '#shared/constants.ts';
import { scopedEm, testDeps } from '../support/callers';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

describe('the hourly prune-expired job', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  const prune = () => jobHandlers(testOrm(), testDeps.storage, { from: 'test@localhost', transport: null }, pino({ level: 'silent' }), testDeps)['prune-expired']({});

  it('deletes idle and over-age sessions and keeps live ones', async () => {
    const em = scopedEm(personas.org);
    const user = await em.findOneOrFail(UserSchema, { id: personas.participant.id });
    const meta = { ip: '127.0.0.1', userAgent: null };
    const [live, idle, old] = [await createSession(em, user, 'browser', meta), await createSession(em, user, 'browser', meta), await createSession(em, user, 'bearer', meta)];
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
    await em.nativeUpdate(SessionSchema, { id: idle.session.id }, { lastVerifiedAt: ago(SESSION_IDLE_TIMEOUT_SECONDS + 60) });
    await em.nativeUpdate(SessionSchema, { id: old.session.id }, { createdAt: ago(SESSION_ABSOLUTE_LIFETIME_SECONDS + 60) });

    await prune();
    const remaining = (await scopedEm(personas.org).find(SessionSchema, { user: user.id })).map((session) => session.id);
    expect(remaining).toContain(live.session.id);
    expect(remaining).not.toContain(idle.session.id);
    expect(remaining).not.toContain(old.session.id);
  });

  it('forgets spent captcha challenges once they have expired, and keeps the rest', async () => {
    const em = testOrm().em.fork();
    em.create(SpentCaptchaSchema, { signature: 'expired-challenge', expiresAt: new Date(Date.now() - 1000) });
    em.create(SpentCaptchaSchema, { signature: 'live-challenge', expiresAt: new Date(Date.now() + 60_000) });
    await em.flush();
    await prune();
    const left = (await testOrm().em.fork().find(SpentCaptchaSchema, { signature: { $in: ['expired-challenge', 'live-challenge'] } })).map((spent) => spent.signature);
    expect(left).toEqual(['live-challenge']);
  });

  it('drops rate-limit windows that ended long ago', async () => {
    const em = testOrm().em.fork();
    em.create(RateLimitBucketSchema, { key: 'loginPerIp:stale', windowStartedAt: new Date(Date.now() - 3 * 24 * 3600 * 1000), hits: 3 });
    em.create(RateLimitBucketSchema, { key: 'loginPerIp:fresh', windowStartedAt: new Date(), hits: 1 });
    await em.flush();
    await prune();
    const keys = (await testOrm().em.fork().find(RateLimitBucketSchema, { key: { $like: 'loginPerIp:%' } })).map((bucket) => bucket.key);
    expect(keys).toEqual(['loginPerIp:fresh']);
  });
});
