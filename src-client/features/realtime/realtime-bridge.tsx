import { useMatch } from '@tanstack/react-router';
import { Suspense } from 'react';
import { retryableLazy } from '#client/components/retryable-lazy.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';

// A visitor away from idea pages has no stream: its code downloads when a stream is needed.
const ViewerStream = retryableLazy(() => import('./viewer-stream').then((module) => module.ViewerStream));

/**
 * The tab's one realtime stream, mounted once in the app shell: the bell's unread count and the
 * account status an administrator may change (spec 1 §4) for a signed-in viewer, and on an idea
 * page that idea's new comments and feedback. One stream, not one per topic: over HTTP/1.1 each
 * holds one of the browser's six connections to the host, and a few tabs would starve the rest.
 */
export function RealtimeBridge() {
  const viewer = useViewer();
  const onIdeaPage = useMatch({ from: '/ideas/$guid', shouldThrow: false }) !== undefined;
  if (!viewer && !onIdeaPage) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by user, so signing in as someone else opens that user's stream. */}
      <ViewerStream key={viewer?.guid ?? ''} signedIn={viewer !== null} />
    </Suspense>
  );
}
