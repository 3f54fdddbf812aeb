import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLegacyToken, signLegacyToken } from '#server/modules/auth/legacy-token.ts';

const HOUR = 60 * 60 * 1000;

describe('legacy JWTs', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the session token of a JWT it signed, again and again', async () => {
    const key = randomBytes(32);
    const jwt = await signLegacyToken(key, 'session.token', new Date(Date.now() + HOUR));
    expect(await readLegacyToken(key, jwt)).toBe('session.token');
    expect(await readLegacyToken(key, jwt)).toBe('session.token');
  });

  it('refuses a JWT signed with another key, even one already read under its own key', async () => {
    const key = randomBytes(32);
    const jwt = await signLegacyToken(key, 'session.token', new Date(Date.now() + HOUR));
    expect(await readLegacyToken(key, jwt)).toBe('session.token');
    expect(await readLegacyToken(randomBytes(32), jwt)).toBeNull();
  });

  it('refuses a tampered JWT', async () => {
    const key = randomBytes(32);
    const jwt = await signLegacyToken(key, 'session.token', new Date(Date.now() + HOUR));
    const [header, , signature] = jwt.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ tok: 'other.token', iss: 'ideahunt', aud: 'legacy-api', exp: 9_999_999_999 })).toString('base64url')}.${signature}`;
    expect(await readLegacyToken(key, forged)).toBeNull();
    expect(await readLegacyToken(key, 'not-a-jwt')).toBeNull();
  });

  it('stops reading a remembered JWT once it expires', async () => {
    const key = randomBytes(32);
    const jwt = await signLegacyToken(key, 'session.token', new Date(Date.now() + HOUR));
    expect(await readLegacyToken(key, jwt)).toBe('session.token');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * HOUR);
    expect(await readLegacyToken(key, jwt)).toBeNull();
  });
});
