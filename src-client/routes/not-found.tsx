import { Link } from '@tanstack/react-router';
import { Compass, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#client/components/button.tsx';
import { StatusPage } from '#client/features/shell/status-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';

/** Every path without a route (spec 3 §2 "*"): "Error #404" with a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));

  return (
    <StatusPage icon={<Compass aria-hidden="true" className="size-7" />} title={t('notFound.title')} body={t('notFound.body')}>
      <Link to="/" className={buttonClasses('primary')}>
        <House aria-hidden="true" className="size-4" />
        {t('notFound.home')}
      </Link>
    </StatusPage>
  );
}
