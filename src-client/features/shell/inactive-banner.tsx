import { Suspense } from 'react';
import { retryableLazy } from '#client/components/retryable-lazy.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';

// Few people ever see it, so its words and markup are not part of every first visit.
const InactiveNotice = retryableLazy(() => import('./inactive-notice').then((module) => module.InactiveNotice));

/** Unverified accounts see the notice on every page until they verify (spec 3 §1, §4). */
export function InactiveBanner() {
  const viewer = useViewer();
  if (viewer?.status !== 'inactive') return null;
  return (
    <Suspense fallback={null}>
      <InactiveNotice />
    </Suspense>
  );
}
