import { createLazyRoute, Link } from '@tanstack/react-router';
import { Handshake, Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { AdminScreenHeader } from '#client/components/admin-screen-header.tsx';
import { DeleteButton } from '#client/features/site-content/delete-button.tsx';
import { EmptyState } from '#client/features/site-content/empty-state.tsx';
import { ListStates } from '#client/features/site-content/list-states.tsx';
import { PartnerLogo } from '#client/features/site-content/partner-logo.tsx';
import { useDeletePartner } from '#client/features/site-content/use-delete-partner.ts';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc, type Partner } from '#client/trpc.ts';
import { adminPartnersRoute } from './admin-partners';

export const Route = createLazyRoute(adminPartnersRoute.id)({ component: AdminPartnersScreen });

function NewPartnerLink() {
  const { t } = useTranslation();
  return (
    <Link to="/organisation/admin/partners/create" className={buttonClasses('primary', 'md', 'shrink-0')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('adminPartners.new')}
    </Link>
  );
}

/** The site's partners (spec 2 §2 /organisation/admin/partners), shown in the landing page's and footer's strip. */
function AdminPartnersScreen() {
  const { t } = useTranslation();
  const partners = trpc.partner.list.useQuery();
  usePageTitle(t('adminPartners.title'));

  return (
    <Container className="py-8 sm:py-12">
      <AdminScreenHeader title={t('adminPartners.title')} intro={t('adminPartners.intro')} action={<NewPartnerLink />} />
      <div className="mt-8">
        <ListStates
          query={partners}
          errorText={t('adminPartners.loadError')}
          empty={
            <EmptyState icon={Handshake} title={t('adminPartners.emptyTitle')} body={t('adminPartners.emptyBody')}>
              <NewPartnerLink />
            </EmptyState>
          }
        >
          {(items) => (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((partner) => (
                <PartnerCard key={partner.guid} partner={partner} />
              ))}
            </ul>
          )}
        </ListStates>
      </div>
    </Container>
  );
}

function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  const remove = useDeletePartner();

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs">
      <div className="flex items-center gap-4">
        <PartnerLogo logoUrl={partner.logo?.url ?? null} name={partner.name} className="h-14 w-28 shrink-0" />
        <div className="min-w-0">
          <h2 className="font-semibold break-words">{partner.name}</h2>
          <p className="text-sm break-all text-stone-500">{partner.link || t('adminPartners.noLink')}</p>
        </div>
      </div>
      <div className="flex justify-end gap-1 border-t border-stone-100 pt-3">
        <Link to="/organisation/admin/partners/edit/$guid" params={{ guid: partner.guid }} className={buttonClasses('secondary')} aria-label={t('adminPartners.editNamed', { name: partner.name })}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('adminPartners.edit')}
        </Link>
        <DeleteButton
          label={t('adminPartners.delete')}
          namedLabel={t('adminPartners.deleteNamed', { name: partner.name })}
          confirmTitle={t('adminPartners.confirmDeleteTitle')}
          confirmBody={t('adminPartners.confirmDeleteBody', { name: partner.name })}
          busy={remove.isPending}
          onConfirm={() => remove.mutateAsync({ guid: partner.guid }).catch(() => undefined)}
        />
      </div>
    </li>
  );
}
