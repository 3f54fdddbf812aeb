import { Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminTable, adminCell as cell } from '#client/components/admin-table.tsx';
import { trpc } from '#client/trpc.ts';
import { formatHuntDate } from '#client/features/admin-hunts/hunts-table.tsx';
import { RemovalActions } from './removal-actions';

/** A page of the users list, as people.list answers it. */
export type UsersPage = Awaited<ReturnType<ReturnType<typeof trpc.useUtils>['people']['list']['fetch']>>;
export type UserRow = UsersPage['items'][number];

const linkClasses = 'rounded font-semibold text-link underline-offset-2 hover:underline';

/** The users table (spec 3 §2): name to the public profile, e-mail, role, labels, dates, and Edit; removal requests are answered on their rows. */
export function UsersTable({ rows, dimmed = false }: { rows: UserRow[]; dimmed?: boolean }) {
  const { t, i18n } = useTranslation();
  const roles = trpc.people.roles.useQuery();
  const roleName = (slug: string) => roles.data?.find((role) => role.slug === slug)?.name ?? slug;

  return (
    <AdminTable
      caption={t('adminUsers.caption')}
      minWidth="min-w-[48rem]"
      dimmed={dimmed}
      columns={[
        { key: 'name', label: t('adminUsers.name') },
        { key: 'email', label: t('adminUsers.email') },
        { key: 'role', label: t('adminUsers.role') },
        { key: 'labels', label: t('adminUsers.labels') },
        { key: 'created', label: t('adminUsers.created'), className: 'whitespace-nowrap' },
        { key: 'actions', label: t('adminUsers.actions'), labelHidden: true },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.guid} className="hover:bg-stone-50">
          <th scope="row" className={`${cell} max-w-60 min-w-36 break-words`}>
            <Link to="/user/$guid" params={{ guid: row.guid }} className={linkClasses}>
              {row.name || row.email}
            </Link>
          </th>
          <td className={`${cell} max-w-64 break-all text-stone-700`}>{row.email}</td>
          <td className={`${cell} text-stone-700`}>{roleName(row.orgRole)}</td>
          <td className={`${cell} min-w-28`}>
            {row.labels.length > 0 ? (
              <ul className="flex flex-wrap gap-1">
                {row.labels.map((label) => (
                  <li key={label} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                    {label}
                  </li>
                ))}
              </ul>
            ) : null}
          </td>
          <td className={`${cell} whitespace-nowrap text-stone-700`}>{formatHuntDate(row.createdAt, i18n.language)}</td>
          <td className={`${cell} whitespace-nowrap`}>
            <div className="flex items-center justify-end gap-1">
              {row.status === 'pendingDelete' && row.abilities.delete ? <RemovalActions user={row} /> : null}
              {row.abilities.edit ? (
                <Link to="/organisation/admin/users/edit/$guid" params={{ guid: row.guid }} aria-label={t('adminUsers.editNamed', { name: row.name })} className={`${linkClasses} inline-flex min-h-9 items-center gap-1 px-2`}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('adminUsers.editButton')}
                </Link>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
