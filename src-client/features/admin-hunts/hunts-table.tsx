import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminTable, adminCell as cell } from '#client/components/admin-table.tsx';
import type { AdminCampaignSort } from '#shared/schemas/campaign.ts';
import type { HuntSiteDto } from '#server/modules/campaign/campaign-admin.presenter.ts';
import type { presentCampaignRow } from '#server/modules/campaign/campaign.presenter.ts';
import { HuntPhaseBadge } from './hunt-phase-badge';
import { huntBriefHref } from './hunt-brief-href';

/** A row of either hunts list; the all-hunts list adds the hunt's site. */
export type HuntRow = ReturnType<typeof presentCampaignRow> & { site?: HuntSiteDto };

interface HuntsTableProps {
  rows: HuntRow[];
  sort: AdminCampaignSort;
  /** The all-hunts list: a Site column, and links to hunts on other sites. */
  currentSite?: HuntSiteDto;
  dimmed?: boolean;
}

/** A hunt's date in the admin tables, day first in both languages ("22 Dec 2026", "22 dec. 2026"). */
export function formatHuntDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { dateStyle: 'medium' }).format(date);
}

/** The hunts lists' table (spec 2 §2): one row per campaign, each with a View hunt link. */
export function HuntsTable({ rows, sort, currentSite, dimmed = false }: HuntsTableProps) {
  const { t, i18n } = useTranslation();
  const showSite = currentSite !== undefined;
  const date = (value: Date) => formatHuntDate(value, i18n.language);
  const number = (value: number) => value.toLocaleString(i18n.language);

  return (
    <AdminTable
      caption={sort === 'name' ? t('adminHunts.captionByName') : t('adminHunts.caption')}
      minWidth="min-w-[50rem]"
      dimmed={dimmed}
      columns={[
        { key: 'name', label: t('adminHunts.name'), sort: sort === 'name' ? 'ascending' : undefined },
        showSite && { key: 'site', label: t('adminHunts.site') },
        { key: 'status', label: t('adminHunts.status') },
        { key: 'starts', label: t('adminHunts.starts'), className: 'whitespace-nowrap' },
        { key: 'ends', label: t('adminHunts.ends'), className: 'whitespace-nowrap', sort: sort === 'endDate' ? 'descending' : undefined },
        { key: 'coaches', label: t('adminHunts.coaches') },
        { key: 'ideas', label: t('adminHunts.ideas'), className: 'text-right' },
        { key: 'contributors', label: t('adminHunts.contributors'), className: 'text-right' },
        { key: 'actions', label: t('adminHunts.actions'), labelHidden: true },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.guid} className="hover:bg-stone-50">
          <th scope="row" className={`${cell} min-w-36 font-semibold break-words text-stone-900`}>
            {row.name}
          </th>
          {showSite ? <td className={`${cell} min-w-28 break-words text-stone-700`}>{row.site?.name}</td> : null}
          <td className={cell}>
            <HuntPhaseBadge phase={row.phase} />
          </td>
          <td className={`${cell} whitespace-nowrap text-stone-700`}>
            <time dateTime={row.startDate.toISOString()}>{date(row.startDate)}</time>
          </td>
          <td className={`${cell} whitespace-nowrap text-stone-700`}>
            <time dateTime={row.endDate.toISOString()}>{date(row.endDate)}</time>
          </td>
          <td className={`${cell} text-stone-700`}>
            {row.coaches.length > 0 ? (
              <ul>
                {row.coaches.map((coach) => (
                  <li key={coach.guid} className="whitespace-nowrap">
                    {coach.name}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-stone-500">{t('adminHunts.noCoaches')}</span>
            )}
          </td>
          <td className={`${cell} text-right text-stone-700 tabular-nums`}>{number(row.ideaCount)}</td>
          <td className={`${cell} text-right text-stone-700 tabular-nums`}>{number(row.contributorCount)}</td>
          <td className={`${cell} text-right whitespace-nowrap`}>
            <ViewHuntLink row={row} currentSite={currentSite} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

const linkClasses = 'inline-flex items-center gap-1 rounded font-semibold text-link underline-offset-2 hover:underline';

function ViewHuntLink({ row, currentSite }: { row: HuntRow; currentSite: HuntSiteDto | undefined }) {
  const { t } = useTranslation();
  const target = huntBriefHref(row.slug, row.site, window.location, currentSite);
  if (!target) return null;
  const content = (
    <>
      {t('adminHunts.viewHunt')}
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  if (target.kind === 'internal') {
    return (
      <Link to="/coach/campaigns/$slug/brief" params={{ slug: target.slug }} aria-label={t('adminHunts.viewHuntNamed', { name: row.name })} className={linkClasses}>
        {content}
      </Link>
    );
  }
  return (
    <a href={target.href} aria-label={t('adminHunts.viewHuntOnSite', { name: row.name, site: row.site?.name ?? '' })} className={linkClasses}>
      {content}
    </a>
  );
}
