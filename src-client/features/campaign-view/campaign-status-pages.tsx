import { Link } from '@tanstack/react-router';
import { Lock, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#client/components/button.tsx';
import { LoadErrorPage } from '#client/features/shell/load-error-page.tsx';
import { StatusPage } from '#client/features/shell/status-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';

/** A private campaign the viewer was not invited to (spec 1 §6). */
export function InvitationOnlyPage() {
  const { t } = useTranslation();
  usePageTitle(t('brief.invitationOnlyTitle'));
  return (
    <StatusPage icon={<Lock aria-hidden="true" className="size-7" />} title={t('brief.invitationOnlyTitle')} body={t('brief.invitationOnlyBody')}>
      <Link to="/coach" className={buttonClasses('primary')}>
        {t('brief.toDashboard')}
      </Link>
    </StatusPage>
  );
}

/** A signed-in viewer on a campaign page that is not for them (the People tab for a participant). */
export function CampaignNoAccessPage({ title, body, slug }: { title: string; body: string; slug: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <StatusPage icon={<ShieldX aria-hidden="true" className="size-7" />} title={title} body={body}>
      <Link to="/coach/campaigns/$slug/brief" params={{ slug }} className={buttonClasses('primary')}>
        {t('campaignView.toBrief')}
      </Link>
      <Link to="/coach" className={buttonClasses('secondary')}>
        {t('brief.toDashboard')}
      </Link>
    </StatusPage>
  );
}

/** The campaign did not load (network, server): say so and offer another try. */
export function CampaignLoadErrorPage({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return <LoadErrorPage body={t('brief.loadError')} onRetry={onRetry} retrying={retrying} />;
}
