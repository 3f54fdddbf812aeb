import { guidInput } from '#shared/schemas/common.ts';
import { menuItemCreateInput, menuItemPositionInput, menuItemUpdateInput, menuNavInput, menuOrderInput } from '#shared/schemas/menus.ts';
import { orgAdminProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import { presentMenuItem, presentMenuLinks } from './menu.presenter';
import { createMenuItem, deleteMenuItem, getMenuItem, listMenuItems, reorderMenu, setMenuItemPosition, updateMenuItem } from './menu.service';
import { onceForKey } from '#server/modules/idempotency/idempotency.service.ts';

/** The site's menus (spec 2 §2 /organisation/admin/menus; spec 3 §2 top, footer, footer2). */
export const menuRouter = router({
  /** One menu as anyone sees it. */
  nav: publicProcedure.input(menuNavInput).query(async ({ ctx, input }) => presentMenuLinks(await listMenuItems(ctx, input.nav))),
  list: orgAdminProcedure.query(async ({ ctx }) => (await listMenuItems(ctx)).map(presentMenuItem)),
  byGuid: orgAdminProcedure.input(guidInput).query(async ({ ctx, input }) => presentMenuItem(await getMenuItem(ctx, input.guid))),
  create: orgAdminProcedure.input(menuItemCreateInput).mutation(({ ctx, input }) => onceForKey(ctx, 'menu.create', input, async (ctx) => presentMenuItem(await createMenuItem(ctx, input)))),
  update: orgAdminProcedure.input(menuItemUpdateInput).mutation(async ({ ctx, input }) => presentMenuItem(await updateMenuItem(ctx, input))),
  setPosition: orgAdminProcedure.input(menuItemPositionInput).mutation(async ({ ctx, input }) => presentMenuItem(await setMenuItemPosition(ctx, input.guid, input.navPos))),
  reorder: orgAdminProcedure.input(menuOrderInput).mutation(async ({ ctx, input }) => (await reorderMenu(ctx, input.nav, input.guids)).map(presentMenuItem)),
  delete: orgAdminProcedure.input(guidInput).mutation(async ({ ctx, input }) => {
    await deleteMenuItem(ctx, input.guid);
    return { deleted: true };
  }),
});
