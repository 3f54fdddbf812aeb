import { mediaUrl } from '../media/media.presenter';
import type { Partner } from './partner.entity';

/** Logos show at most 250 px high (spec 1 §9); twice that for sharp screens. */
const LOGO_VARIANT = '?h=500';

/** A partner (spec 2 §3 Partner: guid, name, link, logo.url, organisationGuid). */
export function presentPartner(partner: Partner) {
  return {
    guid: partner.id,
    name: partner.name,
    link: partner.link,
    logo: partner.logo ? { guid: partner.logo.id, url: `${mediaUrl(partner.logo)}${LOGO_VARIANT}` } : null,
    organisationGuid: partner.organisation.id,
  };
}
export type PartnerDto = ReturnType<typeof presentPartner>;
