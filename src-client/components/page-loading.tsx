import { useTranslation } from 'react-i18next';
import { LoadingHeading, Spinner } from './spinner';

/**
 * A screen whose page is loading: one centred spinner and, for screen readers, the screen's
 * level-one heading "Loading…". It is marked busy, so the page's own heading is the one that gets
 * the focus once it comes (RouteFocus). It fills the screen, so the footer waits below it instead
 * of showing and then being pushed away.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex min-h-dvh justify-center py-24">
      <LoadingHeading label={t('app.loading')} className="size-8" />
    </div>
  );
}

/** Part of a page is loading, under the page's own heading: the same spinner, without a heading of its own. */
export function ContentLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh justify-center py-24">
      <Spinner label={t('app.loading')} className="size-8" />
    </div>
  );
}
