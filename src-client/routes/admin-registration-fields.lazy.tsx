import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '#client/components/container.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { ContentLoading } from '#client/components/page-loading.tsx';
import { RegistrationFieldsEditor } from '#client/features/registration-fields-admin/registration-fields-editor.tsx';
import { AdminScreenHeader } from '#client/components/admin-screen-header.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { adminRegistrationFieldsRoute } from './admin-registration-fields';

export const Route = createLazyRoute(adminRegistrationFieldsRoute.id)({ component: AdminRegistrationFieldsPage });

/** The registration fields screen (spec 2 §2 /organisation/admin/registration-fields; org admins and super admins). */
function AdminRegistrationFieldsPage() {
  const { t } = useTranslation();
  const fields = trpc.organisation.registrationFields.useQuery(undefined, { staleTime: 0 });
  usePageTitle(t('registrationFieldsAdmin.title'));

  return (
    <Container className="py-8 sm:py-12">
      <div className="max-w-3xl">
        <AdminScreenHeader title={t('registrationFieldsAdmin.title')} intro={t('registrationFieldsAdmin.intro')} />
        {fields.data ? (
          <RegistrationFieldsEditor saved={fields.data.fields} subdomain={fields.data.subdomain} />
        ) : fields.isError ? (
          <LoadErrorAlert message={t('registrationFieldsAdmin.loadError')} onRetry={() => void fields.refetch()} retrying={fields.isFetching} className="mt-8" />
        ) : (
          <ContentLoading />
        )}
      </div>
    </Container>
  );
}
