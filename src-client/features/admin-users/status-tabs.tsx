import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '#shared/constants.ts';
import { statusSearch } from './users-filters';

/**
 * The list's tabs by status with their counts (spec 3 §2): links, so each tab has its own address
 * and the browser's back button goes between them. Changing tab starts from page 1.
 */
export function StatusTabs({ statuses, current, counts }: { statuses: UserStatus[]; current: UserStatus; counts: Partial<Record<UserStatus, number>> | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <nav aria-label={t('adminUsers.tabsLabel')} className="mt-8 overflow-x-auto border-b border-stone-200">
      <ul className="flex gap-1">
        {statuses.map((status) => {
          const active = status === current;
          const count = counts?.[status];
          return (
            <li key={status}>
              <Link
                from="/organisation/admin/users"
                search={(previous) => ({ ...previous, status: statusSearch(status), page: undefined })}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold whitespace-nowrap ${active ? 'border-link text-stone-900' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
              >
                {t(`adminUsers.status.${status}`)}
                {count !== undefined ? <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">{count.toLocaleString(i18n.language)}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
