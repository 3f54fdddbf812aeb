import { MailWarning } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResendVerification } from '#client/features/verification/resend-verification.tsx';

/**
 * The profile's not-verified notice (spec 3 §4): for any account that is not active, with the
 * resend button in its three states (initial, sent, error with try again).
 */
export function NotVerifiedNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950 sm:flex-row sm:items-center sm:p-6">
      <MailWarning aria-hidden="true" className="size-6 shrink-0" />
      <div className="flex-1">
        <h2 id={titleId} className="font-semibold">
          {t('profile.notVerified.title')}
        </h2>
        <p className="mt-1 text-sm">{t('profile.notVerified.body', { email })}</p>
      </div>
      <div className="sm:w-64">
        <ResendVerification />
      </div>
    </section>
  );
}
