import { Link } from '@tanstack/react-router';
import { MessageCircle, MessageSquare, Pencil, ThumbsUp, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdeaStatus } from '../../../src-shared/constants';
import type { trpc } from '../../trpc';
import { formatHuntDate } from '../admin-hunts/hunts-table';
import { AdminStatusBadge } from './admin-status-badge';

/** A page of the admin ideas list, as idea.admin.list answers it. */
export type AdminIdeasPage = Awaited<ReturnType<ReturnType<typeof trpc.useUtils>['idea']['admin']['list']['fetch']>>;
export type AdminIdeaRow = AdminIdeasPage['items'][number];

const cell = 'px-2.5 py-3 align-top first:pl-4 last:pr-4';
const linkClasses = 'rounded font-semibold text-link underline-offset-2 hover:underline';

/** The admin ideas table (spec 2 §2): title to the idea, its campaign, status, authors, date and counts, and Edit. */
export function IdeasTable({ rows, dimmed = false }: { rows: AdminIdeaRow[]; dimmed?: boolean }) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const number = (value: number) => value.toLocaleString(i18n.language);

  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className={`relative overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-xs transition-opacity ${dimmed ? 'opacity-60' : ''}`}
    >
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption id={captionId} className="sr-only">
          {t('adminIdeas.caption')}
        </caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold text-stone-600">
          <tr>
            <th scope="col" className={cell}>
              {t('adminIdeas.idea')}
            </th>
            <th scope="col" className={cell}>
              {t('adminIdeas.campaign')}
            </th>
            <th scope="col" className={cell}>
              {t('adminIdeas.status')}
            </th>
            <th scope="col" className={cell}>
              {t('adminIdeas.authors')}
            </th>
            <th scope="col" className={`${cell} whitespace-nowrap`}>
              {t('adminIdeas.created')}
            </th>
            <th scope="col" className={cell}>
              {t('adminIdeas.activity')}
            </th>
            <th scope="col" className={cell}>
              <span className="sr-only">{t('adminIdeas.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={row.guid} className="hover:bg-stone-50">
              <th scope="row" className={`${cell} max-w-72 min-w-40 break-words`}>
                <Link to="/ideas/$guid" params={{ guid: row.guid }} className={linkClasses}>
                  {row.name}
                </Link>
              </th>
              <td className={`${cell} min-w-32 break-words text-stone-700`}>{row.campaign.name}</td>
              <td className={cell}>
                <AdminStatusBadge status={row.status as IdeaStatus} />
              </td>
              <td className={`${cell} min-w-32 text-stone-700`}>
                <ul>
                  {row.authors.map((author) => (
                    // Plain names: the profile page (/user/{guid}) is not built yet, and a link would lead nowhere.
                    <li key={author.guid}>{author.name}</li>
                  ))}
                </ul>
              </td>
              <td className={`${cell} whitespace-nowrap text-stone-700`}>
                <time dateTime={row.createdAt.toISOString()}>{formatHuntDate(row.createdAt, i18n.language)}</time>
              </td>
              <td className={`${cell} text-stone-700`}>
                {/* One column of counts, each named for screen readers: three number columns do not fit in Swedish. */}
                <ul className="flex gap-3 whitespace-nowrap tabular-nums">
                  <Count icon={ThumbsUp} label={t('ideas.upvotes', { count: row.upvoteCount })} value={number(row.upvoteCount)} />
                  <Count icon={MessageSquare} label={t('ideas.feedback', { count: row.feedbackCount })} value={number(row.feedbackCount)} />
                  <Count icon={MessageCircle} label={t('ideas.comments', { count: row.commentCount })} value={number(row.commentCount)} />
                </ul>
              </td>
              <td className={`${cell} text-right whitespace-nowrap`}>
                <Link
                  to="/organisation/admin/ideas/edit/$guid"
                  params={{ guid: row.guid }}
                  aria-label={t('adminIdeas.editNamed', { name: row.name })}
                  title={t('adminIdeas.edit')}
                  className="inline-flex size-9 items-center justify-center rounded-lg text-link hover:bg-stone-100"
                >
                  {/* An icon only: the table must fit beside the longest Swedish headings. */}
                  <Pencil aria-hidden="true" className="size-4" />
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Count({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <li className="inline-flex items-center gap-1" title={label}>
      <Icon aria-hidden="true" className="size-4 text-stone-400" />
      <span aria-hidden="true">{value}</span>
      <span className="sr-only">{label}</span>
    </li>
  );
}
