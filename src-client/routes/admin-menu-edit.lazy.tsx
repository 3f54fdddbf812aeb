import { createLazyRoute, Link } from '@tanstack/react-router';
import { ArrowLeft, RefreshCw, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MENU_NAVS, type MenuNav } from '#shared/schemas/menus.ts';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { MenuItemForm } from '#client/features/site-content/menu-item-form.tsx';
import { StatusPage } from '#client/features/shell/status-page.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc, type MenuItem } from '#client/trpc.ts';
import { adminMenuEditRoute } from './admin-menu-edit';

export const Route = createLazyRoute(adminMenuEditRoute.id)({ component: AdminMenuEditScreen });

function isNav(value: string): value is MenuNav {
  return (MENU_NAVS as readonly string[]).includes(value);
}

function AdminMenuEditScreen() {
  const { navOrGuid } = adminMenuEditRoute.useParams();
  return isNav(navOrGuid) ? <MenuItemScreen nav={navOrGuid} item={null} /> : <ExistingItemScreen guid={navOrGuid} />;
}

function ExistingItemScreen({ guid }: { guid: string }) {
  const { t } = useTranslation();
  const item = trpc.menu.byGuid.useQuery({ guid });
  if (item.isPending) return <PageLoading />;
  if (item.isError) {
    const notFound = readServerError(item.error).appCode === 'not-found';
    return (
      <StatusPage icon={<SearchX aria-hidden="true" className="size-7" />} title={t('adminMenus.notFound')} body={notFound ? t('adminMenus.notFoundBody') : t('adminMenus.loadError')}>
        {notFound ? null : (
          <Button onClick={() => void item.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('app.retry')}
          </Button>
        )}
        <Link to="/organisation/admin/menus" className={buttonClasses(notFound ? 'primary' : 'secondary')}>
          {t('adminMenus.allMenus')}
        </Link>
      </StatusPage>
    );
  }
  return <MenuItemScreen nav={item.data.nav} item={item.data} />;
}

function MenuItemScreen({ nav, item }: { nav: MenuNav; item: MenuItem | null }) {
  const { t } = useTranslation();
  const menu = t(`adminMenus.nav.${nav}`);
  const title = item ? t('adminMenus.editTitle', { menu }) : t('adminMenus.newTitle', { menu });
  usePageTitle(title);

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-2xl">
        <Link to="/organisation/admin/menus" className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-link underline-offset-2 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('adminMenus.allMenus')}
        </Link>
        <h1 className="mt-3 mb-6 text-3xl font-bold tracking-tight">{title}</h1>
        <MenuItemForm key={item?.guid ?? nav} nav={nav} item={item} />
      </div>
    </Container>
  );
}
