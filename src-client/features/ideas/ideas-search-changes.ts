import { IDEA_SORTS, type IdeaStatus } from '#shared/constants.ts';
import { coachOnlySorts, effectiveIdeaSort, listedIdeaStatuses, type IdeaSort } from '#shared/schemas/idea-list.ts';
import type { IdeasSearch } from './ideas-search';

// How the Ideas tab's search changes; apart from reading it, which every page downloads with the routes.

export interface IdeaSortContext {
  /** The campaign is running (phase active): only then does trending make sense. */
  open: boolean;
  /** The server said this viewer coaches the list (rating and feedback orders). */
  coachView: boolean;
  /** A free-text search is active: relevance is then the default and only then offered. */
  searching?: boolean;
}

/** The order a list gets when none is asked for: relevance while searching, else trending while open and winners first afterwards (spec 1 §4). */
export function defaultIdeaSort(context: IdeaSortContext): IdeaSort {
  return effectiveIdeaSort(undefined, { open: context.open, coach: context.coachView, searching: context.searching });
}

/**
 * The orders the sort control offers (spec 1 §2), the default first: relevance ("custom") only
 * while searching, trending only while the campaign is open, "winners first" once it is not,
 * rating and feedback only for coaches. The order in use is always among them, so the control
 * can show what the server answered.
 */
export function ideaSortOptions(context: IdeaSortContext, current: IdeaSort): IdeaSort[] {
  const offered = IDEA_SORTS.filter((sort) => {
    if (sort === 'custom') return Boolean(context.searching);
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
export function sortSearch(sort: IdeaSort, context: IdeaSortContext): Pick<IdeasSearch, 'sort' | 'page'> {
  return { sort: sort === defaultIdeaSort(context) ? undefined : sort, page: undefined };
}

/** The page to link to: page 1 stays out of the URL. */
export function pageSearch(page: number): number | undefined {
  return page <= 1 ? undefined : page;
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function hasIdeaFilters(search: IdeasSearch): boolean {
  return Boolean(search.q || search.authors?.length || search.tags?.length || search.status);
}

/**
 * The statuses the status filter offers: those the list shows this viewer (a participant never
 * sees declined or archived ideas, so is not offered them), plus the one in use when a link
 * named another, so the control shows what the URL asks for.
 */
export function ideaStatusOptions(coachView: boolean, current: IdeaStatus | undefined): IdeaStatus[] {
  const listed = listedIdeaStatuses(coachView);
  return current && !listed.includes(current) ? [current, ...listed] : listed;
}

/** A change of status filter (undefined for all statuses): back to page 1. */
export function statusSearch(previous: IdeasSearch, status: IdeaStatus | undefined): IdeasSearch {
  return { ...previous, status, page: undefined };
}

/**
 * A change of search text: back to page 1; relevance is the searched list's default, so an
 * order that only made sense for the other state (relevance without a search) is dropped.
 */
export function textSearch(q: string, previous: IdeasSearch): IdeasSearch {
  const text = q.trim() || undefined;
  return { ...previous, q: text, page: undefined, sort: previous.sort === 'custom' && !text ? undefined : previous.sort };
}

/** One filter value toggled on or off: back to page 1. */
export function toggleFilter(previous: IdeasSearch, key: 'authors' | 'tags', value: string): IdeasSearch {
  const current = previous[key] ?? [];
  const next = current.includes(value) ? current.filter((entry) => entry !== value) : [...current, value];
  return { ...previous, [key]: next.length > 0 ? next : undefined, page: undefined };
}

/** Every filter cleared; the order stays unless it was relevance, which needs a search. */
export function clearedFilters(previous: IdeasSearch): IdeasSearch {
  return { sort: previous.sort === 'custom' ? undefined : previous.sort };
}
