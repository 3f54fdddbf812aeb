import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldErrors } from '#shared/errors.ts';
import { isSafeLink } from '#shared/safe-link.ts';
import type { OrganisationSettings } from '#shared/schemas/organisation.ts';
import type { UploadContext } from '#shared/upload-rules.ts';
import { MediaFileSchema } from '#server/entities/media.entity.ts';
import { mediaUrl } from '#server/modules/media/media.presenter.ts';

/** Which upload context each branding image comes from: its crop and size rules (spec 3 §9). */
export const ASSET_CONTEXTS = {
  logo: 'siteLogo',
  logoneg: 'siteLogo',
  footerlogo: 'siteFooterLogo',
  hero: 'siteHero',
  heromobile: 'siteHeroMobile',
} as const satisfies Record<string, UploadContext>;
export type AssetImage = keyof typeof ASSET_CONTEXTS;

const MEDIA_PATH = /^\/media\/([0-9a-f-]{36})$/i;

/**
 * The branding images an update may not take: each must stay as saved, be removed, or be a
 * file uploaded to this site in that image's context (so its crop and size were checked), never
 * an address elsewhere that every visitor's browser would then load.
 */
export async function refusedAssets(em: EntityManager, saved: OrganisationSettings['assets'], next: Record<AssetImage, string>): Promise<FieldErrors> {
  const wanted = (Object.keys(ASSET_CONTEXTS) as AssetImage[]).filter((key) => next[key] !== '' && next[key] !== saved[key]);
  const ids = wanted.map((key) => MEDIA_PATH.exec(next[key])?.[1]).filter((id): id is string => id !== undefined);
  // The em is tenant-scoped: another site's file is not found.
  const found = ids.length === 0 ? [] : await em.find(MediaFileSchema, { id: { $in: ids } }, { fields: ['id', 'context'], disableIdentityMap: true });
  const errors: FieldErrors = {};
  for (const key of wanted) {
    const media = found.find((row) => mediaUrl(row) === next[key]);
    if (!media || media.context !== ASSET_CONTEXTS[key]) errors[`assets.${key}`] = ['INVALID_SITE_ASSET'];
  }
  return errors;
}

/**
 * The branding images as pages show them: an address that is no safe link (a javascript: one
 * from an import, say) is no image. Uploaded files and web addresses saved before stay.
 */
export function shownAssets(assets: OrganisationSettings['assets']): OrganisationSettings['assets'] {
  const shown = { ...assets };
  for (const key of Object.keys(ASSET_CONTEXTS) as AssetImage[]) if (!isSafeLink(shown[key])) shown[key] = '';
  return shown;
}
