import { Link, useNavigate } from '@tanstack/react-router';
import { CircleCheck, Hourglass, LogIn, UserPlus } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '#shared/errors.ts';
import { Button } from '#client/components/button.tsx';
import { Modal } from '#client/components/modal.tsx';
import { useRevealFirstError } from '#client/components/use-reveal-first-error.ts';
import { trpc, type CampaignView } from '#client/trpc.ts';
import { AcceptCheckbox } from '#client/features/agreements/accept-checkbox.tsx';
import { useAuthModals } from '#client/features/auth/auth-modals.tsx';
import { FormErrors } from '#client/features/auth/form-errors.tsx';
import { placeServerError, readServerError, type FormError } from '#client/features/auth/server-error.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { ApprovalRequiredModal } from './approval-required-modal';

interface JoinCampaignProps {
  campaign: CampaignView;
  /** Where to go after asking to join a campaign whose coaches approve joiners (?redirect=, else /coach). */
  redirect: string | undefined;
}

/**
 * The brief's place for joining (spec 1 §4, §6): a join button, or log in first, or where the
 * viewer stands (joined, awaiting approval). Joining asks for the campaign's terms when it has
 * any; a campaign whose coaches approve joiners says so, then leaves for the redirect or /coach.
 */
export function JoinCampaign({ campaign, redirect }: JoinCampaignProps) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { openAuthModal } = useAuthModals();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const showMessage = useSystemMessage();
  const join = trpc.campaign.join.useMutation();
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [approvalRequired, setApprovalRequired] = useState(false);
  const [error, setError] = useState<FormError | undefined>(undefined);
  const briefPath = `/coach/campaigns/${campaign.slug}/brief`;
  const running = campaign.phase === 'active' || campaign.phase === 'upcoming';

  /** Joins; a failure is thrown to the caller (the agreement modal shows it in place). */
  async function joinWith(agreement: boolean): Promise<void> {
    const result = await join.mutateAsync({ slug: campaign.slug, agreement });
    await Promise.all([utils.campaign.bySlug.invalidate({ slug: campaign.slug }), utils.campaign.dashboard.invalidate()]);
    setAgreementOpen(false);
    if (result.status === 'pending') setApprovalRequired(true);
    else showMessage({ tone: 'success', text: t('brief.joinedMessage', { name: campaign.name }) });
  }

  async function onJoinClick() {
    setError(undefined);
    if (campaign.requireAgreementAcceptance) {
      setAgreementOpen(true);
      return;
    }
    try {
      await joinWith(false);
    } catch (caught) {
      const code = readServerError(caught).appCode;
      if (code === 'not-authenticated' || code === 'YOU_HAVE_TO_LOGIN_TO_ACCEPT_AGREEMENT') openAuthModal('login', { redirect: briefPath });
      else if (code === 'AGREEMENT_NOT_ACCEPTED') setAgreementOpen(true);
      else setError(code);
    }
  }

  function leaveAfterApprovalMessage() {
    setApprovalRequired(false);
    void navigate({ href: redirect ?? '/coach' });
  }

  let action: ReactNode = null;
  if (campaign.joined) {
    action = (
      <StatusPill tone="success" icon={<CircleCheck aria-hidden="true" className="size-5" />} title={t('brief.joined')} body={t('brief.joinedBody')} />
    );
  } else if (campaign.approvalStatus === 'pending') {
    action = (
      <StatusPill
        tone="waiting"
        icon={<Hourglass aria-hidden="true" className="size-5" />}
        title={t('brief.awaitingApproval')}
        body={t('brief.awaitingApprovalBody')}
      />
    );
  } else if (!viewer && running) {
    action = (
      <>
        <Button size="lg" onClick={() => openAuthModal('login', { redirect: briefPath })}>
          <LogIn aria-hidden="true" className="size-5" />
          {t('brief.logInToJoin')}
        </Button>
        {campaign.requireAgreementAcceptance ? <p className="max-w-xs text-sm text-stone-600 sm:text-right">{t('errors.YOU_HAVE_TO_LOGIN_TO_ACCEPT_AGREEMENT')}</p> : null}
      </>
    );
  } else if (campaign.abilities.join) {
    action = (
      <Button size="lg" onClick={() => void onJoinClick()} disabled={join.isPending}>
        <UserPlus aria-hidden="true" className="size-5" />
        {join.isPending && !agreementOpen ? t('brief.joining') : t('brief.join')}
      </Button>
    );
  } else if (campaign.phase === 'finished') {
    action = <p className="text-sm font-medium text-stone-600">{t('brief.ended')}</p>;
  }

  return (
    <div className="flex flex-col gap-3 sm:items-end">
      {action}
      {error !== undefined ? <FormErrors errors={[error]} unhandledText={t('brief.joinError')} /> : null}
      {agreementOpen ? <AgreementModal campaignName={campaign.name} slug={campaign.agreementGuid ? campaign.slug : null} onJoin={() => joinWith(true)} onClose={() => setAgreementOpen(false)} /> : null}
      {approvalRequired ? <ApprovalRequiredModal campaignName={campaign.name} onClose={leaveAfterApprovalMessage} /> : null}
    </div>
  );
}

function StatusPill({ tone, icon, title, body }: { tone: 'success' | 'waiting'; icon: ReactNode; title: string; body: string }) {
  const colours = tone === 'success' ? 'border-emerald-200 bg-emerald-50 text-emerald-950' : 'border-amber-200 bg-amber-50 text-amber-950';
  return (
    <div role="status" className={`flex max-w-sm items-start gap-3 rounded-xl border px-4 py-3 ${colours}`}>
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm opacity-90">{body}</p>
      </div>
    </div>
  );
}

interface AgreementModalProps {
  campaignName: string;
  /** The campaign whose agreement text can be read on its page; null when it names none. */
  slug: string | null;
  onJoin: () => Promise<void>;
  onClose: () => void;
}

/** The campaign's terms must be accepted before joining: Join pressed without the tick says so there (the server's AGREEMENT_NOT_ACCEPTED). */
function AgreementModal({ campaignName, slug, onJoin, onClose }: AgreementModalProps) {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<ErrorCode | null>(null);
  const [formErrors, setFormErrors] = useState<FormError[]>([]);
  const { ref: formRef, reveal } = useRevealFirstError();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!accepted) {
      setFieldError('AGREEMENT_NOT_ACCEPTED');
      reveal();
      return;
    }
    setBusy(true);
    setFieldError(null);
    setFormErrors([]);
    try {
      await onJoin();
    } catch (caught) {
      const placed = placeServerError(caught, ['agreement'] as const);
      setFieldError(placed.fieldErrors[0]?.code ?? null);
      setFormErrors(placed.formErrors);
      setBusy(false);
    }
  }

  return (
    <Modal title={t('brief.joinTitle', { name: campaignName })} closeLabel={t('brief.close')} onClose={onClose}>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <FormErrors errors={formErrors} unhandledText={t('brief.joinError')} />
        <p className="text-stone-700">{t('brief.agreementIntro')}</p>
        {slug ? (
          <Link to="/coach/campaigns/$slug/agreement" params={{ slug }} className="font-semibold text-link underline underline-offset-2">
            {t('campaignAgreement.read')}
          </Link>
        ) : null}
        <AcceptCheckbox
          label={t('brief.acceptAgreement')}
          checked={accepted}
          onChange={(checked) => {
            setAccepted(checked);
            setFieldError(null);
          }}
          error={fieldError}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('brief.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            <UserPlus aria-hidden="true" className="size-4" />
            {busy ? t('brief.joining') : t('brief.join')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
