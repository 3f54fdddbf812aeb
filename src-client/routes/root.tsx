import { createRootRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { Suspense } from 'react';
import { retryableLazy } from '#client/components/retryable-lazy.ts';
import { AuthModalsProvider } from '#client/features/auth/auth-modals.tsx';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { RealtimeBridge } from '#client/features/realtime/realtime-bridge.tsx';
import { RouteFocus } from '#client/features/shell/route-focus.tsx';
import { ScrollToTop } from '#client/features/shell/scroll-to-top.tsx';
import { DeferredFooter } from '#client/features/shell/deferred-footer.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '#client/features/shell/skip-link.tsx';
import { SystemMessageProvider } from '#client/features/shell/system-message.tsx';
import { TopBarPlaceholder } from '#client/features/shell/top-bar-placeholder.tsx';
import { withAllTexts } from '#client/i18n.ts';

// The start page has no top bar: the bar and its texts download with the first page that shows it.
const TopBar = retryableLazy(() => withAllTexts(import('#client/features/shell/top-bar.tsx')).then((module) => module.TopBar));
// What only a signed-in person's shell does (its redirects, the unverified-account notice) downloads
// once someone is signed in: the start page's first visit, a visitor's, goes without it.
const SignedInRedirects = retryableLazy(() => import('#client/features/shell/signed-in-shell.tsx').then((module) => module.SignedInRedirects));
const InactiveBanner = retryableLazy(() => import('#client/features/shell/signed-in-shell.tsx').then((module) => module.InactiveBanner));
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
  const signedIn = useViewer() !== null;

  return (
    <AuthModalsProvider>
      <SystemMessageProvider>
        <ScrollToTop />
        <RouteFocus />
        {signedIn ? (
          <Suspense fallback={null}>
            <SignedInRedirects />
          </Suspense>
        ) : null}
        <RealtimeBridge />
        <SkipLink />
        <div className="flex min-h-dvh flex-col">
          {signedIn ? (
            <Suspense fallback={null}>
              <InactiveBanner />
            </Suspense>
          ) : null}
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
