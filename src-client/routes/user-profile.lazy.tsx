import { createLazyRoute, Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../components/button';
import { Container } from '../components/container';
import { PageLoading } from '../components/page-loading';
import { readServerError } from '../features/auth/server-error';
import { ProfileAbout } from '../features/profile/profile-about';
import { ProfileHeader } from '../features/profile/profile-header';
import { ProfileIdeasSection } from '../features/profile/profile-ideas';
import type { PublicProfile } from '../features/profile/profile-types';
import { LoadErrorPage } from '../features/shell/load-error-page';
import { usePageTitle } from '../features/shell/use-page-title';
import { trpc } from '../trpc';
import { NotFoundPage } from './not-found';
import { userProfileRoute } from './user-profile';

export const Route = createLazyRoute(userProfileRoute.id)({ component: UserProfilePage });

function UserProfilePage() {
  const { t } = useTranslation();
  const { guid } = userProfileRoute.useParams();
  const profile = trpc.profile.byGuid.useQuery({ guid });

  if (profile.isPending) return <PageLoading />;
  if (profile.isError) {
    if (readServerError(profile.error).appCode === 'not-found') return <NotFoundPage />;
    return <LoadErrorPage body={t('profile.loadError')} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  }
  // Keyed by person, so going from one profile to another starts from a clean page.
  return <PublicProfileView key={profile.data.guid} profile={profile.data} />;
}

/** A person's profile as the site shows it to anyone (spec 3 §6); the ideas only to those the server lets see them. */
function PublicProfileView({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  usePageTitle(profile.name);
  const own = profile.abilities.editProfile;
  const actions = own ? (
    <Link to="/profile/edit" className={buttonClasses('primary')}>
      <Pencil aria-hidden="true" className="size-4" />
      {t('profile.edit')}
    </Link>
  ) : undefined;

  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-8 sm:py-12">
      <ProfileHeader profile={profile} actions={actions} />
      <ProfileAbout profile={profile} own={own} />
      {profile.ideas ? <ProfileIdeasSection ideas={profile.ideas} own={own} /> : null}
    </Container>
  );
}
