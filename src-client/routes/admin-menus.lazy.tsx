import { createLazyRoute, Link } from '@tanstack/react-router';
import { ListPlus, Menu as MenuIcon, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MENU_NAVS, MENU_TYPE, type MenuNav } from '#shared/schemas/menus.ts';
import { buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { AdminScreenHeader } from '#client/components/admin-screen-header.tsx';
import { DeleteButton } from '#client/features/site-content/delete-button.tsx';
import { ListStates } from '#client/features/site-content/list-states.tsx';
import { SortableMenu } from '#client/features/site-content/sortable-menu.tsx';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc, type MenuItem } from '#client/trpc.ts';
import { adminMenusRoute } from './admin-menus';

export const Route = createLazyRoute(adminMenusRoute.id)({ component: AdminMenusScreen });

/** The site's three menus (spec 2 §2 /organisation/admin/menus), each reordered in place. */
function AdminMenusScreen() {
  const { t } = useTranslation();
  const menus = trpc.menu.list.useQuery();
  usePageTitle(t('adminMenus.title'));

  return (
    <Container className="py-8 sm:py-12">
      <AdminScreenHeader title={t('adminMenus.title')} intro={t('adminMenus.intro')} />
      <p className="mt-4 max-w-2xl text-sm text-stone-600">{t('adminMenus.dragInstructions')}</p>
      <div className="mt-8">
        <ListStates query={menus} errorText={t('adminMenus.loadError')} empty={<Menus items={[]} />}>
          {(items) => <Menus items={items} />}
        </ListStates>
      </div>
    </Container>
  );
}

function Menus({ items }: { items: MenuItem[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {MENU_NAVS.map((nav) => (
        <MenuSection key={nav} nav={nav} items={items.filter((item) => item.nav === nav)} />
      ))}
    </div>
  );
}

function MenuSection({ nav, items }: { nav: MenuNav; items: MenuItem[] }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const reorder = trpc.menu.reorder.useMutation({
    onMutate: async ({ guids }) => {
      await utils.menu.list.cancel();
      const previous = utils.menu.list.getData();
      // The new order shows at once; a failure puts the old one back.
      utils.menu.list.setData(undefined, (all) =>
        all ? [...all.filter((item) => item.nav !== nav), ...guids.map((guid, navPos) => ({ ...all.find((item) => item.guid === guid)!, navPos }))] : all,
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      utils.menu.list.setData(undefined, context?.previous);
      showMessage({ tone: 'error', text: t('adminMenus.saveError') });
    },
    onSuccess: () => showMessage({ tone: 'success', text: t('adminMenus.orderSaved') }),
    onSettled: async () => {
      await utils.menu.list.invalidate();
      await utils.organisation.current.invalidate();
    },
  });

  return (
    <section aria-labelledby={`menu-${nav}`} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`menu-${nav}`} className="text-lg font-semibold">
          {t(`adminMenus.nav.${nav}`)}
        </h2>
        <Link to="/organisation/admin/menus/edit/$navOrGuid" params={{ navOrGuid: nav }} className={buttonClasses('secondary')} aria-label={t('adminMenus.addTo', { menu: t(`adminMenus.nav.${nav}`) })}>
          <ListPlus aria-hidden="true" className="size-4" />
          {t('adminMenus.add')}
        </Link>
      </div>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-sm text-stone-600">
          <MenuIcon aria-hidden="true" className="size-6 text-stone-400" />
          {t('adminMenus.empty')}
        </div>
      ) : (
        <SortableMenu items={items} onReorder={(ordered) => reorder.mutate({ nav, guids: ordered.map((item) => item.guid) })} renderItem={(item) => <MenuRow item={item} />} />
      )}
    </section>
  );
}

function MenuRow({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const remove = trpc.menu.delete.useMutation({
    onSuccess: async () => {
      showMessage({ tone: 'success', text: t('adminMenus.deleted') });
      await utils.menu.list.invalidate();
      await utils.organisation.current.invalidate();
    },
    onError: () => showMessage({ tone: 'error', text: t('adminMenus.deleteFailed') }),
  });
  const target = item.type === MENU_TYPE.page ? `/page/${item.slug ?? ''}` : item.link;

  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-2">
      <div className="min-w-0">
        <p className="font-semibold break-words">{item.name}</p>
        <p className="text-xs break-all text-stone-500">
          {t(`adminMenus.type.${item.type}`)} · {target}
        </p>
      </div>
      <div className="flex gap-1">
        <Link to="/organisation/admin/menus/edit/$navOrGuid" params={{ navOrGuid: item.guid }} className={buttonClasses('ghost')} aria-label={t('adminMenus.editNamed', { name: item.name })}>
          <Pencil aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{t('adminMenus.edit')}</span>
        </Link>
        <DeleteButton
          label={t('adminMenus.delete')}
          namedLabel={t('adminMenus.deleteNamed', { name: item.name })}
          confirmTitle={t('adminMenus.confirmDeleteTitle')}
          confirmBody={t('adminMenus.confirmDeleteBody', { name: item.name })}
          busy={remove.isPending}
          onConfirm={() => remove.mutateAsync({ guid: item.guid }).catch(() => undefined)}
        />
      </div>
    </div>
  );
}
