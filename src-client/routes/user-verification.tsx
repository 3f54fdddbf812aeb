import { createRoute } from '@tanstack/react-router';
import { verificationLandingSearch } from '../../src-shared/schemas/verification';
import { authSearchSchema } from '../features/auth/auth-search';
import { rootRoute } from './root';

export const verificationPendingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user-verification/pending',
  validateSearch: authSearchSchema,
}).lazy(() => import('./user-verification.lazy').then((d) => d.verificationPendingLazy));

export const verificationApprovedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user-verification/approved',
  validateSearch: verificationLandingSearch,
}).lazy(() => import('./user-verification.lazy').then((d) => d.verificationApprovedLazy));

export const verificationFailedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user-verification/failed',
}).lazy(() => import('./user-verification.lazy').then((d) => d.verificationFailedLazy));
