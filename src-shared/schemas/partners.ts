import { z } from 'zod';
import { guidInput } from './common';
import { isSafeLink } from '../safe-link';
import { LINK_MAX_LENGTH } from './menus';

/** The landing page and footer show a random few of a site's partners, 12 at most by default (spec 1 §9). */
export const PARTNER_STRIP_DEFAULT = 12;

const partnerFields = z.object({
  name: z.string().trim().min(1, 'ERROR_REQUIRED').max(200, 'VALUE_TOO_LONG'),
  link: z
    .string()
    .trim()
    .max(LINK_MAX_LENGTH, 'VALUE_TOO_LONG')
    .refine((value) => value === '' || isSafeLink(value), 'INVALID_LINK')
    .default(''),
  /** An uploaded image (context partnerLogo); none shows the name instead. */
  logoGuid: z.string().trim().max(64, 'not-found').nullish(),
});

/** A partner (spec 2 §3 Partner: name, link, logo). */
export const partnerCreateInput = partnerFields;
export type PartnerCreateInput = z.infer<typeof partnerCreateInput>;

export const partnerUpdateInput = guidInput.extend(partnerFields.shape);
export type PartnerUpdateInput = z.infer<typeof partnerUpdateInput>;
