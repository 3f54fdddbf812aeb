import { createLazyRoute, Link } from '@tanstack/react-router';
import { Eye, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../components/button';
import { Container } from '../components/container';
import { PageLoading } from '../components/page-loading';
import { useViewer } from '../features/auth/use-viewer';
import { NotVerifiedNotice } from '../features/profile/not-verified-notice';
import { ProfileAbout } from '../features/profile/profile-about';
import { ProfileHeader } from '../features/profile/profile-header';
import { ProfileIdeasSection } from '../features/profile/profile-ideas';
import { ProfilePrivate } from '../features/profile/profile-private';
import type { OwnProfile } from '../features/profile/profile-types';
import { LoginRequiredPage } from '../features/shell/access-pages';
import { LoadErrorPage } from '../features/shell/load-error-page';
import { usePageTitle } from '../features/shell/use-page-title';
import { trpc } from '../trpc';
import { profileRoute } from './profile';

export const Route = createLazyRoute(profileRoute.id)({ component: OwnProfilePage });

function OwnProfilePage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const profile = trpc.profile.own.useQuery(undefined, { enabled: viewer !== null });
  usePageTitle(t('profile.title'));

  if (!viewer) return <LoginRequiredPage title={t('profile.loginTitle')} body={t('profile.loginBody')} />;
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) return <LoadErrorPage body={t('profile.loadError')} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  return <OwnProfileView profile={profile.data} />;
}

/** What others see of the user, then what only they see (spec 3 §2 /profile). */
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
    </Container>
  );
}
