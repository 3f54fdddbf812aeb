import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** A page's own content is loading: one centred spinner, announced as "Loading". */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-24">
      <Spinner label={t('app.loading')} className="size-8" />
    </div>
  );
}
