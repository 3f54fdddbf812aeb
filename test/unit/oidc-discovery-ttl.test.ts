import { describe, expect, it } from 'vitest';
import { DISCOVERY_DEFAULT_TTL_SECONDS, discoveryTtlSeconds } from '#server/net/oidc-discovery.ts';

describe("how long a provider's discovery document is kept", () => {
  it("honours the answer's max-age, up to a day", () => {
    expect(discoveryTtlSeconds('public, max-age=3600')).toBe(3600);
    expect(discoveryTtlSeconds('Max-Age=60')).toBe(60);
    expect(discoveryTtlSeconds('max-age=31536000')).toBe(24 * 60 * 60);
  });

  it('keeps it ten minutes when the answer does not say, and not at all when it forbids it', () => {
    expect(discoveryTtlSeconds(null)).toBe(DISCOVERY_DEFAULT_TTL_SECONDS);
    expect(DISCOVERY_DEFAULT_TTL_SECONDS).toBe(600);
    expect(discoveryTtlSeconds('public')).toBe(DISCOVERY_DEFAULT_TTL_SECONDS);
    expect(discoveryTtlSeconds('no-store')).toBe(0);
    expect(discoveryTtlSeconds('no-cache, max-age=600')).toBe(0);
    expect(discoveryTtlSeconds('max-age=0')).toBe(0);
  });
});
