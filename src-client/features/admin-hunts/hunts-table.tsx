import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCampaignSort } from '../../../src-shared/schemas/campaign';
import type { HuntSiteDto } from '../../../src-server/modules/campaign/campaign-admin.presenter';
import type { presentCampaignRow } from '../../../src-server/modules/campaign/campaign.presenter';
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

const cell = 'px-2.5 py-3 align-top first:pl-4 last:pr-4';

/** A hunt's date in the admin tables, day first in both languages ("22 Dec 2026", "22 dec. 2026"). */
export function formatHuntDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { dateStyle: 'medium' }).format(date);
}

/** The hunts lists' table (spec 2 §2): one row per campaign, each with a View hunt link. */
export function HuntsTable({ rows, sort, currentSite, dimmed = false }: HuntsTableProps) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const showSite = currentSite !== undefined;
  const date = (value: Date) => formatHuntDate(value, i18n.language);
  const number = (value: number) => value.toLocaleString(i18n.language);

  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens; relative so its
    // screen-reader-only texts are positioned inside it and never widen the page.
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className={`relative overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-xs transition-opacity ${dimmed ? 'opacity-60' : ''}`}
    >
      <table className="w-full min-w-[50rem] text-left text-sm">
        <caption id={captionId} className="sr-only">
          {sort === 'name' ? t('adminHunts.captionByName') : t('adminHunts.caption')}
        </caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold text-stone-600">
          <tr>
            <th scope="col" className={cell} aria-sort={sort === 'name' ? 'ascending' : undefined}>
              {t('adminHunts.name')}
            </th>
            {showSite ? (
              <th scope="col" className={cell}>
                {t('adminHunts.site')}
              </th>
            ) : null}
            <th scope="col" className={cell}>
              {t('adminHunts.status')}
            </th>
            <th scope="col" className={`${cell} whitespace-nowrap`}>
              {t('adminHunts.starts')}
            </th>
            <th scope="col" className={`${cell} whitespace-nowrap`} aria-sort={sort === 'endDate' ? 'descending' : undefined}>
              {t('adminHunts.ends')}
            </th>
            <th scope="col" className={cell}>
              {t('adminHunts.coaches')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('adminHunts.ideas')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('adminHunts.contributors')}
            </th>
            <th scope="col" className={cell}>
              <span className="sr-only">{t('adminHunts.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
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
        </tbody>
      </table>
    </div>
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
