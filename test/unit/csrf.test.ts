import { describe, expect, it } from 'vitest';
import { checkCsrf, type CsrfInput } from '#server/security/csrf.ts';

const base: CsrfInput = {
  method: 'POST',
  host: 'acme.example.com',
  origin: undefined,
  referer: undefined,
  contentType: 'application/json',
  cookieAuthenticated: false,
  requireJson: true,
};

describe('checkCsrf', () => {
  it('lets safe methods through whatever they carry', () => {
    expect(checkCsrf({ ...base, method: 'GET', origin: 'https://evil.example', contentType: 'text/plain' })).toBeNull();
  });

  it('accepts a same-origin JSON mutation', () => {
    expect(checkCsrf({ ...base, origin: 'https://acme.example.com', cookieAuthenticated: true })).toBeNull();
  });

  it('refuses a foreign or opaque Origin', () => {
    expect(checkCsrf({ ...base, origin: 'https://evil.example' })).toBe('csrf-rejected');
    expect(checkCsrf({ ...base, origin: 'null' })).toBe('csrf-rejected');
    expect(checkCsrf({ ...base, origin: 'https://acme.example.com.evil.example' })).toBe('csrf-rejected');
  });

  it('asks a cookie-authenticated request without Origin for a same-site Referer', () => {
    expect(checkCsrf({ ...base, cookieAuthenticated: true })).toBe('csrf-rejected');
    expect(checkCsrf({ ...base, cookieAuthenticated: true, referer: 'https://evil.example/x' })).toBe('csrf-rejected');
    expect(checkCsrf({ ...base, cookieAuthenticated: true, referer: 'https://acme.example.com/coach' })).toBeNull();
  });

  it('lets a request with no cookie and no Origin through (a Bearer or server-to-server client)', () => {
    expect(checkCsrf(base)).toBeNull();
  });

  it('requires JSON where asked, so a cross-site form cannot post', () => {
    expect(checkCsrf({ ...base, contentType: 'text/plain' })).toBe('unsupported-media-type');
    expect(checkCsrf({ ...base, contentType: 'application/x-www-form-urlencoded' })).toBe('unsupported-media-type');
    expect(checkCsrf({ ...base, contentType: 'application/json; charset=utf-8' })).toBeNull();
    expect(checkCsrf({ ...base, contentType: 'text/plain', requireJson: false })).toBeNull();
  });
});
