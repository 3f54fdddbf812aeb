import { z } from 'zod';
import { MENU_NAVS, MENU_TYPE } from '#shared/schemas/menus.ts';
import { instant } from '#server/legacy/legacy-answers.ts';

/** The `result` of each legacy site-content route (of each entry, for a list), for the OpenAPI document; loose objects, as an answer may carry more. */

/** GET /guest/pages, GET /api/pages */
export const getGuestPagesAnswer = z.looseObject({
  guid: z.string(),
  title: z.string(),
  slug: z.string(),
  path: z.string(),
  updatedAt: instant,
});

/** GET /guest/pages/slug/:slug, POST /api/pages, GET /api/pages/:guid, PUT /api/pages/:guid */
export const getGuestPagesSlugBySlugAnswer = z.looseObject({
  guid: z.string(),
  title: z.string(),
  slug: z.string(),
  path: z.string(),
  updatedAt: instant,
  body: z.string(),
  bodyHtml: z.string(),
  description: z.string(),
});

/** GET /menus, POST /menus, GET /menus/:guid, POST /menus/:guid */
export const getMenusAnswer = z.looseObject({
  guid: z.string(),
  name: z.string(),
  href: z.string(),
  external: z.boolean(),
  type: z.union([z.literal(MENU_TYPE.external), z.literal(MENU_TYPE.mailTo), z.literal(MENU_TYPE.page)]),
  link: z.string(),
  nav: z.enum(MENU_NAVS),
  navPos: z.number().int(),
  pageGuid: z.string().nullable(),
  slug: z.string().nullable(),
});

/** GET /menus/nav/:nav */
export const getMenusNavByNavAnswer = z.array(z.looseObject({
  guid: z.string(),
  name: z.string(),
  href: z.string(),
  external: z.boolean(),
}));

/** GET /partners/organisation/:guid, GET /partners/:guid, POST /partners, POST /partners/:guid */
export const getPartnersOrganisationByGuidAnswer = z.looseObject({
  guid: z.string(),
  name: z.string(),
  link: z.string(),
  logo: z.looseObject({ guid: z.string(), url: z.string() }).nullable(),
  organisationGuid: z.string(),
});
