import { siteCreateInput, siteFieldsInput, type SiteCreateInput, type SiteFieldsInput } from '#shared/schemas/sites.ts';
import { AppError } from '#server/errors/app-error.ts';
import { LegacyList } from '#server/legacy/envelope.ts';
import type { LegacyCall, LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import type { SiteDto } from './site-admin.presenter';
import { getAdminSitesAnswer } from './site-admin-legacy-answers';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A legacy site body (spec 2 §3 Site: name, subdomain, publicUrl, language, premium, settings)
 * over what is saved: legacy clients post the whole site they read, so what they leave out keeps
 * its value. Unchecked here on purpose: the procedure's schema judges each value and names what
 * it refuses.
 */
function siteFieldsFrom(body: Record<string, unknown>, saved: SiteDto | null): SiteFieldsInput {
  const sentAssets = isRecord(body.settings) && isRecord(body.settings.assets) ? body.settings.assets : {};
  const assets = saved?.assets ?? { logo: '', footerlogo: '', hero: '', heromobile: '' };
  return {
    name: body.name ?? saved?.name,
    subdomain: body.subdomain ?? saved?.subdomain,
    publicUrl: body.publicUrl ?? saved?.publicUrl ?? '',
    language: body.language ?? saved?.language ?? 'en',
    premium: body.premium ?? saved?.premium ?? false,
    assets: { logo: sentAssets.logo ?? assets.logo, footerlogo: sentAssets.footerlogo ?? assets.footerlogo, hero: sentAssets.hero ?? assets.hero, heromobile: sentAssets.heromobile ?? assets.heromobile },
  } as SiteFieldsInput;
}

async function savedSite({ caller, params }: LegacyCall): Promise<SiteDto> {
  const site = (await caller.sites.list()).find((candidate) => candidate.guid === params.guid);
  if (!site) throw new AppError('not-found');
  return site;
}

/** The super admin's site routes (spec 2 §7 Organisation and sites): thin mappings onto sites.*. */
export function siteAdminLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/admin/sites', async ({ caller }) => {
    const sites = await caller.sites.list();
    return new LegacyList(sites, sites.length);
  }, { doc: { response: getAdminSitesAnswer, summary: 'Every site (super admins)', answers: 'list' } });

  /** Creates a site; its first admin comes as `admin` { email, firstName, lastName }. */
  table.route('POST', '/api/v2/organisations', ({ caller, body }) => caller.sites.create({ ...siteFieldsFrom(body, null), admin: body.admin } as SiteCreateInput), { doc: { response: getAdminSitesAnswer, summary: 'Create a site with its first admin (super admins)', body: siteCreateInput } });

  /** Updates a site; the payload drops publicUrl and slug (spec 2 §7), so both stay as saved. */
  table.route('POST', '/api/v2/organisations/:guid', async (call) => {
    const saved = await savedSite(call);
    const { publicUrl: _ignored, ...body } = call.body;
    return call.caller.sites.update({ ...siteFieldsFrom(body, saved), guid: saved.guid });
  }, { doc: { response: getAdminSitesAnswer, summary: 'Update a site; publicUrl and slug stay as saved (super admins)', body: siteFieldsInput.partial() } });
}
