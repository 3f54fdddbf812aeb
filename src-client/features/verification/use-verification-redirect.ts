import { useEffect } from 'react';
import { errorRedirect } from '#shared/errors.ts';
import type { Viewer } from '#client/trpc.ts';

/** Inactive users go to verification instead of adding or editing ideas (spec 1 §4), and come back here. */
export function useVerificationRedirect(viewer: Viewer | null): boolean {
  const inactive = viewer !== null && viewer.status !== 'active';
  useEffect(() => {
    if (inactive) window.location.assign(`${errorRedirect['user-not-active']}?redirect=${encodeURIComponent(window.location.pathname)}`);
  }, [inactive]);
  return inactive;
}
