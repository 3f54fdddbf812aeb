import { useId, type ReactNode } from 'react';

/** A cell of an admin table: the first and last keep the frame's padding. */
export const adminCell = 'px-2.5 py-3 align-top first:pl-4 last:pr-4';

export interface AdminTableColumn {
  key: string;
  label: string;
  /** Read by screen readers only (an actions column). */
  labelHidden?: boolean;
  className?: string;
  sort?: 'ascending' | 'descending';
}

interface AdminTableProps {
  caption: string;
  columns: readonly (AdminTableColumn | false)[];
  /** Below this width the table scrolls sideways rather than squeezing its columns, e.g. `min-w-[48rem]`. */
  minWidth: string;
  /** A new page is on its way: the rows shown are the previous page's. */
  dimmed?: boolean;
  /** The table's rows. */
  children: ReactNode;
}

/**
 * The admin lists' table (users, ideas, hunts, sites): a captioned table in a frame that
 * keyboard users can focus to scroll it sideways on narrow screens. The frame is relative so
 * the screen-reader-only texts inside are positioned in it and never widen the page.
 */
export function AdminTable({ caption, columns, minWidth, dimmed = false, children }: AdminTableProps) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className={`relative overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-xs transition-opacity ${dimmed ? 'opacity-60' : ''}`}
    >
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold text-stone-600">
          <tr>
            {columns
              .filter((column): column is AdminTableColumn => column !== false)
              .map((column) => (
                <th key={column.key} scope="col" className={`${adminCell} ${column.className ?? ''}`} aria-sort={column.sort}>
                  {column.labelHidden ? <span className="sr-only">{column.label}</span> : column.label}
                </th>
              ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}
