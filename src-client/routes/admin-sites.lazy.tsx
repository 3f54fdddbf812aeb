import { createLazyRoute, Link } from '@tanstack/react-router';
import { Building2, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminScreenHeader } from '#client/components/admin-screen-header.tsx';
import { buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { EmptyState } from '#client/features/site-content/empty-state.tsx';
import { ListStates } from '#client/features/site-content/list-states.tsx';
import { SitesTable } from '#client/features/super-admin-sites/sites-table.tsx';
import { SuperAdminTabs } from '#client/features/super-admin/super-admin-tabs.tsx';
import { SuperAdminGate } from '#client/features/super-admin-sites/super-admin-gate.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { adminSitesRoute } from './admin-sites';

export const Route = createLazyRoute(adminSitesRoute.id)({
  component: () => (
    <SuperAdminGate>
      <SitesPage />
    </SuperAdminGate>
  ),
});

/** Every site of the platform (spec 2 §2 /admin/sites), with the way to add one. */
function SitesPage() {
  const { t } = useTranslation();
  const sites = trpc.sites.list.useQuery();
  usePageTitle(t('sites.listTitle'));

  return (
    <Container className="py-8 sm:py-12">
      <SuperAdminTabs current="sites" />
      <AdminScreenHeader
        area={t('sites.area')}
        title={t('sites.listTitle')}
        intro={t('sites.listIntro')}
        action={
          <Link to="/admin/sites/add" className={buttonClasses('primary', 'md', 'shrink-0')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('sites.add')}
          </Link>
        }
      />
      {sites.data && sites.data.length > 0 ? (
        <p className="mt-6 text-sm text-stone-600" aria-live="polite">
          {t('sites.count', { count: sites.data.length })}
        </p>
      ) : null}
      <div className="mt-3">
        <ListStates query={sites} errorText={t('sites.loadError')} empty={<EmptyState icon={Building2} title={t('sites.emptyTitle')} body={t('sites.emptyBody')} />}>
          {(items) => <SitesTable sites={items} />}
        </ListStates>
      </div>
    </Container>
  );
}
