import { MENU_TYPE } from '../../../src-shared/schemas/menus';
import type { MenuItem } from './menu-item.entity';

/** Where an entry leads (spec 3 §2): mail-to for type 1, /page/{slug} for type 2, else the link itself. */
function hrefOf(item: MenuItem): string {
  if (item.type === MENU_TYPE.mailTo) return `mailto:${item.link}`;
  if (item.type === MENU_TYPE.page) return item.page ? `/page/${encodeURIComponent(item.page.slug)}` : '/';
  return item.link;
}

/** An entry as the shell renders it. */
export function presentMenuLink(item: MenuItem) {
  return { guid: item.id, name: item.name, href: hrefOf(item), external: item.type === MENU_TYPE.external && !item.link.startsWith('/') };
}
export type MenuLinkDto = ReturnType<typeof presentMenuLink>;

/** An entry as the menus admin edits it (spec 2 §3 Menu item). */
export function presentMenuItem(item: MenuItem) {
  return {
    ...presentMenuLink(item),
    type: item.type,
    link: item.link,
    nav: item.nav,
    navPos: item.navPos,
    pageGuid: item.page?.id ?? null,
    slug: item.page?.slug ?? null,
  };
}
export type MenuItemDto = ReturnType<typeof presentMenuItem>;
