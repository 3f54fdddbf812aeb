import { keepPreviousData } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { CONSENSUS_EXPORT_FORMATS } from '#shared/consensus.ts';
import { buttonClasses } from '#client/components/button.tsx';
import { Checkbox } from '#client/components/checkbox-field.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Pagination, type PageLinkProps } from '#client/components/pagination.tsx';
import { SearchField } from '#client/components/search-field.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { trpc } from '#client/trpc.ts';
import { failureText } from '#client/features/templates/failure-text.ts';
import { CalibrationPanel } from './calibration-panel';
import { consensusExportHref, consensusFiltersOf } from './consensus-filters';
import type { ConsensusSearch } from './consensus-search';
import { ConsensusTable } from './consensus-table';

/** Smallest numbers of submitted reviews the filter offers. */
const MIN_REVIEW_CHOICES = [1, 2, 3, 5];

interface ConsensusBoardProps {
  stageGuid: string;
  search: ConsensusSearch;
  /** Changes the URL's search: a filter or an order starts again from page 1. */
  onChange: (change: Partial<ConsensusSearch>) => void;
  renderPageLink: (page: number, props: PageLinkProps) => ReactNode;
}

/**
 * A stage's ranking for its coaches (issue 33 item 5): filters, the table a page at a time, the
 * exports of what it shows, and the evaluators' calibration. The tab's realtime stream reads it
 * again whenever a review of the stage is submitted (viewer-stream.tsx).
 */
export function ConsensusBoard({ stageGuid, search, onChange, renderPageLink }: ConsensusBoardProps) {
  const { t } = useTranslation();
  const filters = consensusFiltersOf(stageGuid, search);
  const page = search.page ?? 1;
  const table = trpc.evaluation.consensus.table.useQuery({ ...filters, page }, { placeholderData: keepPreviousData });
  // A column sorted again turns round; a new one starts with its highest first, titles A to Z.
  const onSort = (sort: string) => {
    const direction = sort === filters.sort ? (filters.direction === 'desc' ? 'asc' : 'desc') : sort === 'title' ? 'asc' : 'desc';
    onChange({ sort: sort === 'mean' ? undefined : sort, dir: direction === 'desc' ? undefined : direction });
  };

  let body;
  if (table.isPending) body = <Spinner label={t('consensus.loading')} />;
  else if (table.isError) body = <LoadErrorAlert message={failureText(t, table.error, t('consensus.loadError')).message} onRetry={() => void table.refetch()} retrying={table.isFetching} />;
  else if (table.data.ideas.length === 0) body = <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-stone-600">{t(page > 1 ? 'consensus.pastEnd' : 'consensus.empty')}</p>;
  else body = <ConsensusTable table={table.data} order={{ sort: filters.sort, direction: filters.direction, onSort }} dimmed={table.isPlaceholderData} />;
  const totalPages = table.data ? Math.max(1, Math.ceil(table.data.total / table.data.pageSize)) : 1;

  return (
    <>
      <div role="search" aria-label={t('consensus.filters.label')} className="mt-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchField label={t('consensus.filters.search')} clearLabel={t('consensus.filters.clear')} value={filters.search} onSearch={(q) => onChange({ q: q || undefined })} className="sm:w-72" />
        <SelectField label={t('consensus.filters.minReviews')} value={String(filters.minReviews)} onChange={(value) => onChange({ min: Number(value) || undefined })} errorLine={false}>
          <option value="0">{t('consensus.filters.anyReviews')}</option>
          {MIN_REVIEW_CHOICES.map((count) => (
            <option key={count} value={count}>
              {t('consensus.filters.atLeast', { count })}
            </option>
          ))}
        </SelectField>
        <div className="pb-2">
          <Checkbox label={t('consensus.filters.disagreementOnly')} checked={filters.disagreementOnly} onChange={(checked) => onChange({ disagree: checked ? '1' : undefined })} />
        </div>
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600" aria-live="polite">
          {table.data ? t('consensus.count', { count: table.data.total }) : null}
          {table.data ? ` ${t('consensus.disagreementRule', { spread: table.data.disagreementSpread })}` : null}
        </p>
        <div role="group" aria-label={t('consensus.exportLabel')} className="flex flex-wrap items-center gap-2">
          {CONSENSUS_EXPORT_FORMATS.map((format) => (
            <a key={format} href={consensusExportHref(format, filters)} download className={buttonClasses('secondary')}>
              <Download aria-hidden="true" className="size-4" />
              {t(`consensus.format.${format}`)}
            </a>
          ))}
        </div>
      </div>

      <div className="mt-4">{body}</div>
      <div className="mt-6">
        <Pagination page={page} totalPages={totalPages} renderLink={renderPageLink} />
      </div>

      <CalibrationPanel stageGuid={stageGuid} />
    </>
  );
}
