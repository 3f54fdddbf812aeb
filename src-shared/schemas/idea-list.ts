import { z } from 'zod';

/** Idea orders of the campaign Ideas tab (spec 1 §2; ARCHITECTURE §7 defines each). */
export const ideaSorts = ['trending', 'popular', 'new', 'rating', 'feedback', 'winnerIdeas'] as const;
export type IdeaSort = (typeof ideaSorts)[number];

/** Only coaches and admins may order by rating or feedback (spec 1 §2). */
export const coachOnlySorts: readonly IdeaSort[] = ['rating', 'feedback'];

export const IDEA_PAGE_SIZE = 10;

/** Unknown sort values fall back to the campaign's default (spec 1 §4), so the schema never refuses one. */
export const campaignIdeasInput = z.object({
  slug: z.string().trim().min(1).max(200),
  sort: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type CampaignIdeasInput = z.infer<typeof campaignIdeasInput>;

/** The order a list uses: the one asked for when allowed, else trending while open and winners first once closed. */
export function effectiveIdeaSort(asked: string | undefined, options: { open: boolean; coach: boolean }): IdeaSort {
  const fallback: IdeaSort = options.open ? 'trending' : 'winnerIdeas';
  const sort = (ideaSorts as readonly string[]).includes(asked ?? '') ? (asked as IdeaSort) : fallback;
  if (sort === 'trending' && !options.open) return fallback;
  if (coachOnlySorts.includes(sort) && !options.coach) return fallback;
  return sort;
}
