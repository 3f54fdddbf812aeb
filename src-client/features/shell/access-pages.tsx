import { Link, useRouterState } from '@tanstack/react-router';
import { Lock, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { useAuthModals } from '#client/features/auth/auth-modals.tsx';
import { StatusPage } from './status-page';
import { usePageTitle } from './use-page-title';

/** A page a visitor may see only after logging in; logging in comes back here (or to `redirect`). */
export function LoginRequiredPage({ title, body, redirect }: { title: string; body: string; redirect?: string }) {
  const { t } = useTranslation();
  const { openAuthModal } = useAuthModals();
  const here = useRouterState({ select: (state) => state.location.href });
  usePageTitle(title);
  return (
    <StatusPage icon={<Lock aria-hidden="true" className="size-7" />} title={title} body={body}>
      <Button onClick={() => openAuthModal('login', { redirect: redirect ?? here })}>
        <LogIn aria-hidden="true" className="size-4" />
        {t('nav.logIn')}
      </Button>
    </StatusPage>
  );
}

/** A signed-in viewer on a page that is not for them: say why, and offer the dashboard. */
export function NoAccessPage({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <StatusPage icon={<Lock aria-hidden="true" className="size-7" />} title={title} body={body}>
      <Link to="/coach" className={buttonClasses('primary')}>
        {t('admin.toDashboard')}
      </Link>
    </StatusPage>
  );
}
