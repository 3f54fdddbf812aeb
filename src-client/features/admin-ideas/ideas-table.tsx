import { Link } from '@tanstack/react-router';
import { MessageCircle, MessageSquare, Pencil, ThumbsUp, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminTable, adminCell as cell } from '#client/components/admin-table.tsx';
import type { IdeaStatus } from '#shared/constants.ts';
import type { trpc } from '#client/trpc.ts';
import { formatHuntDate } from '#client/features/admin-hunts/hunts-table.tsx';
import { AdminStatusBadge } from './admin-status-badge';

/** A page of the admin ideas list, as idea.admin.list answers it. */
export type AdminIdeasPage = Awaited<ReturnType<ReturnType<typeof trpc.useUtils>['idea']['admin']['list']['fetch']>>;
export type AdminIdeaRow = AdminIdeasPage['items'][number];

const linkClasses = 'rounded font-semibold text-link underline-offset-2 hover:underline';

/** The admin ideas table (spec 2 §2): title to the idea, its campaign, status, authors, date and counts, and Edit. */
export function IdeasTable({ rows, dimmed = false }: { rows: AdminIdeaRow[]; dimmed?: boolean }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);

  return (
    <AdminTable
      caption={t('adminIdeas.caption')}
      minWidth="min-w-[52rem]"
      dimmed={dimmed}
      columns={[
        { key: 'idea', label: t('adminIdeas.idea') },
        { key: 'campaign', label: t('adminIdeas.campaign') },
        { key: 'status', label: t('adminIdeas.status') },
        { key: 'authors', label: t('adminIdeas.authors') },
        { key: 'created', label: t('adminIdeas.created'), className: 'whitespace-nowrap' },
        { key: 'activity', label: t('adminIdeas.activity') },
        { key: 'actions', label: t('adminIdeas.actions'), labelHidden: true },
      ]}
    >
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
    </AdminTable>
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
