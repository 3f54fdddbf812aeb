import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, RefreshCw, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminAgreementDto } from '#server/modules/agreement/agreement.presenter.ts';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { AgreementForm } from '#client/features/agreements-admin/agreement-form.tsx';
import { useDeleteAgreement } from '#client/features/agreements-admin/use-delete-agreement.ts';
import { readServerError } from '#client/features/auth/server-error.ts';
import { DeleteButton } from '#client/features/site-content/delete-button.tsx';
import { StatusPage } from '#client/features/shell/status-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { adminAgreementCreateRoute, adminAgreementEditRoute } from './admin-agreement-edit';

export const CreateRoute = createLazyRoute(adminAgreementCreateRoute.id)({ component: () => <AgreementScreen agreement={null} /> });
export const EditRoute = createLazyRoute(adminAgreementEditRoute.id)({ component: ExistingAgreementScreen });

function ExistingAgreementScreen() {
  const { t } = useTranslation();
  const { guid } = adminAgreementEditRoute.useParams();
  const agreement = trpc.agreement.admin.byGuid.useQuery({ guid });
  if (agreement.isPending) return <PageLoading />;
  if (agreement.isError) {
    const notFound = ['not-found', 'invalid-input'].includes(readServerError(agreement.error).appCode ?? '');
    return (
      <StatusPage icon={<SearchX aria-hidden="true" className="size-7" />} title={t('adminAgreements.notFound')} body={notFound ? t('adminAgreements.notFoundBody') : t('adminAgreements.loadError')}>
        {notFound ? null : (
          <Button onClick={() => void agreement.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('app.retry')}
          </Button>
        )}
        <Link to="/organisation/admin/agreements" className={buttonClasses(notFound ? 'primary' : 'secondary')}>
          {t('adminAgreements.allAgreements')}
        </Link>
      </StatusPage>
    );
  }
  return <AgreementScreen key={agreement.data.guid} agreement={agreement.data} />;
}

function AgreementScreen({ agreement }: { agreement: AdminAgreementDto | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteAgreement(() => void navigate({ to: '/organisation/admin/agreements' }));
  const title = agreement ? agreement.name : t('adminAgreements.newTitle');
  usePageTitle(title);

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <Link to="/organisation/admin/agreements" className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-link underline-offset-2 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('adminAgreements.allAgreements')}
        </Link>
        <div className="mt-3 mb-6 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-3xl font-bold tracking-tight break-words">{title}</h1>
            {agreement ? <p className="mt-1 text-sm text-stone-600">{t('adminAgreements.statusLine', { status: t(agreement.status === 'published' ? 'adminAgreements.status.published' : 'adminAgreements.status.draft') })}</p> : null}
          </div>
          {agreement ? (
            <DeleteButton
              label={t('adminAgreements.delete')}
              namedLabel={t('adminAgreements.deleteNamed', { name: agreement.name })}
              confirmTitle={t('adminAgreements.confirmDeleteTitle')}
              confirmBody={t('adminAgreements.confirmDeleteBody', { name: agreement.name })}
              busy={remove.isPending}
              onConfirm={() => remove.mutateAsync({ guid: agreement.guid }).catch(() => undefined)}
            />
          ) : null}
        </div>
        <AgreementForm agreement={agreement} />
      </div>
    </Container>
  );
}
