import { Link } from '@tanstack/react-router';
import { House, UserX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#client/components/button.tsx';
import { MAIN_CONTENT_ID } from '#client/features/shell/skip-link.tsx';
import { StatusPage } from '#client/features/shell/status-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';

/** What the browser shows once its user has asked to be deleted: signed out everywhere, and why. */
export function AccountLeftPage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.leave.doneTitle'));
  // The page stays where it was, so no route change moves the focus: the button pressed is gone, the heading takes it.
  useEffect(() => {
    const heading = document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`);
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, []);
  return (
    <StatusPage icon={<UserX aria-hidden="true" className="size-7" />} title={t('profile.leave.doneTitle')} body={t('profile.leave.doneBody')}>
      <Link to="/" className={buttonClasses('primary')}>
        <House aria-hidden="true" className="size-4" />
        {t('profile.leave.toStart')}
      </Link>
    </StatusPage>
  );
}
