import { createLazyRoute, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '../components/container';
import { PageLoading } from '../components/page-loading';
import { useViewer } from '../features/auth/use-viewer';
import { UploadActivityScope } from '../features/media/upload-activity';
import { AccountLeftPage } from '../features/profile/account-left-page';
import { LeaveAccount } from '../features/profile/leave-account';
import { ProfileEditForm } from '../features/profile/profile-edit-form';
import { LoginRequiredPage } from '../features/shell/access-pages';
import { LoadErrorPage } from '../features/shell/load-error-page';
import { usePageTitle } from '../features/shell/use-page-title';
import { trpc } from '../trpc';
import { profileEditRoute } from './profile-edit';

export const Route = createLazyRoute(profileEditRoute.id)({ component: ProfileEditPage });

function ProfileEditPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  // Once the account is deleted this tab is signed out; the page then says what happened.
  const [left, setLeft] = useState(false);
  const profile = trpc.profile.own.useQuery(undefined, { enabled: viewer !== null && !left });
  usePageTitle(t('profile.form.title'));

  if (left) return <AccountLeftPage />;
  if (!viewer) return <LoginRequiredPage title={t('profile.loginTitle')} body={t('profile.loginBody')} />;
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) return <LoadErrorPage body={t('profile.loadError')} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;

  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-8 sm:py-12">
      <div>
        <Link to="/profile" className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-link underline-offset-2 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('profile.title')}
        </Link>
        <h1 className="mt-3 text-3xl font-bold tracking-tight">{t('profile.form.title')}</h1>
      </div>
      {/* A picture still being sent holds the save button back until it is in. */}
      <UploadActivityScope>
        <ProfileEditForm key={profile.data.guid} profile={profile.data} />
      </UploadActivityScope>
      <LeaveAccount userGuid={profile.data.guid} onLeft={() => setLeft(true)} />
    </Container>
  );
}
