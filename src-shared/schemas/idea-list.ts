import { z } from 'zod';
import { IDEA_SORTS, IDEA_STATUSES, RECENT_IDEAS_COUNT, type IdeaStatus } from '../constants';
import { isGuid } from './common';

export type IdeaSort = (typeof IDEA_SORTS)[number];

/** Only coaches and admins may order by rating or feedback (spec 1 §2). */
export const coachOnlySorts: readonly IdeaSort[] = ['rating', 'feedback'];

/** Statuses no one but coaches sees in lists (spec 1 §4: declined ideas are hidden from non-coaches); drafts are never listed. */
export const HIDDEN_FROM_PARTICIPANTS: readonly IdeaStatus[] = ['DRAFT', 'declined', 'ARCHIVED'];
export const HIDDEN_FROM_COACHES: readonly IdeaStatus[] = ['DRAFT'];

/** The statuses a campaign's lists show this viewer, so the only ones its status filter offers. */
export function listedIdeaStatuses(coach: boolean): IdeaStatus[] {
  const hidden = coach ? HIDDEN_FROM_COACHES : HIDDEN_FROM_PARTICIPANTS;
  return IDEA_STATUSES.filter((status) => !hidden.includes(status));
}

export const IDEA_PAGE_SIZE = 10;
/** The most a legacy caller may ask for in one page (`count`). */
export const IDEA_MAX_PAGE_SIZE = 50;

/** A filter list: guids or slugs, blanks dropped, at most 20 (a longer filter is no one's real choice). */
const filterList = z
  .array(z.string().trim().max(200))
  .max(20)
  .default([])
  .transform((list) => [...new Set(list.filter(Boolean))]);

/**
 * A campaign's ideas list (spec 1 §2 Ideas tab, §7 GET /guest/ideas). The campaign by slug, or
 * by guid as the legacy visitor list names it. Unknown sort values fall back to the campaign's
 * default (spec 1 §4), so the schema never refuses one. `offset` (legacy) wins over `page`.
 */
export const campaignIdeasInput = z
  .object({
    slug: z.string().trim().min(1).max(200).optional(),
    campaignGuid: z.string().trim().refine(isGuid, 'invalid-input').optional(),
    sort: z.string().trim().max(40).optional(),
    page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
    count: z.coerce.number().int().min(1).max(IDEA_MAX_PAGE_SIZE).catch(IDEA_PAGE_SIZE).default(IDEA_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).max(1_000_000).optional().catch(undefined),
    /** Free text over title, description and the public searchable extra fields. */
    search: z.string().trim().max(200).optional(),
    /** Accepted authors' guids: ideas with any of them as an author. Not a guid: matches no one. */
    authors: filterList,
    /** Tag guids or slugs: ideas with any of these tags. */
    tags: filterList,
    /**
     * Ideas with this status only. A status hidden from the viewer is not refused: the list keeps
     * its visibility rule, so it answers no ideas, as for a status no idea has.
     */
    status: z.enum(IDEA_STATUSES, { message: 'invalid-input' }).optional(),
  })
  .refine((input) => input.slug !== undefined || input.campaignGuid !== undefined, { message: 'ERROR_REQUIRED', path: ['slug'] });
export type CampaignIdeasInput = z.input<typeof campaignIdeasInput>;
export type CampaignIdeasQuery = z.output<typeof campaignIdeasInput>;

export interface IdeaSortOptions {
  open: boolean;
  coach: boolean;
  /** A free-text search is active: relevance (custom) is then the default and only then offered. */
  searching?: boolean;
}

/**
 * The order a list uses: the one asked for when allowed, else relevance while searching,
 * trending while open and winners first once closed.
 */
export function effectiveIdeaSort(asked: string | undefined, options: IdeaSortOptions): IdeaSort {
  const fallback: IdeaSort = options.searching ? 'custom' : options.open ? 'trending' : 'winnerIdeas';
  // winnerIdeas is the closed campaign's default only: a client may ask for the six of spec 1 §4.
  const sort = (IDEA_SORTS as readonly string[]).includes(asked ?? '') && asked !== 'winnerIdeas' ? (asked as IdeaSort) : fallback;
  if (sort === 'trending' && !options.open) return fallback;
  if (sort === 'custom' && !options.searching) return fallback;
  if (coachOnlySorts.includes(sort) && !options.coach) return fallback;
  return sort;
}

/**
 * The words of a free-text search, as prefix terms PostgreSQL's to_tsquery can never refuse:
 * only letters, digits and combining marks survive, so no tsquery operator (& | ! : * ( ) ' <->)
 * reaches it. Empty when nothing searchable is left.
 */
export function searchTerms(text: string | undefined): string[] {
  if (!text) return [];
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, 60));
  return [...new Set(words)].slice(0, 10);
}

/** The to_tsquery text for the terms: every word, each as a prefix ("sol:* & pan:*"). */
export function prefixTsquery(terms: string[]): string {
  return terms.map((term) => `${term}:*`).join(' & ');
}

/** A new idea's title long enough to look for likely duplicates (item 11). */
export const SIMILAR_TITLE_MIN_LENGTH = 4;
export const SIMILAR_TITLES_LIMIT = 5;

export const similarTitlesInput = z.object({
  campaignSlug: z.string().trim().min(1).max(200),
  title: z.string().trim().max(200),
  /** The idea being edited, which is not its own duplicate. */
  exceptGuid: z.string().trim().refine(isGuid, 'invalid-input').optional(),
});
export type SimilarTitlesInput = z.infer<typeof similarTitlesInput>;

export const recentIdeasInput = z.object({ count: z.coerce.number().int().min(1).max(IDEA_MAX_PAGE_SIZE).catch(RECENT_IDEAS_COUNT).default(RECENT_IDEAS_COUNT) }).default({ count: RECENT_IDEAS_COUNT });
