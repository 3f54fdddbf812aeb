import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '#client/components/container.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { ScorecardTemplatesAdmin } from '#client/features/evaluation/scorecard-templates-admin.tsx';
import { adminScorecardTemplatesRoute } from './admin-scorecard-templates';

export const Route = createLazyRoute(adminScorecardTemplatesRoute.id)({ component: ScorecardTemplatesPage });

/** The site's scorecard templates (issue 33), for its admins. */
function ScorecardTemplatesPage() {
  const { t } = useTranslation();
  usePageTitle(t('evaluation.templates.title'));
  return (
    <Container className="py-8 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{t('admin.area')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{t('evaluation.templates.title')}</h1>
      <p className="mt-2 max-w-2xl text-stone-600">{t('evaluation.templates.intro')}</p>
      <ScorecardTemplatesAdmin />
    </Container>
  );
}
