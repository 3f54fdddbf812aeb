import { MENU_NAVS, type MenuNav } from '#shared/schemas/menus.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { presentMenuLinks, type MenuLinkDto } from './menu.presenter';
import { menusOfSite } from './menu.service';
import { presentPartner } from './partner.presenter';
import { partnerStrip } from './partner.service';

/**
 * What every page's shell shows of the site's content: its three menus and a random few partner
 * logos. It comes with the organisation the shell loads anyway, so the start page makes no
 * request of its own for it.
 */
export async function siteShell(ctx: AppContext) {
  const [menus, partners] = await Promise.all([menusOfSite(ctx), partnerStrip(ctx)]);
  return {
    menus: Object.fromEntries(MENU_NAVS.map((nav) => [nav, presentMenuLinks(menus[nav])])) as Record<MenuNav, MenuLinkDto[]>,
    partners: partners.map(presentPartner),
  };
}
export type SiteShellDto = Awaited<ReturnType<typeof siteShell>>;
