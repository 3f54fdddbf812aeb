import { z } from 'zod';

/** GET /campaigns/search (spec 2 §6): a name or brief containing the query, paged by offset. */
export const campaignSearchInput = z.object({
  query: z.string().trim().max(200, 'VALUE_TOO_LONG').default(''),
  count: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  orderBy: z.enum(['name', 'startDate', 'endDate', 'createdAt']).catch('endDate'),
  order: z.enum(['asc', 'desc']).catch('desc'),
});
export type CampaignSearchInput = z.infer<typeof campaignSearchInput>;

/** GET /guest/campaigns: what a visitor sees on the start page (featured, or shown on the landing page). */
export const guestCampaignsInput = z.object({
  featured: z.boolean().optional(),
  showOnLandingPage: z.boolean().optional(),
});

/** GET /api/v2/campaigns/?slugs=a,b */
export const campaignsBySlugsInput = z.object({ slugs: z.array(z.string().trim().min(1).max(200)).max(50) });
