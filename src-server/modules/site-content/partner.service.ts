import { isGuid } from '#shared/schemas/common.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { PARTNER_STRIP_DEFAULT, type PartnerCreateInput, type PartnerUpdateInput } from '#shared/schemas/partners.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext } from '#server/trpc/context.ts';
import type { MediaFile } from '#server/entities/media.entity.ts';
import { deleteMedia, findMedia } from '#server/modules/media/media.service.ts';
import { PartnerSchema, type Partner } from '#server/entities/partner.entity.ts';

/** More partners than a strip could ever show are not read for it. */
const STRIP_CANDIDATES = 500;

export async function listPartners(ctx: AppContext): Promise<Partner[]> {
  return ctx.em.find(PartnerSchema, {}, { populate: ['logo'], orderBy: { name: 'asc', id: 'asc' } });
}

export async function getPartner(ctx: AppContext, guid: string): Promise<Partner> {
  const partner = isGuid(guid) ? await ctx.em.findOne(PartnerSchema, { id: guid }, { populate: ['logo'] }) : null;
  if (!partner) throw new AppError('not-found');
  return partner;
}

/**
 * How many logos the landing page and footer show: the site's maxVisiblePartnerLogos once an
 * admin has set it, else the strip's own default of 12 (spec 1 §9 and spec 3 §9 name both).
 */
export function partnerStripSize(storedSettings: Readonly<Record<string, unknown>>): number {
  return 'maxVisiblePartnerLogos' in storedSettings ? settingsWithDefaults(storedSettings).maxVisiblePartnerLogos : PARTNER_STRIP_DEFAULT;
}

/** A random few of the site's partners for the logo strip (none when it has none). */
export async function partnerStrip(ctx: AppContext): Promise<Partner[]> {
  const size = partnerStripSize(ctx.site.settings);
  if (size === 0) return [];
  const all = await ctx.em.find(PartnerSchema, {}, { populate: ['logo'], limit: STRIP_CANDIDATES, orderBy: { id: 'asc' } });
  for (let i = all.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all.slice(0, size);
}

/** A logo must be an image uploaded for partners on this site. */
async function partnerLogo(ctx: AppContext, guid: string | null | undefined): Promise<MediaFile | null> {
  if (!guid) return null;
  const media = await findMedia(ctx.em, guid);
  if (media.context !== 'partnerLogo') throw new AppError('not-found');
  return media;
}

export async function createPartner(ctx: AppContext, input: PartnerCreateInput): Promise<Partner> {
  const partner = ctx.em.create(PartnerSchema, { organisation: ctx.org, name: input.name, link: input.link, logo: await partnerLogo(ctx, input.logoGuid) });
  await ctx.em.flush();
  return partner;
}

/** A replaced logo's file goes: nothing else shows it. */
export async function updatePartner(ctx: AppContext, input: PartnerUpdateInput): Promise<Partner> {
  const partner = await getPartner(ctx, input.guid);
  const previous = partner.logo;
  partner.name = input.name;
  partner.link = input.link;
  partner.logo = await partnerLogo(ctx, input.logoGuid);
  await ctx.em.flush();
  if (previous && previous.id !== partner.logo?.id) await deleteMedia(ctx, previous.id);
  return partner;
}

export async function deletePartner(ctx: AppContext, guid: string): Promise<void> {
  const partner = await getPartner(ctx, guid);
  const logo = partner.logo;
  await ctx.em.remove(partner).flush();
  if (logo) await deleteMedia(ctx, logo.id);
}
