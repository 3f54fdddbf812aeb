import { z } from 'zod';
import { coachOnlySorts, effectiveIdeaSort, ideaSorts, type IdeaSort } from '../../../src-shared/schemas/idea-list';

/**
 * The Ideas tab's URL: ?sort is one of the idea orders, ?page is 1-based. Anything unreadable
 * drops out, so the server picks the campaign's default order and the first page; a known order
 * this viewer may not use (rating for a participant) is still sent, and the server answers the
 * order it used instead.
 */
export const ideasSearchSchema = z.object({
  sort: z.enum(ideaSorts).optional().catch(undefined),
  page: z.number().int().min(1).max(10_000).optional().catch(undefined),
});
export type IdeasSearch = z.infer<typeof ideasSearchSchema>;

export interface IdeaSortContext {
  /** The campaign is running (phase active): only then does trending make sense. */
  open: boolean;
  /** The server said this viewer coaches the list (rating and feedback orders). */
  coachView: boolean;
}

/** The order a list gets when none is asked for: trending while open, winners first afterwards (spec 1 §4). */
export function defaultIdeaSort(context: IdeaSortContext): IdeaSort {
  return effectiveIdeaSort(undefined, { open: context.open, coach: context.coachView });
}

/**
 * The orders the sort control offers (spec 1 §2), the default first: trending only while the
 * campaign is open, "winners first" once it is not, rating and feedback only for coaches. The
 * order in use is always among them, so the control can show what the server answered.
 */
export function ideaSortOptions(context: IdeaSortContext, current: IdeaSort): IdeaSort[] {
  const offered = ideaSorts.filter((sort) => {
    if (sort === 'trending') return context.open;
    if (sort === 'winnerIdeas') return !context.open;
    if (coachOnlySorts.includes(sort)) return context.coachView;
    return true;
  });
  const fallback = defaultIdeaSort(context);
  const ordered = [fallback, ...offered.filter((sort) => sort !== fallback)];
  return ordered.includes(current) ? ordered : [current, ...ordered];
}

/** A search change to another order: back to page 1, and the default order stays out of the URL. */
export function sortSearch(sort: IdeaSort, context: IdeaSortContext): IdeasSearch {
  return { sort: sort === defaultIdeaSort(context) ? undefined : sort, page: undefined };
}

/** The page to link to: page 1 stays out of the URL. */
export function pageSearch(page: number): number | undefined {
  return page <= 1 ? undefined : page;
}
