import { MENU_NAVS, MENU_TYPE, type MenuItemCreateInput, type MenuItemUpdateInput, type MenuNav } from '#shared/schemas/menus.ts';
import { isGuid } from '#shared/schemas/common.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { MenuItemSchema, type MenuItem } from '#server/entities/menu-item.entity.ts';
import { getPage } from './page.service';

type MenuTarget = Pick<MenuItemCreateInput, 'type' | 'link' | 'pageGuid'>;

/** Menu entries of this site, each menu in its order, with the pages they lead to. */
export async function listMenuItems(ctx: AppContext, nav?: MenuNav): Promise<MenuItem[]> {
  return ctx.em.find(MenuItemSchema, nav ? { nav } : {}, { populate: ['page'], orderBy: { nav: 'asc', navPos: 'asc', createdAt: 'asc' } });
}

/** The site's three menus, for the shell (top bar and footers). */
export async function menusOfSite(ctx: AppContext): Promise<Record<MenuNav, MenuItem[]>> {
  const menus = Object.fromEntries(MENU_NAVS.map((nav) => [nav, [] as MenuItem[]])) as Record<MenuNav, MenuItem[]>;
  for (const item of await listMenuItems(ctx)) menus[item.nav].push(item);
  return menus;
}

export async function getMenuItem(ctx: AppContext, guid: string): Promise<MenuItem> {
  const item = isGuid(guid) ? await ctx.em.findOne(MenuItemSchema, { id: guid }, { populate: ['page'] }) : null;
  if (!item) throw new AppError('not-found');
  return item;
}

/** What the entry stores for its type: a page entry no address, a link no page. */
async function resolveTarget(ctx: AppContext, target: MenuTarget): Promise<Pick<MenuItem, 'type' | 'link' | 'page'>> {
  if (target.type === MENU_TYPE.page) return { type: target.type, link: '', page: await getPage(ctx, target.pageGuid ?? '') };
  return { type: target.type, link: target.type === MENU_TYPE.mailTo ? target.link.replace(/^mailto:/i, '') : target.link, page: null };
}

/** A new entry goes last in its menu. */
export async function createMenuItem(ctx: AppContext, input: MenuItemCreateInput): Promise<MenuItem> {
  const target = await resolveTarget(ctx, input);
  const last = await ctx.em.findOne(MenuItemSchema, { nav: input.nav }, { orderBy: { navPos: 'desc' }, fields: ['navPos'] });
  const item = ctx.em.create(MenuItemSchema, { organisation: ctx.org, nav: input.nav, navPos: last ? last.navPos + 1 : 0, name: input.name, ...target });
  await ctx.em.flush();
  return item;
}

export async function updateMenuItem(ctx: AppContext, input: MenuItemUpdateInput): Promise<MenuItem> {
  const item = await getMenuItem(ctx, input.guid);
  const target = await resolveTarget(ctx, input);
  item.name = input.name;
  item.type = target.type;
  item.link = target.link;
  item.page = target.page;
  await ctx.em.flush();
  return item;
}

/** One entry's position (the legacy POST /menus/{guid}/pos). */
export async function setMenuItemPosition(ctx: AppContext, guid: string, navPos: number): Promise<MenuItem> {
  const item = await getMenuItem(ctx, guid);
  item.navPos = navPos;
  await ctx.em.flush();
  return item;
}

/**
 * A menu's new order (spec 2 §4): each entry's navPos becomes its index. The list must name
 * exactly the menu's entries, so an order made from a stale list changes nothing.
 */
export async function reorderMenu(ctx: AppContext, nav: MenuNav, guids: string[]): Promise<MenuItem[]> {
  const items = await listMenuItems(ctx, nav);
  const byId = new Map(items.map((item) => [item.id, item]));
  if (guids.length !== items.length || new Set(guids).size !== guids.length || !guids.every((guid) => byId.has(guid))) throw new AppError('invalid-input');
  guids.forEach((guid, index) => {
    byId.get(guid)!.navPos = index;
  });
  await ctx.em.flush();
  return guids.map((guid) => byId.get(guid)!);
}

export async function deleteMenuItem(ctx: AppContext, guid: string): Promise<void> {
  const item = await getMenuItem(ctx, guid);
  await ctx.em.remove(item).flush();
}
