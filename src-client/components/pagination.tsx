import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Pages at each end that are always shown (spec 1 §9: 2 margin pages). */
const MARGIN_PAGES = 2;
/** Pages shown on each side of the current one. */
const PAGES_AROUND = 1;

export type PaginationItem = number | 'gap';

/**
 * The page numbers to show for `current` of `total`: both ends, the pages around the current one,
 * and a gap where pages are left out. A gap never hides a single page; that page is shown instead.
 */
export function paginationItems(current: number, total: number): PaginationItem[] {
  if (total <= 1) return [];
  const shown = new Set<number>();
  for (let page = 1; page <= Math.min(MARGIN_PAGES, total); page++) shown.add(page);
  for (let page = Math.max(1, total - MARGIN_PAGES + 1); page <= total; page++) shown.add(page);
  for (let page = current - PAGES_AROUND; page <= current + PAGES_AROUND; page++) if (page >= 1 && page <= total) shown.add(page);

  const items: PaginationItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push(page - 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}

export interface PageLinkProps {
  className: string;
  'aria-label': string;
  'aria-current'?: 'page';
  children: ReactNode;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  /** Renders a link to `page` with the given props: the route knows how to build its own links. */
  renderLink: (page: number, props: PageLinkProps) => ReactNode;
}

const itemClasses = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg px-2 text-sm font-semibold';

/** Page links under a list; nothing at all when everything fits on one page (spec 1 §9). */
export function Pagination({ page, totalPages, renderLink }: PaginationProps) {
  const { t } = useTranslation();
  const items = paginationItems(page, totalPages);
  if (items.length === 0) return null;

  return (
    <nav aria-label={t('pagination.label')} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            renderLink(page - 1, {
              className: `${itemClasses} gap-1 text-stone-700 hover:bg-stone-100`,
              'aria-label': t('pagination.previous'),
              children: <ChevronLeft aria-hidden="true" className="size-4" />,
            })
          ) : (
            <span aria-hidden="true" className={`${itemClasses} text-stone-300`}>
              <ChevronLeft className="size-4" />
            </span>
          )}
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-400">
              …
            </li>
          ) : (
            <li key={item}>
              {renderLink(item, {
                className: `${itemClasses} ${item === page ? 'bg-primary text-on-primary' : 'text-stone-700 hover:bg-stone-100'}`,
                'aria-label': t('pagination.page', { page: item }),
                ...(item === page ? { 'aria-current': 'page' as const } : {}),
                children: item,
              })}
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            renderLink(page + 1, {
              className: `${itemClasses} gap-1 text-stone-700 hover:bg-stone-100`,
              'aria-label': t('pagination.next'),
              children: <ChevronRight aria-hidden="true" className="size-4" />,
            })
          ) : (
            <span aria-hidden="true" className={`${itemClasses} text-stone-300`}>
              <ChevronRight className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
