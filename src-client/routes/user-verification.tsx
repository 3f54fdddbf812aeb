import { createRoute } from '@tanstack/react-router';
import { authSearch } from '#client/features/auth/auth-search.ts';
import { withAllTexts } from '#client/i18n.ts';
import { searchReader, textParam } from '#client/search-params.ts';
import { rootRoute } from './root';

export const verificationPendingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user-verification/pending',
  validateSearch: authSearch,
}).lazy(() => withAllTexts(import('./user-verification.lazy')).then((d) => d.verificationPendingLazy));

/** The verification link's landing: ?token=, which the server checks. */
const verificationLandingSearch = searchReader({ token: textParam(2000) });

export const verificationApprovedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user-verification/approved',
  validateSearch: verificationLandingSearch,
}).lazy(() => withAllTexts(import('./user-verification.lazy')).then((d) => d.verificationApprovedLazy));

export const verificationFailedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user-verification/failed',
}).lazy(() => withAllTexts(import('./user-verification.lazy')).then((d) => d.verificationFailedLazy));
