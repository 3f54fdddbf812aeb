import { createLazyRoute, Link } from '@tanstack/react-router';
import { ArrowLeft, ExternalLink, RefreshCw, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { UserEditForm } from '#client/features/admin-users/user-edit-form.tsx';
import { PersonDataCopy } from '#client/features/personal-data/personal-data-copy.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { StatusPage } from '#client/features/shell/status-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { adminUserEditRoute } from './admin-user-edit';

export const Route = createLazyRoute(adminUserEditRoute.id)({ component: AdminUserEditPage });

const linkClasses = 'inline-flex items-center gap-1.5 rounded text-sm font-semibold text-link underline-offset-2 hover:underline';

/** /organisation/admin/users/edit/{guid} (spec 3 §2): "Could not find user" or "User search error" when it cannot load. */
function AdminUserEditPage() {
  const { t } = useTranslation();
  const { guid } = adminUserEditRoute.useParams();
  const user = trpc.people.byGuid.useQuery({ guid }, { retry: false });
  usePageTitle(user.data?.name ?? t('adminUsers.edit.title'));

  if (user.isPending) return <PageLoading />;
  if (user.isError) {
    const notFound = readServerError(user.error).appCode === 'people-user-not-found';
    return (
      <StatusPage icon={<UserX aria-hidden="true" className="size-7" />} title={notFound ? t('adminUsers.edit.notFound') : t('adminUsers.edit.searchError')} body={notFound ? t('adminUsers.edit.notFoundBody') : t('adminUsers.loadError')}>
        {notFound ? null : (
          <Button onClick={() => void user.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('app.retry')}
          </Button>
        )}
        <Link to="/organisation/admin/users" className={buttonClasses(notFound ? 'primary' : 'secondary')}>
          {t('adminUsers.allUsers')}
        </Link>
      </StatusPage>
    );
  }

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <Link to="/organisation/admin/users" className={linkClasses}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('adminUsers.allUsers')}
        </Link>
        <h1 className="mt-3 text-3xl font-bold tracking-tight break-words">{t('adminUsers.edit.heading', { name: user.data.name })}</h1>
        <p className="mt-2 mb-6 flex flex-wrap items-center gap-x-4 gap-y-1 text-stone-600">
          <span>{t(`adminUsers.status.${user.data.status}`)}</span>
          <Link to="/user/$guid" params={{ guid: user.data.guid }} className={linkClasses}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('adminUsers.edit.viewProfile')}
          </Link>
        </p>
        <UserEditForm key={user.data.guid} user={user.data} />
        <div className="mt-8">
          <PersonDataCopy guid={user.data.guid} />
        </div>
      </div>
    </Container>
  );
}
