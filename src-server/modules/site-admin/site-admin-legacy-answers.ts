import { z } from 'zod';
import { instant } from '#server/legacy/legacy-answers.ts';

/** The `result` of each legacy site-admin route (of each entry, for a list), for the OpenAPI document; loose objects, as an answer may carry more. */

/** GET /admin/sites, POST /api/v2/organisations, POST /api/v2/organisations/:guid */
export const getAdminSitesAnswer = z.looseObject({
  guid: z.string(),
  name: z.string(),
  slug: z.string(),
  subdomain: z.string(),
  publicUrl: z.string(),
  language: z.string(),
  premium: z.boolean(),
  isDefault: z.boolean(),
  address: z.string(),
  createdAt: instant,
  assets: z.looseObject({
    logo: z.string(),
    footerlogo: z.string(),
    hero: z.string(),
    heromobile: z.string(),
  }),
});
