import { createLazyRoute } from '@tanstack/react-router';
import { VerificationApprovedPage, VerificationFailedPage, VerificationPendingPage } from '#client/features/verification/verification-pages.tsx';
import { verificationApprovedRoute, verificationFailedRoute, verificationPendingRoute } from './user-verification';

export const verificationPendingLazy = createLazyRoute(verificationPendingRoute.id)({
  component: function PendingRoute() {
    return <VerificationPendingPage redirect={verificationPendingRoute.useSearch().redirect} />;
  },
});

export const verificationApprovedLazy = createLazyRoute(verificationApprovedRoute.id)({
  component: function ApprovedRoute() {
    return <VerificationApprovedPage token={verificationApprovedRoute.useSearch().token} />;
  },
});

export const verificationFailedLazy = createLazyRoute(verificationFailedRoute.id)({ component: VerificationFailedPage });
