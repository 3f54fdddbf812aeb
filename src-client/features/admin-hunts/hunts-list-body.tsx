import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Spinner } from '#client/components/spinner.tsx';

interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

interface HuntsListBodyProps<T extends { items: unknown[] }> {
  list: ListQuery<T>;
  empty: ReactNode;
  /** What the load error says; the hunts lists' text unless another admin list names its own. */
  errorText?: string;
  children: (data: T) => ReactNode;
}

/** The part of a hunts list that waits: a spinner, the load error with a retry, the empty state, or the table. */
export function HuntsListBody<T extends { items: unknown[] }>({ list, empty, errorText, children }: HuntsListBodyProps<T>) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (list.isPending) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loading')} className="size-8" />
      </div>
    );
  } else if (list.isError || !list.data) {
    body = <LoadErrorAlert message={errorText ?? t('adminHunts.loadError')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else {
    body = list.data.items.length === 0 ? empty : children(list.data);
  }
  return (
    <div className="mt-6" aria-busy={list.isFetching}>
      {body}
    </div>
  );
}

/** The dashed box every empty admin list shows. */
export function EmptyHunts({ icon, title, body, children }: { icon: ReactNode; title: string; body?: string; children?: ReactNode }) {
  return (
    <section className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-on-secondary">{icon}</span>
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      {body ? <p className="mt-1 max-w-md text-stone-600">{body}</p> : null}
      {children}
    </section>
  );
}
