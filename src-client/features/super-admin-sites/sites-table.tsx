import { Link } from '@tanstack/react-router';
import { ExternalLink, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminTable, adminCell as cell } from '#client/components/admin-table.tsx';
import type { Site } from '#client/trpc.ts';
import { formatHuntDate } from '#client/features/admin-hunts/hunts-table.tsx';

/** The sites list (spec 2 §2 /admin/sites): each site's name, address, language and premium, and its form. */
export function SitesTable({ sites }: { sites: Site[] }) {
  const { t, i18n } = useTranslation();

  return (
    <AdminTable
      caption={t('sites.caption')}
      minWidth="min-w-[44rem]"
      columns={[
        { key: 'name', label: t('sites.columns.name'), sort: 'ascending' },
        { key: 'address', label: t('sites.columns.address') },
        { key: 'language', label: t('sites.columns.language') },
        { key: 'premium', label: t('sites.columns.premium') },
        { key: 'created', label: t('sites.columns.created'), className: 'whitespace-nowrap' },
      ]}
    >
      {sites.map((site) => (
        <tr key={site.guid}>
          <td className={cell}>
            <Link
              to="/admin/sites/$slug"
              params={{ slug: site.slug }}
              aria-label={t('sites.editSite', { name: site.name })}
              className="inline-flex items-center gap-1.5 rounded font-semibold text-link underline-offset-2 hover:underline"
            >
              <Pencil aria-hidden="true" className="size-3.5 shrink-0" />
              {site.name}
            </Link>
            {site.isDefault ? <p className="mt-0.5 text-xs text-stone-500">{t('sites.defaultSite')}</p> : null}
          </td>
          <td className={cell}>
            <a
              href={site.address}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1.5 rounded break-all text-stone-700 underline-offset-2 hover:underline"
            >
              {site.address.replace(/^https?:\/\//, '')}
              <span className="sr-only">{t('sites.newTab')}</span>
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            </a>
          </td>
          <td className={cell}>{t(`sites.languages.${site.language}`)}</td>
          <td className={cell}>
            {site.premium ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('sites.premium')}</span>
            ) : (
              <span className="text-stone-600">{t('sites.standard')}</span>
            )}
          </td>
          <td className={`${cell} whitespace-nowrap text-stone-700`}>{formatHuntDate(site.createdAt, i18n.language)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
