import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '#client/components/container.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { ContentLoading } from '#client/components/page-loading.tsx';
import { IntegrationsForm } from '#client/features/integrations/integrations-form.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { adminIntegrationsRoute } from './admin-integrations';

export const Route = createLazyRoute(adminIntegrationsRoute.id)({ component: AdminIntegrationsPage });

/** The organisation's integrations (spec 2 §2, §7): Trello, Typeform and QuickTapSurvey, each switched on and verified. */
function AdminIntegrationsPage() {
  const { t } = useTranslation();
  const settings = trpc.integration.settings.useQuery();
  usePageTitle(t('integrations.title'));

  return (
    <Container className="py-8 sm:py-12">
      <div className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{t('admin.area')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">{t('integrations.title')}</h1>
        <p className="mt-2 text-stone-600">{t('integrations.intro')}</p>
        {settings.data ? (
          <IntegrationsForm settings={settings.data} />
        ) : settings.isError ? (
          <LoadErrorAlert message={t('integrations.loadError')} onRetry={() => void settings.refetch()} retrying={settings.isFetching} className="mt-8" />
        ) : (
          <ContentLoading />
        )}
      </div>
    </Container>
  );
}
