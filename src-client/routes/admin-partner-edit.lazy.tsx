import { createLazyRoute, Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, RefreshCw, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { DeleteButton } from '#client/features/site-content/delete-button.tsx';
import { PartnerForm } from '#client/features/site-content/partner-form.tsx';
import { useDeletePartner } from '#client/features/site-content/use-delete-partner.ts';
import { StatusPage } from '#client/features/shell/status-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc, type Partner } from '#client/trpc.ts';
import { adminPartnerCreateRoute, adminPartnerEditRoute } from './admin-partner-edit';

export const CreateRoute = createLazyRoute(adminPartnerCreateRoute.id)({ component: () => <PartnerScreen partner={null} /> });
export const EditRoute = createLazyRoute(adminPartnerEditRoute.id)({ component: ExistingPartnerScreen });

function ExistingPartnerScreen() {
  const { t } = useTranslation();
  const { guid } = adminPartnerEditRoute.useParams();
  const partner = trpc.partner.byGuid.useQuery({ guid });
  if (partner.isPending) return <PageLoading />;
  if (partner.isError) {
    const notFound = readServerError(partner.error).appCode === 'not-found';
    return (
      <StatusPage icon={<SearchX aria-hidden="true" className="size-7" />} title={t('adminPartners.notFound')} body={notFound ? t('adminPartners.notFoundBody') : t('adminPartners.loadError')}>
        {notFound ? null : (
          <Button onClick={() => void partner.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('app.retry')}
          </Button>
        )}
        <Link to="/organisation/admin/partners" className={buttonClasses(notFound ? 'primary' : 'secondary')}>
          {t('adminPartners.allPartners')}
        </Link>
      </StatusPage>
    );
  }
  return <PartnerScreen key={partner.data.guid} partner={partner.data} />;
}

function PartnerScreen({ partner }: { partner: Partner | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeletePartner(() => void navigate({ to: '/organisation/admin/partners' }));
  const title = partner ? partner.name : t('adminPartners.newTitle');
  usePageTitle(title);

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-2xl">
        <Link to="/organisation/admin/partners" className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-link underline-offset-2 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('adminPartners.allPartners')}
        </Link>
        <div className="mt-3 mb-6 flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight break-words">{title}</h1>
          {partner ? (
            <DeleteButton
              label={t('adminPartners.delete')}
              namedLabel={t('adminPartners.deleteNamed', { name: partner.name })}
              confirmTitle={t('adminPartners.confirmDeleteTitle')}
              confirmBody={t('adminPartners.confirmDeleteBody', { name: partner.name })}
              busy={remove.isPending}
              onConfirm={() => remove.mutateAsync({ guid: partner.guid }).catch(() => undefined)}
            />
          ) : null}
        </div>
        <PartnerForm partner={partner} />
      </div>
    </Container>
  );
}
