import { createLazyRoute, Link } from '@tanstack/react-router';
import { FileSignature, Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminAgreementDto } from '#server/modules/agreement/agreement.presenter.ts';
import { AGREEMENT_TYPES } from '#shared/schemas/agreements.ts';
import { buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { formatCampaignDate } from '#client/features/campaign/campaign-text.ts';
import { useDeleteAgreement } from '#client/features/agreements-admin/use-delete-agreement.ts';
import { AdminScreenHeader } from '#client/components/admin-screen-header.tsx';
import { DeleteButton } from '#client/features/site-content/delete-button.tsx';
import { EmptyState } from '#client/features/site-content/empty-state.tsx';
import { ListStates } from '#client/features/site-content/list-states.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { adminAgreementsRoute } from './admin-agreements';

export const Route = createLazyRoute(adminAgreementsRoute.id)({ component: AdminAgreementsScreen });

function NewAgreementLink() {
  const { t } = useTranslation();
  return (
    <Link to="/organisation/admin/agreements/create" className={buttonClasses('primary', 'md', 'shrink-0')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('adminAgreements.new')}
    </Link>
  );
}

/** The site's agreements grouped by type (spec 2 §2 /organisation/admin/agreements). */
function AdminAgreementsScreen() {
  const { t } = useTranslation();
  const agreements = trpc.agreement.admin.list.useQuery();
  usePageTitle(t('adminAgreements.title'));

  return (
    <Container className="py-8 sm:py-12">
      <AdminScreenHeader title={t('adminAgreements.title')} intro={t('adminAgreements.intro')} action={<NewAgreementLink />} />
      <div className="mt-8">
        <ListStates
          query={agreements}
          errorText={t('adminAgreements.loadError')}
          empty={
            <EmptyState icon={FileSignature} title={t('adminAgreements.emptyTitle')} body={t('adminAgreements.emptyBody')}>
              <NewAgreementLink />
            </EmptyState>
          }
        >
          {(items) => (
            <div className="flex flex-col gap-8">
              {AGREEMENT_TYPES.map((type) => {
                const group = items.filter((agreement) => agreement.type === type);
                if (group.length === 0) return null;
                return (
                  <section key={type} aria-labelledby={`agreements-${type}`}>
                    <div className="mb-3 flex items-baseline justify-between gap-3">
                      <h2 id={`agreements-${type}`} className="text-xl font-semibold">
                        {t(`adminAgreements.type.${type}`)}
                      </h2>
                      <p className="text-sm text-stone-500">{t('adminAgreements.groupCount', { count: group.length })}</p>
                    </div>
                    <ul className="grid gap-3 sm:grid-cols-2">
                      {group.map((agreement) => (
                        <AgreementCard key={agreement.guid} agreement={agreement} />
                      ))}
                    </ul>
                  </section>
                );
              })}
            </div>
          )}
        </ListStates>
      </div>
    </Container>
  );
}

function AgreementCard({ agreement }: { agreement: AdminAgreementDto }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteAgreement();
  const published = agreement.status === 'published';

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold break-words">{agreement.name}</h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${published ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}>
          {t(agreement.status === 'published' ? 'adminAgreements.status.published' : 'adminAgreements.status.draft')}
        </span>
      </div>
      <p className="text-sm text-stone-600">
        {[
          published ? t('adminAgreements.versionLine', { version: agreement.version }) : null,
          agreement.validFrom ? t('adminAgreements.validFromLine', { date: formatCampaignDate(new Date(`${agreement.validFrom}T00:00:00Z`), i18n.language, 'UTC') }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div className="mt-auto flex justify-end gap-1 border-t border-stone-100 pt-3">
        <Link to="/organisation/admin/agreements/edit/$guid" params={{ guid: agreement.guid }} className={buttonClasses('secondary')} aria-label={t('adminAgreements.editNamed', { name: agreement.name })}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('adminAgreements.edit')}
        </Link>
        <DeleteButton
          label={t('adminAgreements.delete')}
          namedLabel={t('adminAgreements.deleteNamed', { name: agreement.name })}
          confirmTitle={t('adminAgreements.confirmDeleteTitle')}
          confirmBody={t('adminAgreements.confirmDeleteBody', { name: agreement.name })}
          busy={remove.isPending}
          onConfirm={() => remove.mutateAsync({ guid: agreement.guid }).catch(() => undefined)}
        />
      </div>
    </li>
  );
}
