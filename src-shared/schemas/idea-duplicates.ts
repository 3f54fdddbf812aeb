import { z } from 'zod';
import { guidSchema } from './common';

/** Pairs a page of the possible-duplicates view shows. */
export const DUPLICATE_PAGE_SIZE = 20;
/** Pages beyond this are not offered: a coach works through the most alike pairs first. */
export const DUPLICATE_MAX_PAGE = 100;

const campaignSlug = z.string().trim().min(1).max(200);

/** A page of a campaign's possible duplicates, most alike first (1-based). */
export const duplicatePairsInput = z.object({
  campaignSlug,
  page: z.coerce.number().int().min(1).max(DUPLICATE_MAX_PAGE).catch(1).default(1),
});
export type DuplicatePairsInput = z.infer<typeof duplicatePairsInput>;

/** One pair, named by its two ideas in either order: "not a duplicate", or taking that back. */
export const duplicatePairInput = z.object({ campaignSlug, ideaGuid: guidSchema, otherIdeaGuid: guidSchema });
export type DuplicatePairInput = z.infer<typeof duplicatePairInput>;
