import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '#shared/errors.ts';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { useRevealFirstError } from '#client/components/use-reveal-first-error.ts';
import { trpc } from '#client/trpc.ts';
import { AcceptCheckbox } from '#client/features/agreements/accept-checkbox.tsx';
import { useAuthModals } from '#client/features/auth/auth-modals.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { ApprovalRequiredModal } from '#client/features/campaign/approval-required-modal.tsx';

interface AcceptInvitationProps {
  campaign: { slug: string; name: string };
  kind: 'email' | 'link';
  /** The share link's secret; an e-mail invitation is found by the viewer's address instead. */
  secret: string | undefined;
}

/**
 * Accepting an invitation = joining its campaign with it. Approved: on to the brief. Waiting for
 * a coach: the approval-required message, then /coach (spec 1 §4). A campaign with terms asks
 * for the tick, at the tick and with the focus there, each time Join is pressed without it; any
 * other failure is said in place, with the way to the dashboard.
 */
export function AcceptInvitation({ campaign, kind, secret }: AcceptInvitationProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const { openAuthModal } = useAuthModals();
  const here = useLocation({ select: (location) => location.href });
  const join = trpc.campaign.join.useMutation();
  const [needsAgreement, setNeedsAgreement] = useState(false);
  const [agreement, setAgreement] = useState(false);
  const [agreementError, setAgreementError] = useState<ErrorCode | null>(null);
  const { ref, reveal } = useRevealFirstError<HTMLDivElement>();
  const [failure, setFailure] = useState<string | null>(null);
  const [approvalRequired, setApprovalRequired] = useState(false);

  function failureText(code: ErrorCode | null): string {
    // The e-mail invitation is matched to the signed-in address; a share link that no longer matches was replaced.
    if (code === 'invitation-required') return kind === 'email' ? t('invitations.otherAddress') : t('invitations.invalid');
    if (code && code !== 'internal-error' && code !== 'invalid-input') return t(`errors.${code}`);
    return t('invitations.acceptFailed');
  }

  function askForAgreement() {
    setNeedsAgreement(true);
    setAgreementError('AGREEMENT_NOT_ACCEPTED');
    reveal();
  }

  async function accept() {
    setFailure(null);
    if (needsAgreement && !agreement) return askForAgreement();
    try {
      const result = await join.mutateAsync({ slug: campaign.slug, agreement, ...(secret ? { secret } : {}) });
      await Promise.all([utils.campaign.bySlug.invalidate({ slug: campaign.slug }), utils.campaign.dashboard.invalidate()]);
      if (result.status === 'pending') return setApprovalRequired(true);
      showMessage({ tone: 'success', text: t('brief.joinedMessage', { name: campaign.name }) });
      await navigate({ to: '/coach/campaigns/$slug/brief', params: { slug: campaign.slug }, replace: true });
    } catch (error) {
      const code = readServerError(error).appCode;
      if (code === 'not-authenticated') return openAuthModal('login', { redirect: here });
      if (code === 'AGREEMENT_NOT_ACCEPTED') return askForAgreement();
      setFailure(failureText(code));
    }
  }

  function leaveAfterApprovalMessage() {
    setApprovalRequired(false);
    void navigate({ to: '/coach', replace: true });
  }

  return (
    <div ref={ref} className="flex w-full max-w-sm flex-col items-stretch gap-4 text-left">
      {needsAgreement ? (
        <div className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-stone-50 p-4">
          <p className="text-sm text-stone-700">{t('brief.agreementIntro')}</p>
          <AcceptCheckbox
            label={t('brief.acceptAgreement')}
            checked={agreement}
            onChange={(checked) => {
              setAgreement(checked);
              setAgreementError(null);
            }}
            error={agreementError}
          />
        </div>
      ) : null}
      {failure ? (
        <Alert tone="error">
          <p>{failure}</p>
          <Link to="/coach" className="mt-2 inline-block rounded font-semibold underline underline-offset-2">
            {t('brief.toDashboard')}
          </Link>
        </Alert>
      ) : null}
      <Button size="lg" onClick={() => void accept()} disabled={join.isPending}>
        <UserPlus aria-hidden="true" className="size-5" />
        {join.isPending ? t('brief.joining') : t('brief.join')}
      </Button>
      {approvalRequired ? <ApprovalRequiredModal campaignName={campaign.name} onClose={leaveAfterApprovalMessage} /> : null}
    </div>
  );
}
