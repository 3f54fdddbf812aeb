import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Spinner } from '#client/components/spinner.tsx';

interface ListStatesProps<T> {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; data: T[] | undefined; refetch: () => unknown };
  errorText: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** A list's loading, failed and empty states around its rows. */
export function ListStates<T>({ query, errorText, empty, children }: ListStatesProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loading')} className="size-8" />
      </div>
    );
  }
  if (query.isError || !query.data) return <LoadErrorAlert message={errorText} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0) return empty;
  return children(query.data);
}
