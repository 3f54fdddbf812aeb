import { createLazyRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { PageLoading } from '#client/components/page-loading.tsx';
import { retryableLazy } from '#client/components/retryable-lazy.ts';
import { AuthChoicePage } from '#client/features/auth/auth-choice-page.tsx';
import { pageMessageKey } from '#client/features/auth/page-messages.ts';
import { loginRoute } from './login';

// Only a failed external sign-in needs it: every other visit to /login downloads what it did.
const ExternalSignInFailedPage = retryableLazy(() => import('#client/features/auth/external-sign-in-failed-page.tsx').then((module) => module.ExternalSignInFailedPage));

export const Route = createLazyRoute(loginRoute.id)({ component: LoginPage });

function LoginPage() {
  // The route's rules read only ?redirect=; the router keeps the rest of the search as it came.
  // Why an external sign-in failed (?failed=&source=, from the server's callback) and a message
  // asked for (?msg=) are checked here, with the page, so the route rules every page downloads
  // first stay as they are.
  const { redirect, failed, source, msg }: { redirect?: string; failed?: unknown; source?: unknown; msg?: unknown } = loginRoute.useSearch();
  if (typeof failed !== 'string' || typeof source !== 'string') return <AuthChoicePage kind="login" redirect={redirect} messageKey={pageMessageKey(msg)} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <ExternalSignInFailedPage failed={failed} source={source} redirect={redirect} />
    </Suspense>
  );
}
