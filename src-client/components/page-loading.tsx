import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/**
 * A page's own content is loading: one centred spinner, announced as "Loading". It fills the
 * screen, so the footer waits below it instead of showing and then being pushed away.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh justify-center py-24">
      <Spinner label={t('app.loading')} className="size-8" />
    </div>
  );
}
