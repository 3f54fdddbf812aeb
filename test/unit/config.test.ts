import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src-server/config';

describe('loadConfig', () => {
  it('runs with no configuration at all: port 3000, embedded database, /legacy', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', LEGACY_BASE_PATH: '/legacy', SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads PORT, DATABASE_URL, flags and the façade base', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u:p@db:5432/ideas', TRUST_PROXY: 'true', SEED_DEMO: '0', LEGACY_BASE_PATH: '/api/v1' });
    expect(config).toMatchObject({ PORT: 8080, DATABASE_URL: 'postgres://u:p@db:5432/ideas', TRUST_PROXY: true, SEED_DEMO: false, LEGACY_BASE_PATH: '/api/v1' });
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LEGACY_BASE_PATH: 'legacy/' })).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LEGACY_BASE_PATH/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
