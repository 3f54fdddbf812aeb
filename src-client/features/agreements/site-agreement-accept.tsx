import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { trpc } from '#client/trpc.ts';
import { AcceptForm } from './accept-form';
import { pendingAgreement } from './agreement-to-accept';

/**
 * The site's terms or privacy policy waiting for the viewer's acceptance (spec 2 §4): accepting
 * the terms leads on to the privacy policy if it waits too, and then to /coach.
 */
export function SiteAgreementAccept({ guid, kind }: { guid: string; kind: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const accept = trpc.agreement.accept.useMutation();

  async function submit(accepted: boolean) {
    await accept.mutateAsync({ guid, accepted });
    const next = pendingAgreement(await utils.auth.me.fetch(undefined, { staleTime: 0 }));
    if (next && next !== guid) await navigate({ to: '/agreement/$guid', params: { guid: next }, replace: true });
    else await navigate({ to: '/coach' });
  }

  return (
    <AcceptForm
      label={kind === 'terms' ? t('agreement.acceptTermsOfService') : t('agreement.acceptPrivacyPolicy')}
      submitLabel={t('agreementAcceptance.accept')}
      busyLabel={t('agreementAcceptance.accepting')}
      failedText={t('agreementAcceptance.acceptFailed')}
      busy={accept.isPending}
      field="accepted"
      onAccept={submit}
    />
  );
}

/** Why the page asks: shown above the text. */
export function SiteAgreementIntro({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  return <Alert tone="info">{kind === 'terms' ? t('agreementAcceptance.termsIntro') : t('agreementAcceptance.privacyIntro')}</Alert>;
}
