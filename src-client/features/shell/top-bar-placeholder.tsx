import { PageLoading } from '#client/components/page-loading.tsx';

/** The top bar's place, at its height, and the page's, while the bar's code downloads: nothing jumps when it comes. */
export function TopBarPlaceholder() {
  return (
    <>
      <div aria-hidden="true" className="sticky top-0 z-30 border-b border-stone-200 bg-white/95">
        <div className="h-16" />
      </div>
      <div className="flex-1">
        <PageLoading />
      </div>
    </>
  );
}
