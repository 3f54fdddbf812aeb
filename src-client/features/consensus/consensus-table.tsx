import { ArrowDown, ArrowUp, ArrowUpDown, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminTable, adminCell, type AdminTableColumn } from '#client/components/admin-table.tsx';
import type { trpc } from '#client/trpc.ts';
import { formatFigure } from './figures';

type Utils = ReturnType<typeof trpc.useUtils>;
export type ConsensusTableData = Awaited<ReturnType<Utils['evaluation']['consensus']['table']['fetch']>>;

export interface TableOrder {
  sort: string;
  direction: 'asc' | 'desc';
  onSort: (sort: string) => void;
}

/** A column's heading as a button that sorts by it; the heading's aria-sort tells which way. */
function SortButton({ column, label, order }: { column: string; label: string; order: TableOrder }) {
  const active = order.sort === column;
  const Icon = !active ? ArrowUpDown : order.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button type="button" onClick={() => order.onSort(column)} className="inline-flex items-center gap-1 rounded text-left font-semibold hover:text-stone-900 hover:underline">
      {label}
      <Icon aria-hidden="true" className={`size-3.5 shrink-0 ${active ? 'text-stone-900' : 'text-stone-400'}`} />
    </button>
  );
}

/** The stage's ideas ranked (issue 33 item 5): reviews in, the panel's mean and spread, whether it disagrees, and each criterion's mean. */
export function ConsensusTable({ table, order, dimmed }: { table: ConsensusTableData; order: TableOrder; dimmed: boolean }) {
  const { t, i18n } = useTranslation();
  const figure = (value: number | null) => formatFigure(value, i18n.language);
  const sortable = (key: string, label: string, className?: string): AdminTableColumn => ({
    key,
    label: <SortButton column={key} label={label} order={order} />,
    sort: order.sort === key ? (order.direction === 'asc' ? 'ascending' : 'descending') : undefined,
    ...(className ? { className } : {}),
  });
  const criterionName = (criterion: ConsensusTableData['criteria'][number]) => (i18n.language === 'sv' ? criterion.nameSv : criterion.nameEn);
  const numeric = 'text-right tabular-nums';

  return (
    <AdminTable
      caption={t('consensus.table.caption', { shown: table.ideas.length, total: table.total })}
      minWidth="min-w-[48rem]"
      dimmed={dimmed}
      columns={[
        sortable('title', t('consensus.table.idea')),
        sortable('reviews', t('consensus.table.reviews')),
        sortable('mean', t('consensus.table.mean'), 'text-right'),
        sortable('spread', t('consensus.table.spread'), 'text-right'),
        { key: 'disagreement', label: t('consensus.table.disagreement') },
        ...table.criteria.map((criterion) => sortable(criterion.guid, criterionName(criterion), 'text-right')),
      ]}
    >
      {table.ideas.map((idea) => (
        <tr key={idea.guid} className="border-t border-stone-200" data-idea={idea.guid}>
          <th scope="row" className={`${adminCell} font-medium text-stone-900`}>
            {idea.title}
          </th>
          <td className={`${adminCell} tabular-nums`}>{t('consensus.table.reviewCount', { submitted: idea.submitted, assigned: idea.assigned })}</td>
          <td className={`${adminCell} ${numeric} font-semibold`}>{figure(idea.mean)}</td>
          <td className={`${adminCell} ${numeric}`}>{figure(idea.spread)}</td>
          <td className={adminCell}>
            {idea.disagreement ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                <TriangleAlert aria-hidden="true" className="size-3.5" />
                {t('consensus.table.disagrees')}
              </span>
            ) : (
              <span className="sr-only">{t('consensus.table.agrees')}</span>
            )}
          </td>
          {idea.criterionMeans.map((mean, index) => (
            <td key={table.criteria[index]!.guid} className={`${adminCell} ${numeric}`}>
              {figure(mean)}
            </td>
          ))}
        </tr>
      ))}
    </AdminTable>
  );
}
