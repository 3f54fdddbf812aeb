import { useLocation, useNavigate } from '@tanstack/react-router';
import { Link2, LogIn, MailOpen, UserPlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { trpc } from '#client/trpc.ts';
import { useAuthModals } from '#client/features/auth/auth-modals.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { LoadErrorPage } from '#client/features/shell/load-error-page.tsx';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { AcceptInvitation } from './accept-invitation';

export type InvitationKind = 'email' | 'link';
type Invitation = Awaited<ReturnType<ReturnType<typeof trpc.useUtils>['campaign']['invitation']['fetch']>>;

/**
 * An invitation landing (spec 1 §4, §8): /invitations/{guid} for an e-mail invitation and
 * /invitations/campaign/{secret} for the share link. It names the campaign and lets the visitor
 * log in or sign up, or the signed-in user join. An invitation that does not load is reported
 * and the app goes on to /coach.
 */
export function InvitationLanding({ kind, invitationKey }: { kind: InvitationKind; invitationKey: string }) {
  const { t } = useTranslation();
  const invitation = trpc.campaign.invitation.useQuery({ kind, key: invitationKey });
  const code = invitation.isError ? readServerError(invitation.error).appCode : null;
  useLeaveWithMessage(code ? (code === 'invalid-invitation' || code === 'invalid-input' ? t('invitations.invalid') : t(`errors.${code}`)) : null, '/coach');

  if (invitation.isPending || code) return <PageLoading />;
  if (invitation.isError) return <LoadErrorPage body={t('invitations.loadError')} onRetry={() => void invitation.refetch()} retrying={invitation.isFetching} />;
  return <Landing kind={kind} invitationKey={invitationKey} invitation={invitation.data} />;
}

/** Shows `text` as a system message, once, and goes to `to` in place of this page. */
function useLeaveWithMessage(text: string | null, to: string, tone: 'success' | 'error' = 'error') {
  const navigate = useNavigate();
  const showMessage = useSystemMessage();
  const done = useRef(false);
  useEffect(() => {
    if (text === null || done.current) return;
    done.current = true;
    showMessage({ tone, text });
    void navigate({ href: to, replace: true });
  }, [text, to, tone, navigate, showMessage]);
}

function Landing({ kind, invitationKey, invitation }: { kind: InvitationKind; invitationKey: string; invitation: Invitation }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { campaign } = invitation;
  const briefPath = `/coach/campaigns/${campaign.slug}/brief`;
  // An e-mail invitation is used once: its user goes straight on to the campaign.
  const alreadyAccepted = viewer !== null && invitation.accepted;
  useLeaveWithMessage(alreadyAccepted ? t('invitations.alreadyAccepted') : null, briefPath, 'success');
  usePageTitle(t('invitations.pageTitle', { name: campaign.name }));

  if (alreadyAccepted) return <PageLoading />;

  const Icon = kind === 'email' ? MailOpen : Link2;
  // Joining by e-mail invitation needs no approval (the coach chose the person); by link it may.
  const needsApproval = kind === 'link' && campaign.requireCoachApproval;

  return (
    <Container className="py-12 sm:py-20">
      <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center shadow-xs sm:px-10">
        <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-on-secondary">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-5 text-sm font-semibold tracking-wide text-stone-500 uppercase">{t('invitations.eyebrow')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight break-words">{t('invitations.title', { name: campaign.name })}</h1>
        <p className="mt-3 max-w-md text-stone-600">{viewer ? t('invitations.body') : t('invitations.loggedOutBody')}</p>
        {needsApproval ? <p className="mt-2 max-w-md text-sm text-stone-600">{t('invitations.approvalNote')}</p> : null}
        <div className="mt-8 flex w-full flex-col items-center">
          {viewer ? (
            <AcceptInvitation campaign={campaign} secret={kind === 'link' ? invitationKey : undefined} kind={kind} />
          ) : (
            <LoggedOutActions />
          )}
        </div>
      </div>
    </Container>
  );
}

/** Log in or sign up, then back to this landing to join. */
function LoggedOutActions() {
  const { t } = useTranslation();
  const { openAuthModal } = useAuthModals();
  const here = useLocation({ select: (location) => location.href });
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Button size="lg" onClick={() => openAuthModal('login', { redirect: here })}>
        <LogIn aria-hidden="true" className="size-5" />
        {t('invitations.logIn')}
      </Button>
      <Button size="lg" variant="secondary" onClick={() => openAuthModal('signup', { redirect: here })}>
        <UserPlus aria-hidden="true" className="size-5" />
        {t('invitations.signUp')}
      </Button>
    </div>
  );
}
