import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '#client/components/container.tsx';
import { ContentLoading, PageLoading } from '#client/components/page-loading.tsx';
import { retryableLazy } from '#client/components/retryable-lazy.ts';
import { trpc } from '#client/trpc.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { LoginRequiredPage } from '#client/features/shell/access-pages.tsx';
import { LoadErrorPage } from '#client/features/shell/load-error-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { AccountLeftPage } from './account-left-page';

// The form, its uploader and its schema come with this page only, not with the other profile pages.
const ProfileEditor = retryableLazy(() => import('./profile-editor').then((module) => module.ProfileEditor));

/** /profile/edit (spec 3 §2): editing one's own profile, and leaving the site. */
export function ProfileEditPage() {
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
      <Suspense fallback={<ContentLoading />}>
        <ProfileEditor key={profile.data.guid} profile={profile.data} onLeft={() => setLeft(true)} />
      </Suspense>
    </Container>
  );
}
