import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldErrors } from '#shared/errors.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { siteCreateInput, siteUpdateInput, SITE_FORM_ASSETS, type SiteCreateInput, type SiteFieldsInput, type SiteUpdateInput } from '#shared/schemas/sites.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { recordAudit, type AuditTarget } from '#server/modules/audit/audit.service.ts';
import { defaultOrganisationRoles } from '#server/modules/organisation/default-roles.ts';
import { OrganisationSchema, type Organisation } from '#server/entities/organisation.entity.ts';
import { hostnameOf } from '#server/modules/organisation/organisation.service.ts';
import { refusedAssets } from '#server/modules/organisation/site-assets.ts';
import { inviteFirstAdmin } from './site-first-admin';
import { refusingDuplicates } from '#server/db/unique-violation.ts';

type SiteAssets = ReturnType<typeof siteCreateInput.parse>['assets'];

/** Every site, by name (spec 2 §2 /admin/sites). Sites are not tenant rows: the organisation table is what the filter points at. */
export function listSites(ctx: AuthedContext): Promise<Organisation[]> {
  return ctx.em.find(OrganisationSchema, {}, { orderBy: { name: 'asc', id: 'asc' } });
}

export async function siteBySlug(ctx: AuthedContext, slug: string): Promise<Organisation> {
  const org = await ctx.em.findOne(OrganisationSchema, { slug: slug.toLowerCase() });
  if (!org) throw new AppError('not-found');
  return org;
}

/**
 * Adds a site (spec 2 §2 /admin/sites/add): reachable at once on its host name in every process
 * (the organisation row's trigger tells each site cache), with its terms-of-service page (the
 * row's other trigger) and its first admin, who is mailed a link to choose a password.
 */
export async function createSite(ctx: AuthedContext, rawInput: SiteCreateInput): Promise<Organisation> {
  const input = siteCreateInput.parse(rawInput);
  await refuseInvalidFields(ctx, input, null, NO_ASSETS);
  // A site without its first admin's invitation (or the other way round) would be a site nobody can run.
  return ctx.em.transactional(async (em) => {
    const tx = { ...ctx, em };
    const org = em.create(OrganisationSchema, {
      slug: await freeSlug(em, input.subdomain),
      name: input.name,
      subdomain: input.subdomain,
      publicUrl: input.publicUrl || null,
      language: input.language,
      premium: input.premium,
      isDefault: false,
      roles: defaultOrganisationRoles(input.language),
      settings: { assets: { ...NO_ASSETS, ...input.assets } },
    });
    recordAudit(ctx, 'site-created', targetOf(org), { subdomain: org.subdomain, publicUrl: org.publicUrl ?? '', language: org.language, premium: org.premium, admin: input.admin.email }, { em, organisation: org });
    await flushRefusingTakenAddresses(em);
    await adoptAssets(tx, org.id, input.assets);
    await inviteFirstAdmin(tx, org, input.admin);
    return org;
  });
}

/** Saves a site's form (spec 2 §2 /admin/sites/{slug}); its slug stays as created, its other settings as they are. */
export async function updateSite(ctx: AuthedContext, rawInput: SiteUpdateInput): Promise<Organisation> {
  const input = siteUpdateInput.parse(rawInput);
  const org = await ctx.em.findOne(OrganisationSchema, { id: input.guid });
  if (!org) throw new AppError('not-found');
  const saved = settingsWithDefaults(org.settings).assets;
  await refuseInvalidFields(ctx, input, org.id, saved);
  const before = { name: org.name, subdomain: org.subdomain, publicUrl: org.publicUrl, language: org.language, premium: org.premium };
  org.name = input.name;
  org.subdomain = input.subdomain;
  org.publicUrl = input.publicUrl || null;
  org.language = input.language;
  org.premium = input.premium;
  const changed = (Object.keys(before) as (keyof typeof before)[]).filter((key) => before[key] !== org[key]);
  const assetsChanged = SITE_FORM_ASSETS.some((key) => input.assets[key] !== saved[key]);
  // Kept on the edited site, so its own admins see what the super admin changed (premium above all).
  recordAudit(ctx, 'site-updated', targetOf(org), {
    changed: [...changed, ...(assetsChanged ? ['assets'] : [])],
    ...(changed.includes('premium') ? { premium: { from: before.premium, to: org.premium } } : {}),
  }, { organisation: org });
  await flushRefusingTakenAddresses(ctx.em);
  // Only the assets' keys, in one statement: the settings screens save the rest of the settings.
  await ctx.em
    .getConnection()
    .execute(`update organisation set settings = jsonb_set(settings, '{assets}', coalesce(settings->'assets', '{}'::jsonb) || ?::jsonb), updated_at = now() where id = ?`, [JSON.stringify(input.assets), org.id]);
  await adoptAssets(ctx, org.id, input.assets);
  await ctx.em.refresh(org);
  return org;
}

const NO_ASSETS = settingsWithDefaults({}).assets;

/** Entries on a site about the site itself name it, with no target guid (audit.entity.ts). */
function targetOf(org: Organisation): AuditTarget {
  return { name: org.name };
}

/**
 * What the schema cannot judge, all at once and before anything is stored: another site's
 * subdomain or address, and images that are not the super admin's uploads for that place.
 */
async function refuseInvalidFields(ctx: AuthedContext, input: SiteFieldsInput, ownId: string | null, saved: typeof NO_ASSETS): Promise<void> {
  const fieldErrors: FieldErrors = {};
  const others = await ctx.em.find(
    OrganisationSchema,
    { ...(ownId ? { id: { $ne: ownId } } : {}), $or: [{ subdomain: input.subdomain.toLowerCase().trim() }, { publicUrl: { $ne: null } }] },
    { fields: ['subdomain', 'publicUrl'] },
  );
  if (others.some((other) => other.subdomain === input.subdomain.toLowerCase().trim())) fieldErrors.subdomain = ['SUBDOMAIN_TAKEN'];
  const host = input.publicUrl.trim() ? hostnameOf(new URL(input.publicUrl.trim()).host) : null;
  if (host && others.some((other) => other.publicUrl && hostnameOf(new URL(other.publicUrl).host) === host)) fieldErrors.publicUrl = ['PUBLIC_URL_TAKEN'];
  // Uploads are this (the super admin's) site's files until the save hands them to the edited site.
  Object.assign(fieldErrors, await refusedAssets(ctx.em, saved, { ...saved, ...input.assets }));
  const [first] = Object.values(fieldErrors).flat();
  if (first) throw new AppError(first, { fieldErrors });
}

/** The slug a new site gets: its subdomain, or with a number where an older site has that slug. */
async function freeSlug(em: EntityManager, subdomain: string): Promise<string> {
  const taken = new Set((await em.find(OrganisationSchema, { slug: { $like: `${subdomain}%` } }, { fields: ['slug'] })).map((org) => org.slug));
  let slug = subdomain;
  for (let n = 2; taken.has(slug); n += 1) slug = `${subdomain}-${n}`;
  return slug;
}

/** Two saves racing for one subdomain: the database's unique index decides, and the loser hears it as the form would. */
async function flushRefusingTakenAddresses(em: EntityManager): Promise<void> {
  await refusingDuplicates(() => em.flush(), () => new AppError('SUBDOMAIN_TAKEN', { fieldErrors: { subdomain: ['SUBDOMAIN_TAKEN'] } }));
}

/**
 * The site's new images were uploaded on the super admin's current site (the upload checked
 * their crop and size); they become the edited site's files, so its own host serves them.
 */
async function adoptAssets(ctx: AuthedContext, organisationId: string, assets: SiteAssets): Promise<void> {
  if (organisationId === ctx.site.id) return;
  const ids = SITE_FORM_ASSETS.map((key) => /^\/media\/([0-9a-f-]{36})$/i.exec(assets[key])?.[1]).filter((id): id is string => id !== undefined);
  if (ids.length === 0) return;
  await ctx.em.execute(`update media_file set organisation_id = ?, owner_id = null where organisation_id = ? and id in (${ids.map(() => '?').join(', ')})`, [organisationId, ctx.site.id, ...ids]);
}
