import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ideaExportFormats, type AdminIdeaFilters } from '#shared/schemas/idea-admin.ts';
import { buttonClasses } from '#client/components/button.tsx';
import { exportHref } from './ideas-search-filters';

/** The exports (spec 2 §7, §9): csv, xls and windowscsv of every idea under the active filters. */
export function ExportLinks({ filters }: { filters: AdminIdeaFilters }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('adminIdeas.exportLabel')} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-stone-700" aria-hidden="true">
        {t('adminIdeas.export')}
      </span>
      {ideaExportFormats.map((format) => (
        <a key={format} href={exportHref(format, filters)} download className={buttonClasses('secondary')}>
          <Download aria-hidden="true" className="size-4" />
          {t(`adminIdeas.format.${format}`)}
        </a>
      ))}
    </div>
  );
}
