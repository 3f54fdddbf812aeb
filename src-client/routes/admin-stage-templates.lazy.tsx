import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '#client/components/container.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { StageTemplatesAdmin } from '#client/features/stages/stage-templates-admin.tsx';
import { adminStageTemplatesRoute } from './admin-stage-templates';

export const Route = createLazyRoute(adminStageTemplatesRoute.id)({ component: StageTemplatesPage });

/** The site's stage templates (issue 33), for its admins. */
function StageTemplatesPage() {
  const { t } = useTranslation();
  usePageTitle(t('stages.templates.title'));
  return (
    <Container className="py-8 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{t('admin.area')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{t('stages.templates.title')}</h1>
      <p className="mt-2 max-w-2xl text-stone-600">{t('stages.templates.intro')}</p>
      <StageTemplatesAdmin />
    </Container>
  );
}
