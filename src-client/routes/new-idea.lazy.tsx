import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { CampaignPicker } from '#client/features/idea-form/campaign-picker.tsx';
import { LoginRequiredPage } from '#client/features/shell/access-pages.tsx';
import { LoadErrorPage } from '#client/features/shell/load-error-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { useVerificationRedirect } from '#client/features/verification/use-verification-redirect.ts';
import { trpc } from '#client/trpc.ts';
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
