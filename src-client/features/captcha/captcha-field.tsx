import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#client/components/spinner.tsx';
import { retryableLazy } from '#client/components/retryable-lazy.ts';

// The widget (30 KB gzip, its styles and its worker) downloads with the signup form only.
const CaptchaWidget = retryableLazy(() => import('./captcha-widget').then((module) => module.CaptchaWidget));

interface CaptchaFieldProps {
  /** The solved challenge's payload, or '' while there is none. */
  onChange: (payload: string) => void;
  /** The server refused the last payload (used or expired meanwhile): a new challenge is solved at once. */
  refused: boolean;
  /** Already translated. */
  error: string | undefined;
}

/** The signup form's captcha (spec 3 §5: PLEASE_VERIFY_CAPTCHA) with its message line. */
export function CaptchaField({ onChange, refused, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Suspense
        fallback={
          // The widget's size, so the form does not move when it arrives.
          <div className="flex h-[3.25rem] items-center rounded-lg border border-stone-300 px-3">
            <Spinner label={t('captcha.loading')} className="size-5" />
          </div>
        }
      >
        <CaptchaWidget onChange={onChange} refused={refused} describedBy={errorId} />
      </Suspense>
      <p id={errorId} className="min-h-5 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
