import { describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDER_ENDPOINTS, externalSignInAppsOf, loadConfig } from '#server/config.ts';

describe('loadConfig', () => {
  it('runs with no configuration at all: port 3000, embedded database, /legacy', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', LEGACY_BASE_PATH: '/legacy', SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads PORT, DATABASE_URL, flags and the façade base', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u:p@db:5432/ideas', TRUST_PROXY: 'true', SEED_DEMO: '0', LEGACY_BASE_PATH: '/api/v1' });
    expect(config).toMatchObject({ PORT: 8080, DATABASE_URL: 'postgres://u:p@db:5432/ideas', TRUST_PROXY: 1, SEED_DEMO: false, LEGACY_BASE_PATH: '/api/v1' });
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LEGACY_BASE_PATH: 'legacy/' })).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LEGACY_BASE_PATH/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});

describe('external sign-in configuration', () => {
  it('has no provider unless both its client id and secret are set, and the public endpoints by default', () => {
    expect(externalSignInAppsOf(loadConfig({}))).toEqual({ google: null, facebook: null });
    const apps = externalSignInAppsOf(loadConfig({ GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret' }));
    expect(apps.google).toEqual({ clientId: 'g-id', clientSecret: 'g-secret', ...DEFAULT_PROVIDER_ENDPOINTS.google });
    expect(apps.facebook).toBeNull();
  });

  it("refuses a site's own OAuth2 provider at private hosts unless OAUTH2_ALLOW_PRIVATE_HOSTS says otherwise", () => {
    expect(loadConfig({}).OAUTH2_ALLOW_PRIVATE_HOSTS).toBe(false);
    expect(loadConfig({ OAUTH2_ALLOW_PRIVATE_HOSTS: 'true' }).OAUTH2_ALLOW_PRIVATE_HOSTS).toBe(true);
    expect(() => loadConfig({ OAUTH2_ALLOW_PRIVATE_HOSTS: 'sometimes' })).toThrow(/OAUTH2_ALLOW_PRIVATE_HOSTS/);
  });

  it('takes other endpoints, for a proxy or a test provider', () => {
    const apps = externalSignInAppsOf(
      loadConfig({ FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 's', FACEBOOK_AUTHORIZATION_URL: 'http://127.0.0.1:9/a', FACEBOOK_TOKEN_URL: 'http://127.0.0.1:9/t', FACEBOOK_PROFILE_URL: 'http://127.0.0.1:9/me' }),
    );
    expect(apps.facebook).toMatchObject({ authorizationUrl: 'http://127.0.0.1:9/a', tokenUrl: 'http://127.0.0.1:9/t', profileUrl: 'http://127.0.0.1:9/me' });
  });

  it('stops when only half a client is configured, or an endpoint is not a web address', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'g-id' })).toThrow(/GOOGLE_CLIENT_SECRET: set together with GOOGLE_CLIENT_ID/);
    expect(() => loadConfig({ FACEBOOK_CLIENT_SECRET: 's' })).toThrow(/FACEBOOK_CLIENT_ID/);
    expect(() => loadConfig({ GOOGLE_TOKEN_URL: 'ftp://example.com/token' })).toThrow(/GOOGLE_TOKEN_URL/);
  });
});
