import { Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { trpc } from '#client/trpc.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { LoginRequiredPage } from '#client/features/shell/access-pages.tsx';
import { LoadErrorPage } from '#client/features/shell/load-error-page.tsx';
import { OwnDataCopy } from '#client/features/personal-data/personal-data-copy.tsx';
import { NotificationPreferencesSection } from '#client/features/notification-preferences/notification-preferences-section.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { NotVerifiedNotice } from './not-verified-notice';
import { ProfileAbout } from './profile-about';
import { ProfileHeader } from './profile-header';
import { ProfileIdeasSection } from './profile-ideas';
import { ProfilePrivate } from './profile-private';
import type { OwnProfile } from './profile-types';

/** /profile (spec 3 §2): what others see of the user, then what only they see. */
export function OwnProfilePage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const profile = trpc.profile.own.useQuery(undefined, { enabled: viewer !== null });
  usePageTitle(t('profile.title'));

  if (!viewer) return <LoginRequiredPage title={t('profile.loginTitle')} body={t('profile.loginBody')} />;
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) return <LoadErrorPage body={t('profile.loadError')} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  return <OwnProfileView profile={profile.data} />;
}

function OwnProfileView({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const actions = (
    <>
      <Link to="/profile/edit" className={buttonClasses('primary')}>
        <Pencil aria-hidden="true" className="size-4" />
        {t('profile.edit')}
      </Link>
      <Link to="/user/$guid" params={{ guid: profile.guid }} className={buttonClasses('secondary')}>
        <Eye aria-hidden="true" className="size-4" />
        {t('profile.viewPublic')}
      </Link>
    </>
  );

  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-8 sm:py-12">
      {profile.status !== 'active' ? <NotVerifiedNotice email={profile.email} /> : null}
      <ProfileHeader profile={profile} actions={actions} />
      <ProfileAbout profile={profile} own />
      {profile.ideas ? <ProfileIdeasSection ideas={profile.ideas} own /> : null}
      <ProfilePrivate profile={profile} />
      <NotificationPreferencesSection />
      <OwnDataCopy />
    </Container>
  );
}
