import { createLazyRoute, Link } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import { useTranslation } from 'react-i18next';
import type { AppRouter } from '#server/trpc/app-router.ts';
import { Alert } from '#client/components/alert.tsx';
import { buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { AgreementText } from '#client/features/agreements/agreement-text.tsx';
import { CampaignAgreementAccept } from '#client/features/agreements/campaign-agreement-accept.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { LoadErrorPage } from '#client/features/shell/load-error-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { campaignAgreementRoute } from './campaign-agreement';
import { NotFoundPage } from './not-found';

type CampaignAgreementPageDto = inferRouterOutputs<AppRouter>['agreement']['forCampaign'];

export const Route = createLazyRoute(campaignAgreementRoute.id)({ component: CampaignAgreementPage });

function CampaignAgreementPage() {
  const { t } = useTranslation();
  const { slug } = campaignAgreementRoute.useParams();
  const page = trpc.agreement.forCampaign.useQuery({ slug });

  if (page.isPending) return <PageLoading />;
  if (page.isError) {
    if (readServerError(page.error).appCode === 'not-found') return <NotFoundPage />;
    return <LoadErrorPage body={t('campaignAgreement.loadError')} onRetry={() => void page.refetch()} retrying={page.isFetching} />;
  }
  return <CampaignAgreementView page={page.data} />;
}

function CampaignAgreementView({ page }: { page: CampaignAgreementPageDto }) {
  const { t } = useTranslation();
  const { campaign, agreement, membership, canJoin, accepted } = page;
  usePageTitle(t('campaignAgreement.title', { name: campaign.name }));
  const asks = campaign.requireAgreementAcceptance && ((membership !== null && !accepted) || canJoin);

  return (
    <Container className="py-8 sm:py-12">
      <article className="mx-auto flex max-w-3xl flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{t('campaignAgreement.title', { name: campaign.name })}</h1>
        {asks ? <p className="text-stone-700">{membership ? t('campaignAgreement.introMember') : t('campaignAgreement.intro')}</p> : null}
        {agreement ? (
          <>
            <h2 className="text-xl font-semibold break-words">{agreement.name}</h2>
            <AgreementText agreement={agreement} />
          </>
        ) : (
          <p className="text-stone-600">{t('campaignAgreement.none')}</p>
        )}
        {accepted ? <Alert tone="info">{t('campaignAgreement.accepted')}</Alert> : null}
        {asks ? (
          <CampaignAgreementAccept slug={campaign.slug} mode={membership ? 'accept' : 'join'} />
        ) : (
          <div className="flex justify-end border-t border-stone-100 pt-4">
            <Link to="/coach/campaigns/$slug/brief" params={{ slug: campaign.slug }} className={buttonClasses('secondary')}>
              {t('campaignAgreement.toBrief')}
            </Link>
          </div>
        )}
      </article>
    </Container>
  );
}
