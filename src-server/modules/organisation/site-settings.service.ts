import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldErrors } from '#shared/errors.ts';
import { settingsWithDefaults, type OrganisationSettings } from '#shared/schemas/organisation.ts';
import {
  siteSettingsInput,
  superSettingsInput,
  type SiteSettingsInput,
  type SiteSettingsValues,
  type SuperSettingsInput,
} from '#shared/schemas/site-settings.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { agreementChoices, invalidAgreementLinks } from './legal-link-agreements';
import { refusedOauth2Endpoints } from './oauth2-endpoints';
import { refusedClaimMappings, refusedOidcIssuer } from './oidc-settings';
import { refusedAssets } from './site-assets';
import { presentAdminSettings, type AdminSettingsDto } from './site-settings.presenter';

/** The site's settings as stored now: the request's site may be a cached copy, and a form shows what was saved. */
export async function storedSettings(em: EntityManager, organisationId: string): Promise<OrganisationSettings> {
  // Through the EntityManager, not its connection: inside a transaction, the transaction's view.
  const [row] = await em.execute<{ settings: unknown }[]>('select settings from organisation where id = ?', [organisationId]);
  return settingsWithDefaults(row?.settings);
}

/**
 * Writes only the given top-level keys, in one statement, so a save never undoes another
 * screen's change to other keys (the integrations screen saves its own). The organisation's
 * trigger then tells every process to forget its cached copy of the site.
 */
export async function mergeSettings(em: EntityManager, organisationId: string, changes: Partial<OrganisationSettings>): Promise<void> {
  await em.execute('update organisation set settings = settings || ?::jsonb, updated_at = now() where id = ?', [JSON.stringify(changes), organisationId], 'run');
}

export async function adminSettings(ctx: AppContext): Promise<AdminSettingsDto> {
  return presentAdminSettings(await storedSettings(ctx.em, ctx.site.id), await agreementChoices(ctx.em));
}

/** A write-only secret: an empty entry keeps what is saved, `clear` removes it. */
function nextSecret(saved: string, entered: string, clear: boolean): string {
  if (clear) return '';
  return entered || saved;
}

/** The stored shape of the admin's settings: the OAuth2 source goes where sign-in reads it. */
function storedChanges(input: SiteSettingsValues, saved: OrganisationSettings): Partial<OrganisationSettings> {
  const { oauth2, oidc, ...rest } = input;
  const { clearClientSecret, clientSecret, ...source } = oauth2;
  const { clearClientSecret: clearOidcSecret, clientSecret: oidcSecret, ...oidcSource } = oidc;
  return {
    ...rest,
    externalLoginSources: {
      ...saved.externalLoginSources,
      oauth2: { ...source, clientSecret: nextSecret(saved.externalLoginSources.oauth2.clientSecret, clientSecret, clearClientSecret) },
      oidc: { ...oidcSource, clientSecret: nextSecret(saved.externalLoginSources.oidc.clientSecret, oidcSecret, clearOidcSecret) },
    },
  };
}

/**
 * Saves the organisation admin's settings (spec 3 §3, spec 2 §3). Nothing is stored when any
 * field is refused: the schema's rules, then what needs the database (branding images that are
 * this site's uploads, agreement links naming a published agreement) or the resolver (the
 * site's own OAuth2 endpoints at public addresses).
 */
export async function updateSiteSettings(ctx: AuthedContext, rawInput: SiteSettingsInput): Promise<AdminSettingsDto> {
  const input = siteSettingsInput.parse(rawInput);
  const saved = await storedSettings(ctx.em, ctx.site.id);
  const fieldErrors: FieldErrors = {
    ...(await refusedAssets(ctx.em, saved.assets, input.assets)),
    ...(await invalidAgreementLinks(ctx.em, input)),
    ...(await refusedOauth2Endpoints(ctx.deps.adminConfiguredUrls, input)),
    ...refusedClaimMappings(input, saved),
  };
  // Discovery only once everything else passed: it waits on the provider.
  if (Object.keys(fieldErrors).length === 0) Object.assign(fieldErrors, await refusedOidcIssuer(ctx.deps.adminConfiguredUrls, input, nextSecret(saved.externalLoginSources.oidc.clientSecret, input.oidc.clientSecret, input.oidc.clearClientSecret)));
  const [first] = Object.values(fieldErrors).flat();
  if (first) throw new AppError(first, { fieldErrors });
  await saveAudited(ctx, 'settings-updated', storedChanges(input, saved));
  return adminSettings(ctx);
}

/**
 * Merges the changes and records which settings they changed, in one transaction: a save is never
 * without its entry, and the entry names what this save changed, not what a concurrent one did
 * (the row is locked from the read before to the entry).
 */
export async function saveAudited(ctx: AuthedContext, action: 'settings-updated' | 'super-settings-updated' | 'registration-fields-updated', changes: Partial<OrganisationSettings>): Promise<void> {
  await ctx.em.transactional(async (em) => {
    await em.execute('select 1 from organisation where id = ? for update', [ctx.site.id]);
    const before = await storedSettings(em, ctx.site.id);
    await mergeSettings(em, ctx.site.id, changes);
    recordAudit(ctx, action, {}, { changed: changedKeys(before, await storedSettings(em, ctx.site.id)) }, { em });
  });
}

const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

/**
 * The settings a save changed, by name: the audit log says what changed, never to what (some are
 * secrets). A changed sign-in provider is named too (`externalLoginSources.oidc`), with its secret
 * apart, so the log tells a new issuer from a new secret.
 */
function changedKeys(before: OrganisationSettings, after: OrganisationSettings): string[] {
  const keys: string[] = (Object.keys(after) as (keyof OrganisationSettings)[]).filter((key) => differs(before[key], after[key]));
  for (const source of ['oauth2', 'oidc'] as const) {
    const { clientSecret: secretBefore, ...restBefore } = before.externalLoginSources[source];
    const { clientSecret: secretAfter, ...restAfter } = after.externalLoginSources[source];
    if (differs(restBefore, restAfter)) keys.push(`externalLoginSources.${source}`);
    if (secretBefore !== secretAfter) keys.push(`externalLoginSources.${source}.clientSecret`);
  }
  return keys;
}

/** Saves the super admin's settings (spec 2 §2 super-settings). */
export async function updateSuperSettings(ctx: AuthedContext, rawInput: SuperSettingsInput): Promise<AdminSettingsDto> {
  await saveAudited(ctx, 'super-settings-updated', superSettingsInput.parse(rawInput));
  return adminSettings(ctx);
}
