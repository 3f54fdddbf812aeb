import { describe, expect, it } from 'vitest';
import { readProfile } from '#server/modules/auth/external-profile.ts';
import { sourceProvider } from '#server/modules/auth/external-providers.ts';
import { adminConfiguredAccess } from '#server/net/admin-configured-fetch.ts';
import { openRoundTrip, ROUND_TRIP_SECONDS, sealRoundTrip, type RoundTrip } from '#server/modules/auth/external-round-trip.ts';
import { externalSignInFailedPath, externalSignInPath, offeredExternalSources } from '#shared/external-sign-in.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';

const KEY = new TextEncoder().encode('a-signing-key-of-at-least-thirty-two-bytes');
const OTHER_KEY = new TextEncoder().encode('another-signing-key-of-at-least-thirty-two');

describe('readProfile', () => {
  it('reads an OpenID profile, verified only when the provider says so', () => {
    expect(readProfile('google', { sub: '1', email: 'ada@example.com', email_verified: true, given_name: 'Ada', family_name: 'Lovelace' })).toEqual({
      email: 'ada@example.com',
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(readProfile('google', { email: 'ada@example.com', email_verified: false }).emailVerified).toBe(false);
    expect(readProfile('oauth2', { email: 'ada@example.com' }).emailVerified).toBe(false);
    expect(readProfile('oauth2', { email: 'ada@example.com', email_verified: 'true' }).emailVerified).toBe(true);
    expect(readProfile('oauth2', { email: 'ada@example.com', verified_email: true }).emailVerified).toBe(true);
  });

  it("counts Facebook's address as verified: Facebook gives none it has not confirmed", () => {
    expect(readProfile('facebook', { id: '7', email: 'bo@example.com', first_name: 'Bo', last_name: 'Ek' })).toEqual({ email: 'bo@example.com', emailVerified: true, firstName: 'Bo', lastName: 'Ek' });
    expect(readProfile('facebook', { id: '7', first_name: 'Bo' })).toMatchObject({ email: null, emailVerified: false });
  });

  it('splits a full name, and falls back to the address for a first name', () => {
    expect(readProfile('oauth2', { email: 'x@example.com', name: 'Grace Brewster Hopper' })).toMatchObject({ firstName: 'Grace', lastName: 'Brewster Hopper' });
    expect(readProfile('oauth2', { email: 'grace@example.com' })).toMatchObject({ firstName: 'grace', lastName: '' });
    expect(readProfile('oauth2', { email: 'x@example.com', given_name: 'A'.repeat(300) }).firstName).toHaveLength(100);
  });

  it('takes no address that is malformed or not text', () => {
    for (const email of ['not-an-address', 42, '', `${'a'.repeat(250)}@example.com`]) {
      expect(readProfile('google', { email, email_verified: true })).toMatchObject({ email: null, emailVerified: false });
    }
  });
});

describe('offeredExternalSources', () => {
  const offered = (settings: object) => offeredExternalSources(settingsWithDefaults(settings));

  it('offers the switched-on sources, the site’s own provider only when visible', () => {
    expect(offered({})).toEqual([]);
    expect(offered({ enableGoogle: true, enableFacebook: true })).toEqual(['google', 'facebook']);
    expect(offered({ enableOauth2: true })).toEqual([]);
    expect(offered({ enableOauth2: true, enableGoogle: true, externalLoginSources: { oauth2: { visible: true } } })).toEqual(['oauth2', 'google']);
    expect(offered({ enableLocal: false, enableFacebook: true })).toEqual(['facebook']);
  });
});

describe('sign-in paths', () => {
  it('carries the redirect to the provider and back to the login page', () => {
    expect(externalSignInPath('google')).toBe('/auth/google');
    expect(externalSignInPath('oauth2', '/ideas/1?x=y')).toBe('/auth/oauth2?redirect=%2Fideas%2F1%3Fx%3Dy');
    expect(externalSignInFailedPath('external-sign-in-denied', 'facebook', '/coach')).toBe('/login?failed=external-sign-in-denied&source=facebook&redirect=%2Fcoach');
    expect(externalSignInFailedPath('user-blocked', 'google')).toBe('/login?failed=user-blocked&source=google');
  });
});

describe('sourceProvider', () => {
  const apps = { google: { clientId: 'g', clientSecret: 's', authorizationUrl: 'https://a', tokenUrl: 'https://t', profileUrl: 'https://p' }, facebook: null };
  const site = (settings: object) => settingsWithDefaults(settings);
  const access = adminConfiguredAccess({ allowPrivateHosts: false });
  const configured = { clientID: 'c', clientSecret: '', scope: 'openid, email', authorizationURL: 'https://sso.example/a', tokenURL: 'https://sso.example/t', userProfileURL: 'https://sso.example/me' };

  it("uses the site's own provider, a public client without a secret, with the scope list split", () => {
    expect(sourceProvider('oauth2', site({ enableOauth2: true, externalLoginSources: { oauth2: configured } }), apps, access)).toMatchObject({ clientId: 'c', clientSecret: null, scopes: ['openid', 'email'], pkce: true });
  });

  it('refuses a source that is off, unconfigured, or that this server has no application for', () => {
    expect(() => sourceProvider('oauth2', site({ enableOauth2: false, externalLoginSources: { oauth2: configured } }), apps, access)).toThrow('login-source-disabled');
    expect(() => sourceProvider('oauth2', site({ enableOauth2: true, externalLoginSources: { oauth2: { ...configured, tokenURL: 'javascript:x' } } }), apps, access)).toThrow('login-source-disabled');
    expect(() => sourceProvider('facebook', site({ enableFacebook: true }), apps, access)).toThrow('login-source-disabled');
    expect(() => sourceProvider('google', site({}), apps, access)).toThrow('login-source-disabled');
    expect(sourceProvider('google', site({ enableGoogle: true }), apps, access)).toMatchObject({ clientId: 'g', pkce: true });
  });
});

describe('the round trip cookie', () => {
  const trip: RoundTrip = { source: 'google', organisationId: 'org-1', state: 'state-1', codeVerifier: 'verifier-of-the-round-trip', nonce: 'nonce-of-the-round-trip', redirect: '/coach', link: null };

  it('opens what it sealed, and hides the verifier', async () => {
    const sealed = await sealRoundTrip(KEY, trip);
    expect(sealed).not.toContain('verifier');
    expect(Buffer.from(sealed.split('.')[3] ?? '', 'base64url').toString('latin1')).not.toContain('verifier');
    expect(await openRoundTrip(KEY, sealed)).toEqual(trip);
  });

  it('refuses a cookie sealed with another key, changed, or past its time', async () => {
    const sealed = await sealRoundTrip(KEY, trip);
    expect(await openRoundTrip(OTHER_KEY, sealed)).toBeNull();
    expect(await openRoundTrip(KEY, `${sealed.slice(0, -2)}xx`)).toBeNull();
    expect(await openRoundTrip(KEY, 'not-a-cookie')).toBeNull();
    const later = new Date(Date.now() + (ROUND_TRIP_SECONDS + 1) * 1000);
    expect(await openRoundTrip(KEY, sealed, later)).toBeNull();
  });
});
