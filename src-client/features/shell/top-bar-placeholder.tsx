import { PageLoading } from '#client/components/page-loading.tsx';

/**
 * The top bar's place, at its height, and the page's, while the bar's code downloads: nothing jumps
 * when it comes. The page's place is a main landmark, as the page's is. It has no id: when the bar
 * first downloads after a page was shown (signing up, then the dashboard), React keeps that page's
 * main, hidden, beside this one, and the skip link's target stays the one that comes back.
 */
export function TopBarPlaceholder() {
  return (
    <>
      <div aria-hidden="true" className="sticky top-0 z-30 border-b border-stone-200 bg-white/95">
        <div className="h-16" />
      </div>
      <main className="flex-1">
        <PageLoading />
      </main>
    </>
  );
}
