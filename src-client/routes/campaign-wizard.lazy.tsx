import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { canCreateCampaign } from '#shared/campaign-rules.ts';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { viewerRoles } from '#client/features/auth/viewer-roles.ts';
import { CampaignWizard } from '#client/features/campaign/campaign-wizard.tsx';
import { LoginRequiredPage, NoAccessPage } from '#client/features/shell/access-pages.tsx';
import { LoadErrorPage } from '#client/features/shell/load-error-page.tsx';
import { useVerificationRedirect } from '#client/features/verification/use-verification-redirect.ts';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { NotFoundPage } from './not-found';
import { campaignCreateRoute, userCampaignCreateRoute, campaignEditRoute } from './campaign-wizard';

export const campaignCreateLazy = createLazyRoute(campaignCreateRoute.id)({ component: CreateCampaignPage });
export const userCampaignCreateLazy = createLazyRoute(userCampaignCreateRoute.id)({ component: CreateCampaignPage });
export const campaignEditLazy = createLazyRoute(campaignEditRoute.id)({ component: EditCampaignPage });

function CreateCampaignPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const organisation = useOrganisation();
  // Inactive users are sent to verification instead of creating campaigns (spec 1 §4).
  const verifying = useVerificationRedirect(viewer);
  usePageTitle(t('wizard.createTitle'));
  if (!viewer) return <LoginRequiredPage title={t('wizard.loginTitle')} body={t('wizard.loginBody')} redirect="/coach/campaign/create" />;
  if (verifying) return <PageLoading />;
  if (!canCreateCampaign(viewerRoles(viewer), organisation.settings)) {
    return <NoAccessPage title={t('wizard.cannotCreateTitle')} body={t(viewer.status === 'active' ? 'wizard.cannotCreateBody' : 'errors.user-not-active')} />;
  }
  return (
    <Container className="py-8 sm:py-12">
      <CampaignWizard campaign={null} creating step="info" />
    </Container>
  );
}

function EditCampaignPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { slug } = campaignEditRoute.useParams();
  const search = campaignEditRoute.useSearch();
  const creating = search.new === 1;
  usePageTitle(creating ? t('wizard.createTitle') : t('wizard.editTitle'));
  const campaign = trpc.campaign.forEdit.useQuery({ slug }, { enabled: viewer !== null });

  if (!viewer) return <LoginRequiredPage title={t('wizard.loginTitle')} body={t('wizard.loginBody')} redirect={`/coach/campaigns/${slug}/edit`} />;
  if (campaign.isPending) return <PageLoading />;
  if (campaign.isError) {
    const code = readServerError(campaign.error).appCode;
    if (code === 'not-found') return <NotFoundPage />;
    if (code === 'forbidden') return <NoAccessPage title={t('wizard.noAccessTitle')} body={t('wizard.noAccessBody')} />;
    return <LoadErrorPage body={t('wizard.loadError')} onRetry={() => void campaign.refetch()} retrying={campaign.isFetching} />;
  }
  return (
    <Container className="py-8 sm:py-12">
      <CampaignWizard campaign={campaign.data} creating={creating} step={search.step ?? 'info'} />
    </Container>
  );
}
