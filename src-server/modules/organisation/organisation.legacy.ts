import { isSuperAdmin } from '#shared/permissions.ts';
import { SUPER_SETTINGS_KEYS, type SiteSettingsInput, type SuperSettingsInput } from '#shared/schemas/site-settings.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { LegacyCall, LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import type { AdminSettingsDto } from './site-settings.presenter';
import { z } from 'zod';
import { siteSettingsInput } from '#shared/schemas/site-settings.ts';
import { getApiV2OrganisationsByGuidAuthsettingsAnswer, getOrganisationsSlugBySlugAnswer, postOrganisationsByGuidAnswer } from './organisation-legacy-answers';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A legacy client names an organisation by guid or slug; only the request's own site answers. */
async function ownSite({ caller }: LegacyCall, matches: (site: { guid: string; slug: string }) => boolean) {
  const site = await caller.organisation.current();
  if (!matches(site)) throw new AppError('not-found');
  return site;
}

/**
 * The body's settings over the saved ones, as the settings procedure takes them: legacy clients
 * post the whole organisation they read, so a key they leave out keeps its value. Secrets they
 * read back as empty stay as saved; integration keys belong to the integrations screen.
 */
function siteSettingsFrom(body: Record<string, unknown>, current: AdminSettingsDto): SiteSettingsInput {
  const sent = isRecord(body.settings) ? body.settings : {};
  const saved = current.settings;
  const sentSources = isRecord(sent.externalLoginSources) ? sent.externalLoginSources : {};
  const sentOauth2 = isRecord(sentSources.oauth2) ? sentSources.oauth2 : {};
  const sentOidc = isRecord(sentSources.oidc) ? sentSources.oidc : {};
  const merged: Record<string, unknown> = { ...saved, ...sent };
  // Unchecked here on purpose: the procedure's schema judges each value and names what it refuses.
  return {
    ...merged,
    theme: { ...saved.theme, ...(isRecord(sent.theme) ? sent.theme : {}) },
    assets: { ...saved.assets, ...(isRecord(sent.assets) ? sent.assets : {}) },
    oauth2: { ...saved.externalLoginSources.oauth2, clientSecret: '', ...sentOauth2 },
    oidc: { ...saved.externalLoginSources.oidc, claimMappings: current.oidcClaimMappings, clientSecret: '', ...sentOidc },
  } as SiteSettingsInput;
}

function superSettingsFrom(body: Record<string, unknown>, current: AdminSettingsDto): SuperSettingsInput | null {
  const sent = isRecord(body.settings) ? body.settings : {};
  const changed = SUPER_SETTINGS_KEYS.filter((key) => key in sent && JSON.stringify(sent[key]) !== JSON.stringify(current.settings[key]));
  if (changed.length === 0) return null;
  const merged = Object.fromEntries(SUPER_SETTINGS_KEYS.map((key) => [key, key in sent ? sent[key] : current.settings[key]]));
  return merged as SuperSettingsInput;
}

/** Legacy organisation routes (spec 3 §7, spec 2 §7 Organisation and sites). */
export function organisationLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/organisations/slug/:slug', (call) => ownSite(call, (site) => site.slug === call.params.slug), { doc: { response: getOrganisationsSlugBySlugAnswer, summary: "This site, by its slug" } });

  table.route('GET', '/api/v2/organisations/:guid/authsettings', async (call) => {
    const { settings } = await ownSite(call, (site) => site.guid === call.params.guid);
    const { enableLocal, enableFacebook, enableGoogle, enableOauth2, enableOidc, externalLoginSources } = settings;
    return { enableLocal, enableFacebook, enableGoogle, enableOauth2, enableOidc, externalLoginSources };
  }, { doc: { response: getApiV2OrganisationsByGuidAuthsettingsAnswer, summary: "The site's sign-in sources" } });

  /** Saves the whole organisation's settings: the admin's, and the super admin's where one sends changes to those. */
  table.route('POST', '/organisations/:guid', async (call) => {
    const { caller, body, ctx, params } = call;
    const current = await caller.organisation.adminSettings();
    await ownSite(call, (site) => site.guid === params.guid);
    const superChanges = superSettingsFrom(body, current);
    if (superChanges && !isSuperAdmin(ctx.viewerFacts)) throw new AppError('forbidden');
    let saved = await caller.organisation.updateSettings(siteSettingsFrom(body, current));
    if (superChanges) saved = await caller.organisation.updateSuperSettings(superChanges);
    const site = await caller.organisation.current();
    return { ...site, settings: saved.settings, secretsSet: saved.secretsSet };
  }, { doc: { response: postOrganisationsByGuidAnswer, summary: "Save the organisation's settings (admins; super settings for super admins)", body: z.object(siteSettingsInput.shape).partial().meta({ description: 'The organisation with its settings; fields left out keep their values.' }) } });
}
