import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ideaExportFormats } from '#shared/schemas/idea-admin.ts';
import type { UserFilters } from '#shared/schemas/people.ts';
import { buttonClasses } from '#client/components/button.tsx';
import { usersExportHref } from './users-filters';

/** The exports (spec 3 §2, §7): csv, xls and windowscsv of the tab's users under the active filters, in a new window. */
export function UsersExportLinks({ filters }: { filters: UserFilters }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('adminUsers.exportLabel')} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-stone-700" aria-hidden="true">
        {t('adminUsers.export')}
      </span>
      {ideaExportFormats.map((format) => (
        <a key={format} href={usersExportHref(format, filters)} target="_blank" rel="noopener" className={buttonClasses('secondary')}>
          <Download aria-hidden="true" className="size-4" />
          {t(`adminIdeas.format.${format}`)}
        </a>
      ))}
    </div>
  );
}
