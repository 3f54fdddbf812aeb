import { createRoute } from '@tanstack/react-router';
import { authSearch } from '../features/auth/auth-search';
import { withAllTexts } from '../i18n';
import { searchReader, textParam } from '../search-params';
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
