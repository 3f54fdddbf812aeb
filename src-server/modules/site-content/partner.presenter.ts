import { IMAGE_DISPLAY_SIZES } from '#shared/image-sizes.ts';
import { isSafeLink } from '#shared/safe-link.ts';
import { mediaUrl } from '#server/modules/media/media.presenter.ts';
import type { Partner } from '#server/entities/partner.entity.ts';

/** Logos fit a 300×250 box (spec 1 §9); twice that for sharp screens, a size the image service renders. */
const { width, height } = IMAGE_DISPLAY_SIZES.partnerLogo;
const LOGO_VARIANT = `?w=${width * 2}&h=${height * 2}`;

/**
 * A partner (spec 2 §3 Partner: guid, name, link, logo.url, organisationGuid). A stored link the
 * form would refuse (a javascript: address from before the check, or an import) is no link: the
 * strip shows the partner without one, and the admin's form asks for a new one.
 */
export function presentPartner(partner: Partner) {
  return {
    guid: partner.id,
    name: partner.name,
    link: isSafeLink(partner.link) ? partner.link : '',
    logo: partner.logo ? { guid: partner.logo.id, url: `${mediaUrl(partner.logo)}${LOGO_VARIANT}` } : null,
    organisationGuid: partner.organisation.id,
  };
}
export type PartnerDto = ReturnType<typeof presentPartner>;
