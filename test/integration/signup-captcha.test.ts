import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_VALID_SECONDS } from '#server/modules/captcha/captcha.service.ts';
import { SpentCaptchaSchema } from '#server/entities/spent-captcha.entity.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import type { SignupInput } from '#shared/schemas/auth.ts';
import { callerFor, scopedEm } from '../support/callers';
import { solvedCaptcha } from '../support/captcha';
import { captchaPayload } from '../support/captcha-payload';
import { errorOf, expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

let counter = 0;
const newcomer = () => ({ email: `captcha.${Date.now()}.${(counter += 1)}@example.com`, password: 'secret-enough', firstName: 'Cap', lastName: 'Tcha' });

/** The widget's payload, decoded: what a client could tamper with. */
function decode(payload: string) {
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { challenge: { parameters: Record<string, unknown>; signature: string }; solution: { counter: number; derivedKey: string } };
}
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('captcha at signup (spec 3 §5: PLEASE_VERIFY_CAPTCHA)', () => {
  let personas: Personas;
  let org: Organisation;
  beforeAll(async () => {
    personas = await createPersonas();
    org = personas.org;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function signup(captcha: unknown, input: Partial<SignupInput> = {}) {
    const { caller } = await callerFor(null, { org });
    return caller.auth.signup({ ...newcomer(), ...input, captcha } as SignupInput);
  }
  const userCount = () => scopedEm(org).count(UserSchema, {});

  it('hands anyone a signed proof-of-work challenge for this site that expires, with no secret in it', async () => {
    const { caller } = await callerFor(null, { org });
    const challenge = await caller.captcha.challenge();
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', data: { site: org.id }, keyPrefix: expect.stringMatching(/^[0-9a-f]+$/) });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresIn = challenge.parameters.expiresAt! - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(CAPTCHA_VALID_SECONDS - 10);
    expect(expiresIn).toBeLessThanOrEqual(CAPTCHA_VALID_SECONDS);
    const [secret] = await testOrm().em.fork().getConnection().execute<{ value: string }[]>(`select value from app_secret where name = 'captcha-hmac-key'`);
    expect(secret?.value).toBeTruthy();
    expect(JSON.stringify(challenge)).not.toContain(secret!.value);
  });

  it('accepts a solved challenge and creates the account', async () => {
    const before = await userCount();
    await expect(signup(await solvedCaptcha(org))).resolves.toMatchObject({ user: { status: 'inactive' } });
    expect(await userCount()).toBe(before + 1);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not a payload', 'not-base64-json'],
    ['a payload of another shape', encode({ hello: 'world' })],
  ])('refuses a %s captcha on its field, creating nothing', async (_case, captcha) => {
    const before = await userCount();
    await expectAppError(signup(captcha), 'PLEASE_VERIFY_CAPTCHA', 'captcha');
    expect(await userCount()).toBe(before);
  });

  it('refuses a wrong solution and a challenge whose parameters were changed', async () => {
    const solved = decode(await solvedCaptcha(org));
    const otherSolution = { ...solved, solution: decode(await solvedCaptcha(org)).solution };
    const wrongKey = { ...solved, solution: { ...solved.solution, derivedKey: '00'.repeat(32) } };
    const longerLife = { ...solved, challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, expiresAt: Number(solved.challenge.parameters.expiresAt) + 3600 } } };
    const unsigned = { ...solved, challenge: { parameters: solved.challenge.parameters, signature: '' } };
    for (const tampered of [otherSolution, wrongKey, longerLife, unsigned]) {
      await expectAppError(signup(encode(tampered)), 'PLEASE_VERIFY_CAPTCHA', 'captcha');
    }
  });

  it('refuses a challenge solved for another site', async () => {
    await expectAppError(signup(await solvedCaptcha(personas.otherOrg)), 'PLEASE_VERIFY_CAPTCHA', 'captcha');
  });

  it('refuses a solved challenge the second time: it stays spent, in PostgreSQL for every process, until it expires', async () => {
    const captcha = await solvedCaptcha(org);
    await signup(captcha);
    const before = await userCount();
    await expectAppError(signup(captcha), 'PLEASE_VERIFY_CAPTCHA', 'captcha');
    expect(await userCount()).toBe(before);
    const spent = await testOrm().em.fork().findOneOrFail(SpentCaptchaSchema, { signature: decode(captcha).challenge.signature });
    expect(spent.expiresAt.getTime()).toBe(Number(decode(captcha).challenge.parameters.expiresAt) * 1000);
  });

  it('lets only one of two simultaneous signups use one solved challenge', async () => {
    const captcha = await solvedCaptcha(org);
    const results = await Promise.allSettled([signup(captcha), signup(captcha)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect((await errorOf(Promise.reject(refused!.reason))).code).toBe('PLEASE_VERIFY_CAPTCHA');
  });

  it('refuses a challenge solved too long ago', async () => {
    const captcha = await solvedCaptcha(org);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (CAPTCHA_VALID_SECONDS + 5) * 1000);
    await expectAppError(signup(captcha), 'PLEASE_VERIFY_CAPTCHA', 'captcha');
  });

  it('leaves the captcha usable when the signup fails for another reason', async () => {
    const captcha = await solvedCaptcha(org);
    await expectAppError(signup(captcha, { email: personas.participant.email }), 'email-already-registered', 'email');
    await expect(signup(captcha)).resolves.toBeTruthy();
  });

  it('names the captcha with the other failing fields at once', async () => {
    const error = await expectAppError(signup(encode({}), { email: personas.participant.email, firstName: '' }), 'ERROR_REQUIRED');
    expect(error.fieldErrors).toEqual({ firstName: ['ERROR_REQUIRED'] });
    const onlyCaptcha = await errorOf(signup('garbage'));
    expect(onlyCaptcha.fieldErrors).toEqual({ captcha: ['PLEASE_VERIFY_CAPTCHA'] });
  });

  it('solves with the real algorithm: a challenge fetched over the public procedure decodes to its own parameters', async () => {
    const { caller } = await callerFor(null, { org });
    const challenge = await caller.captcha.challenge();
    const payload = decode(await captchaPayload(challenge));
    expect(payload.challenge).toEqual({ parameters: challenge.parameters, signature: challenge.signature });
  });
});
