import { createRoute } from '@tanstack/react-router';
import { verificationLandingSearch } from '../../src-shared/schemas/verification';
import { authSearchSchema } from '../features/auth/auth-search';
import { VerificationApprovedPage, VerificationFailedPage, VerificationPendingPage } from '../features/verification/verification-pages';
import { rootRoute } from './root';

export const verificationPendingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user-verification/pending',
  validateSearch: authSearchSchema,
  component: function PendingRoute() {
    return <VerificationPendingPage redirect={verificationPendingRoute.useSearch().redirect} />;
  },
});

export const verificationApprovedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user-verification/approved',
  validateSearch: verificationLandingSearch,
  component: function ApprovedRoute() {
    return <VerificationApprovedPage token={verificationApprovedRoute.useSearch().token} />;
  },
});

export const verificationFailedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user-verification/failed',
  component: VerificationFailedPage,
});
