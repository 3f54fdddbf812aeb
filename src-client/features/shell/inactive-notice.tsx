import { Link } from '@tanstack/react-router';
import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Container } from '#client/components/container.tsx';

/** What an unverified account sees on every page: why, and the way to a new link (spec 3 §1, §4). */
export function InactiveNotice() {
  const { t } = useTranslation();
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <Container className="flex items-start gap-3 py-3 text-sm">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          {t('banner.verifyAccount')}{' '}
          <Link to="/user-verification/pending" className="font-semibold underline underline-offset-2 hover:text-amber-800">
            {t('banner.resendLink')}
          </Link>
        </p>
      </Container>
    </div>
  );
}
