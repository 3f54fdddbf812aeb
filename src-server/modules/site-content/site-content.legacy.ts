import { MENU_NAVS, type MenuNav } from '#shared/schemas/menus.ts';
import { AppError } from '#server/errors/app-error.ts';
import { LegacyList } from '#server/legacy/envelope.ts';
import type { LegacyCall, LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { z } from 'zod';
import { menuItemCreateInput, menuItemFormInput } from '#shared/schemas/menus.ts';
import { pageCreateInput } from '#shared/schemas/pages.ts';
import { partnerCreateInput } from '#shared/schemas/partners.ts';
import { getGuestPagesAnswer, getGuestPagesSlugBySlugAnswer, getMenusAnswer, getMenusNavByNavAnswer, getPartnersOrganisationByGuidAnswer } from './site-content-legacy-answers';
import { legacyDeletedAnswer } from '#server/legacy/legacy-answers.ts';

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Form-encoded clients send numbers as text; anything unreadable is left for the schema to refuse. */
function number(value: unknown): unknown {
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
}

/** A legacy menu entry names its page by guid or by slug. */
async function menuFields({ caller, body }: LegacyCall) {
  let pageGuid = text(body.pageGuid) || null;
  const slug = text(body.slug);
  if (!pageGuid && slug) pageGuid = (await caller.page.bySlug({ slug })).guid;
  return { name: text(body.name), type: number(body.type) as 0, link: text(body.link), pageGuid };
}

function navOf(value: string | undefined): MenuNav {
  const nav = MENU_NAVS.find((candidate) => candidate === value);
  if (!nav) throw new AppError('not-found');
  return nav;
}

/** Legacy page, menu and partner routes (spec 2 §7 "Labels, menus, pages, files, partners"): thin mappings. */
export function siteContentLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/guest/pages', async ({ caller }) => {
    const pages = await caller.page.listPublic();
    return new LegacyList(pages, pages.length);
  }, { doc: { response: getGuestPagesAnswer, summary: "The site's pages, for visitors", answers: 'list' } });
  table.route('GET', '/guest/pages/slug/:slug', ({ caller, params }) => caller.page.bySlug({ slug: params.slug ?? '' }), { doc: { response: getGuestPagesSlugBySlugAnswer, summary: "A page by its slug" } });
  table.route('GET', '/api/pages', async ({ caller }) => {
    const pages = await caller.page.list();
    return new LegacyList(pages, pages.length);
  }, { doc: { response: getGuestPagesAnswer, summary: "The site's pages (admins)", answers: 'list' } });
  table.route('POST', '/api/pages', ({ caller, body }) => caller.page.create({ title: text(body.title), body: text(body.body ?? body.content) }), { doc: { response: getGuestPagesSlugBySlugAnswer, summary: "Create a page", body: pageCreateInput } });
  table.route('GET', '/api/pages/:guid', ({ caller, params }) => caller.page.byGuid({ guid: params.guid ?? '' }), { doc: { response: getGuestPagesSlugBySlugAnswer, summary: "A page" } });
  table.route('PUT', '/api/pages/:guid', ({ caller, params, body }) => caller.page.update({ guid: params.guid ?? '', title: text(body.title), body: text(body.body ?? body.content) }), { doc: { response: getGuestPagesSlugBySlugAnswer, summary: "Save a page", body: pageCreateInput } });
  table.route('DELETE', '/api/pages/:guid', ({ caller, params }) => caller.page.delete({ guid: params.guid ?? '' }), { doc: { response: legacyDeletedAnswer, summary: "Delete a page" } });

  table.route('GET', '/menus', async ({ caller }) => {
    const items = await caller.menu.list();
    return new LegacyList(items, items.length);
  }, { doc: { response: getMenusAnswer, summary: "The site's menu items", answers: 'list' } });
  table.route('GET', '/menus/nav/:nav', ({ caller, params }) => caller.menu.nav({ nav: navOf(params.nav) }), { doc: { response: getMenusNavByNavAnswer, summary: "One menu's items: top, footer or footer2" } });
  table.route('POST', '/menus', async (call) => {
    // The procedure's schema checks the nav, after its tier: a visitor hears to sign in, not that the nav is missing.
    const created = await call.caller.menu.create({ ...(await menuFields(call)), nav: text(call.body.nav) as MenuNav });
    const navPos = number(call.body.navPos);
    return typeof navPos === 'number' ? call.caller.menu.setPosition({ guid: created.guid, navPos }) : created;
  }, { doc: { response: getMenusAnswer, summary: "Create a menu item", body: menuItemCreateInput } });
  table.route('GET', '/menus/:guid', ({ caller, params }) => caller.menu.byGuid({ guid: params.guid ?? '' }), { doc: { response: getMenusAnswer, summary: "A menu item" } });
  table.route('POST', '/menus/:guid', async (call) => call.caller.menu.update({ guid: call.params.guid ?? '', ...(await menuFields(call)) }), { doc: { response: getMenusAnswer, summary: "Save a menu item", body: menuItemFormInput } });
  table.route('DELETE', '/menus/:guid', ({ caller, params }) => caller.menu.delete({ guid: params.guid ?? '' }), { doc: { response: legacyDeletedAnswer, summary: "Delete a menu item" } });
  table.route('POST', '/menus/:guid/pos', ({ caller, params, body }) => caller.menu.setPosition({ guid: params.guid ?? '', navPos: number(body.navPos) as number }), { doc: { response: getMenusAnswer, summary: "Move a menu item", body: z.object({ navPos: z.union([z.number().int(), z.string()]) }) } });

  table.route('GET', '/partners/organisation/:guid', async ({ caller, ctx, params }) => {
    // Only this site's partners are served here; another organisation's guid names nothing.
    if (params.guid !== ctx.site.id) throw new AppError('not-found');
    const partners = await caller.partner.list();
    return new LegacyList(partners, partners.length);
  }, { doc: { response: getPartnersOrganisationByGuidAnswer, summary: "This site's partners", answers: 'list' } });
  table.route('GET', '/partners/:guid', ({ caller, params }) => caller.partner.byGuid({ guid: params.guid ?? '' }), { doc: { response: getPartnersOrganisationByGuidAnswer, summary: "A partner" } });
  table.route('POST', '/partners', ({ caller, body }) => caller.partner.create({ name: text(body.name), link: text(body.link), logoGuid: text(body.logoGuid) || null }), { doc: { response: getPartnersOrganisationByGuidAnswer, summary: "Create a partner", body: partnerCreateInput } });
  table.route('POST', '/partners/:guid', ({ caller, params, body }) =>
    caller.partner.update({ guid: params.guid ?? '', name: text(body.name), link: text(body.link), logoGuid: text(body.logoGuid) || null }), { doc: { response: getPartnersOrganisationByGuidAnswer, summary: "Save a partner", body: partnerCreateInput } }
  );
  table.route('DELETE', '/partners/:guid', ({ caller, params }) => caller.partner.delete({ guid: params.guid ?? '' }), { doc: { response: legacyDeletedAnswer, summary: "Delete a partner" } });
}
