import { describe, expect, it } from 'vitest';
import { router } from '#client/router.tsx';
import { CLIENT_PATHS, isClientPath } from '#shared/client-paths.ts';

describe('the client paths the server knows (HTTP 404 for anything else)', () => {
  it('are exactly the client router’s routes', () => {
    const routed = Object.values(router.routesById).filter((route) => !route.isRoot).map((route) => route.fullPath.replace(/(.)\/$/, '$1'));
    expect(new Set(routed)).toEqual(new Set(CLIENT_PATHS));
  });

  it.each(['/', '/coach', '/coach/', '/COACH', '/ideas/0190-a', '/anna/campaign/create', '/organisation/admin/ideas/edit/x'])('knows %s', (path) => {
    expect(isClientPath(path)).toBe(true);
  });

  it.each(['//', '/coach/campaigns', '/ideas', '/ideas/a/b', '/no/such/page', '/organisation/admin/unknown', '/coach/campaigns//brief'])('does not know %s', (path) => {
    expect(isClientPath(path)).toBe(false);
  });
});
