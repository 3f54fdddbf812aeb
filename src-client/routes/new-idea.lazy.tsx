import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '../components/container';
import { PageLoading } from '../components/page-loading';
import { useViewer } from '../features/auth/use-viewer';
import { CampaignPicker } from '../features/idea-form/campaign-picker';
import { LoginRequiredPage } from '../features/shell/access-pages';
import { LoadErrorPage } from '../features/shell/load-error-page';
import { usePageTitle } from '../features/shell/use-page-title';
import { useVerificationRedirect } from '../features/verification/use-verification-redirect';
import { trpc } from '../trpc';
import { newIdeaPickerRoute } from './new-idea';

export const Route = createLazyRoute(newIdeaPickerRoute.id)({ component: NewIdeaPickerPage });

function NewIdeaPickerPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const inactive = useVerificationRedirect(viewer);
  const campaigns = trpc.idea.campaignsForNewIdea.useQuery(undefined, { enabled: viewer !== null && !inactive });
  usePageTitle(t('ideaForm.createTitle'));

  if (!viewer) return <LoginRequiredPage title={t('ideaForm.loginTitle')} body={t('newIdea.loginBody')} />;
  if (inactive || campaigns.isPending) return <PageLoading />;
  if (campaigns.isError) return <LoadErrorPage body={t('newIdea.loadError')} onRetry={() => void campaigns.refetch()} retrying={campaigns.isFetching} />;
  if (campaigns.data.length === 0) return <CampaignPicker campaigns={[]} />;
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <h1 className="mb-2 text-3xl font-bold tracking-tight">{t('ideaForm.createTitle')}</h1>
      <p className="mb-6 text-stone-600">{t('newIdea.intro')}</p>
      <CampaignPicker campaigns={campaigns.data} />
    </Container>
  );
}
