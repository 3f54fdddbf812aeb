import { Link } from '@tanstack/react-router';
import { BarChart3, Globe, Server } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type SuperAdminTab = 'statistics' | 'sites' | 'hunts';

const tabClass = 'flex min-h-11 shrink-0 items-center gap-2 border-b-2 px-3 text-sm font-semibold whitespace-nowrap underline-offset-4 hover:underline';
const currentClass = 'border-primary text-stone-900';
const otherClass = 'border-transparent text-stone-600 hover:text-stone-900';

/** The super admin area's tabs (spec 2 §2: /admin with Sites and Hunts); the current one is marked for screen readers too. */
export function SuperAdminTabs({ current }: { current: SuperAdminTab }) {
  const { t } = useTranslation();
  const look = (tab: SuperAdminTab) => `${tabClass} ${tab === current ? currentClass : otherClass}`;
  const mark = (tab: SuperAdminTab) => (tab === current ? ('page' as const) : undefined);
  return (
    <nav aria-label={t('siteStatistics.tabs')} className="mb-8 overflow-x-auto border-b border-stone-200">
      <ul className="flex gap-2">
        <li>
          <Link to="/admin" className={look('statistics')} aria-current={mark('statistics')}>
            <BarChart3 aria-hidden="true" className="size-4" />
            {t('siteStatistics.tabStatistics')}
          </Link>
        </li>
        <li>
          <Link to="/admin/sites" className={look('sites')} aria-current={mark('sites')}>
            <Server aria-hidden="true" className="size-4" />
            {t('siteStatistics.tabSites')}
          </Link>
        </li>
        <li>
          <Link to="/admin/campaigns" className={look('hunts')} aria-current={mark('hunts')}>
            <Globe aria-hidden="true" className="size-4" />
            {t('siteStatistics.tabHunts')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
