import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { MENU_NAVS, type MenuType } from '#shared/schemas/menus.ts';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { OrganisationSchema } from './organisation.entity';
import { PageSchema } from './page.entity';

/** One entry of a site menu (spec 2 §3 Menu item): a web link, a mail-to link or one of the site's pages. */
export const MenuItemSchema = defineEntity({
  name: 'MenuItem',
  tableName: 'menu_item',
  filters: tenantFilter(),
  indexes: [{ properties: ['organisation', 'nav', 'navPos'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    nav: p.enum([...MENU_NAVS]),
    navPos: p.integer().default(0),
    name: p.string().length(100),
    type: p.smallint().$type<MenuType>(),
    /** The address for web and mail-to links; empty for a page. */
    link: p.string().length(2000).default(''),
    /** A deleted page takes its menu entries with it: they would lead nowhere. */
    page: () => p.manyToOne(PageSchema).nullable().deleteRule('cascade'),
  },
});
export type MenuItem = InferEntity<typeof MenuItemSchema>;
