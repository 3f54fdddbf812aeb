import { isSafeLink } from '#shared/safe-link.ts';
import { MENU_TYPE } from '#shared/schemas/menus.ts';
import type { MenuItem } from '#server/entities/menu-item.entity.ts';

/**
 * Where an entry leads (spec 3 §2): mail-to for type 1, /page/{slug} for type 2, else the link
 * itself, when that is a safe link. The form refuses any other, but a stored one may predate the
 * check or come from an import, and a menu must never offer a javascript: address.
 */
function hrefOf(item: MenuItem): string | null {
  if (item.type === MENU_TYPE.mailTo) return `mailto:${item.link}`;
  if (item.type === MENU_TYPE.page) return item.page ? `/page/${encodeURIComponent(item.page.slug)}` : '/';
  return isSafeLink(item.link) ? item.link : null;
}

const isExternal = (item: MenuItem) => item.type === MENU_TYPE.external && !item.link.startsWith('/');

/** A menu as the shell renders it: an entry that leads nowhere safe is left out. */
export function presentMenuLinks(items: MenuItem[]) {
  return items.flatMap((item) => {
    const href = hrefOf(item);
    return href === null ? [] : [{ guid: item.id, name: item.name, href, external: isExternal(item) }];
  });
}
export type MenuLinkDto = ReturnType<typeof presentMenuLinks>[number];

/** An entry as the menus admin edits it (spec 2 §3 Menu item), whatever its link: the admin is who mends it. */
export function presentMenuItem(item: MenuItem) {
  return {
    guid: item.id,
    name: item.name,
    href: hrefOf(item),
    external: isExternal(item),
    type: item.type,
    link: item.link,
    nav: item.nav,
    navPos: item.navPos,
    pageGuid: item.page?.id ?? null,
    slug: item.page?.slug ?? null,
  };
}
export type MenuItemDto = ReturnType<typeof presentMenuItem>;
