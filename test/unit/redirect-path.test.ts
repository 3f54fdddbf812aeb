import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath } from '#shared/redirect-path.ts';

describe('isSafeRedirectPath', () => {
  it.each(['/', '/coach', '/coach/campaigns/x/brief?tab=2#top', '/ideas/abc?redirect=%2Fcoach'])('accepts the site path %s', (path) => {
    expect(isSafeRedirectPath(path)).toBe(true);
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'coach', '', '/\t/evil.example', '/x\\y'])(
    'refuses %j, which could leave the site',
    (path) => {
      expect(isSafeRedirectPath(path)).toBe(false);
    },
  );
});
