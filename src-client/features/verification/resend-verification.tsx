import { MailCheck, RefreshCw, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { trpc } from '#client/trpc.ts';
import { readServerError } from '#client/features/auth/server-error.ts';

/**
 * The resend button of spec 3 §4, in its three states: initial, sent, and error with try again.
 * Each outcome is said in one live region, so a screen reader hears it.
 */
export function ResendVerification() {
  const { t } = useTranslation();
  const send = trpc.verification.send.useMutation();
  const code = send.isError ? readServerError(send.error).appCode : null;
  const outcome = send.isSuccess
    ? t(send.data.status === 'sent' ? 'verification.sent' : 'verification.alreadyActive')
    : send.isError
      ? t(code === 'too-many-requests' ? 'verification.tooMany' : 'verification.sendFailed')
      : '';

  return (
    <div className="flex w-full flex-col items-center gap-3">
      {!send.isSuccess && (
        <Button variant={send.isError ? 'secondary' : 'primary'} onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isError ? <RefreshCw aria-hidden="true" className="size-4" /> : <Send aria-hidden="true" className="size-4" />}
          {t(send.isError ? 'app.retry' : 'verification.resend')}
        </Button>
      )}
      <p aria-live="polite" className={`flex items-center gap-2 text-sm font-medium ${send.isError ? 'text-red-700' : 'text-emerald-800'}`}>
        {send.isSuccess && <MailCheck aria-hidden="true" className="size-5" />}
        {outcome}
      </p>
    </div>
  );
}
