import { Link, useParams } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { NotFoundPage } from '#client/routes/not-found.tsx';
import { trpc } from '#client/trpc.ts';
import { ProfileAdminActions } from '#client/features/admin-users/profile-admin-actions.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { canAdministerOrganisation } from '#client/features/auth/viewer-roles.ts';
import { LoadErrorPage } from '#client/features/shell/load-error-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
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
