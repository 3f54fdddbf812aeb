import { Link, useParams } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/button';
import { Container } from '../../components/container';
import { PageLoading } from '../../components/page-loading';
import { NotFoundPage } from '../../routes/not-found';
import { trpc } from '../../trpc';
import { ProfileAdminActions } from '../admin-users/profile-admin-actions';
import { readServerError } from '../auth/server-error';
import { useViewer } from '../auth/use-viewer';
import { canAdministerOrganisation } from '../auth/viewer-roles';
import { LoadErrorPage } from '../shell/load-error-page';
import { usePageTitle } from '../shell/use-page-title';
import { ProfileAbout } from './profile-about';
import { ProfileHeader } from './profile-header';
import { ProfileIdeasSection } from './profile-ideas';
import type { PublicProfile } from './profile-types';

/** /user/{guid} (spec 3 §2, §6): anyone's profile on this site; another site's people are not found. */
export function UserProfilePage() {
  const { t } = useTranslation();
  const { guid } = useParams({ from: '/user/$guid' });
  const profile = trpc.profile.byGuid.useQuery({ guid });

  if (profile.isPending) return <PageLoading />;
  if (profile.isError) {
    if (readServerError(profile.error).appCode === 'not-found') return <NotFoundPage />;
    return <LoadErrorPage body={t('profile.loadError')} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  }
  // Keyed by person, so going from one profile to another starts from a clean page.
  return <PublicProfileView key={profile.data.guid} profile={profile.data} />;
}

/** The ideas show only to those the server lets see them (the person, admins). */
function PublicProfileView({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  usePageTitle(profile.name);
  const viewer = useViewer();
  const own = profile.abilities.editProfile;
  const actions = own ? (
    <Link to="/profile/edit" className={buttonClasses('primary')}>
      <Pencil aria-hidden="true" className="size-4" />
      {t('profile.edit')}
    </Link>
  ) : canAdministerOrganisation(viewer) ? (
    <ProfileAdminActions guid={profile.guid} />
  ) : undefined;

  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-8 sm:py-12">
      <ProfileHeader profile={profile} actions={actions} />
      <ProfileAbout profile={profile} own={own} />
      {profile.ideas ? <ProfileIdeasSection ideas={profile.ideas} own={own} /> : null}
    </Container>
  );
}
