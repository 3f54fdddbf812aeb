import { describe, expect, it } from 'vitest';
import { DEFAULT_POST_LOGIN_PATH } from '#shared/constants.ts';
import { resolvePostLoginTarget } from '#client/features/auth/post-login.ts';

describe('resolvePostLoginTarget', () => {
  it('prefers the redirect query, then postLogin, then the stored target', () => {
    expect(resolvePostLoginTarget({ redirect: '/coach?x=1', postLogin: '/a', stored: '/b' })).toBe('/coach?x=1');
    expect(resolvePostLoginTarget({ postLogin: '/a', stored: '/b' })).toBe('/a');
    expect(resolvePostLoginTarget({ postLogin: null, stored: '/b' })).toBe('/b');
  });

  it('falls back to /coach', () => {
    expect(DEFAULT_POST_LOGIN_PATH).toBe('/coach');
    expect(resolvePostLoginTarget({})).toBe('/coach');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/coach\n//x'])(
    'skips the unsafe target %j',
    (unsafe) => {
      expect(resolvePostLoginTarget({ redirect: unsafe, postLogin: unsafe, stored: unsafe })).toBe('/coach');
      expect(resolvePostLoginTarget({ redirect: unsafe, stored: '/ideas/1' })).toBe('/ideas/1');
    },
  );
});
