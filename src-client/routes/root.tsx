import { createRootRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { Suspense } from 'react';
import { retryableLazy } from '../components/retryable-lazy';
import { AgreementRedirect } from '../features/agreements/agreement-redirect';
import { AuthModalsProvider } from '../features/auth/auth-modals';
import { RealtimeBridge } from '../features/realtime/realtime-bridge';
import { InactiveBanner } from '../features/shell/inactive-banner';
import { RegistrationRedirect } from '../features/shell/registration-redirect';
import { RouteFocus } from '../features/shell/route-focus';
import { ScrollToTop } from '../features/shell/scroll-to-top';
import { DeferredFooter } from '../features/shell/deferred-footer';
import { MAIN_CONTENT_ID, SkipLink } from '../features/shell/skip-link';
import { SystemMessageProvider } from '../features/shell/system-message';
import { TopBarPlaceholder } from '../features/shell/top-bar-placeholder';
import { withAllTexts } from '../i18n';

// The start page has no top bar: the bar and its texts download with the first page that shows it.
const TopBar = retryableLazy(() => withAllTexts(import('../features/shell/top-bar')).then((module) => module.TopBar));
// The page for an unknown path, which no visit to a real page needs, downloads when one is opened.
const NotFoundPage = retryableLazy(() => withAllTexts(import('./not-found')).then((module) => module.NotFoundPage));

/** Pages that bring their own heading area instead of the top bar (spec 3 §2). */
const PATHS_WITHOUT_TOP_BAR = new Set(['/', '/login', '/signup']);
/** The login and signup pages are blank apart from their buttons. */
const PATHS_WITHOUT_FOOTER = new Set(['/login', '/signup']);

export const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  return (
    <AuthModalsProvider>
      <SystemMessageProvider>
        <ScrollToTop />
        <RouteFocus />
        <RegistrationRedirect />
        <AgreementRedirect />
        <RealtimeBridge />
        <SkipLink />
        <div className="flex min-h-dvh flex-col">
          <InactiveBanner />
          {/* One boundary for the bar and the page: no page shows before the bar above it. */}
          <Suspense fallback={<TopBarPlaceholder />}>
            {PATHS_WITHOUT_TOP_BAR.has(pathname) ? null : <TopBar />}
            <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
              <Outlet />
            </main>
          </Suspense>
          {PATHS_WITHOUT_FOOTER.has(pathname) ? null : <DeferredFooter />}
        </div>
      </SystemMessageProvider>
    </AuthModalsProvider>
  );
}
