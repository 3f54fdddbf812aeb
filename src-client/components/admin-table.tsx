import { MoveHorizontal } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** A cell of an admin table: the first and last keep the frame's padding. */
export const adminCell = 'px-2.5 py-3 align-top first:pl-4 last:pr-4';

export interface AdminTableColumn {
  key: string;
  /** Text, or a control that carries it (a sort button). */
  label: ReactNode;
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

/** Whether the frame's content is wider than the frame, followed as the screen turns or the rows change. */
function useOverflowsSideways(frame: RefObject<HTMLDivElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  // Measured before paint, so the hint is there on the first frame and never pushes the table down.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [frame]);
  return overflows;
}

/**
 * The admin lists' table (users, ideas, hunts, sites): a captioned table in a frame that
 * keyboard users can focus to scroll it sideways on narrow screens. Where it is wider than the
 * screen, a line above says it scrolls and shadows at its edges show there is more that way: on a
 * phone the last columns were simply out of sight. The frame is relative so the
 * screen-reader-only texts inside are positioned in it and never widen the page.
 */
export function AdminTable({ caption, columns, minWidth, dimmed = false, children }: AdminTableProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const hintId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(frame);
  return (
    <div>
      {overflows ? (
        <p id={hintId} className="mb-2 flex items-center gap-1.5 text-sm text-stone-600">
          <MoveHorizontal aria-hidden="true" className="size-4 shrink-0" />
          {t('adminTable.scrollHint')}
        </p>
      ) : null}
    <div
      ref={frame}
      role="region"
      aria-labelledby={captionId}
      aria-describedby={overflows ? hintId : undefined}
      tabIndex={0}
      className={`scroll-shadows relative overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-xs transition-opacity ${dimmed ? 'opacity-60' : ''}`}
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
    </div>
  );
}
