import { IDEA_SORTS } from '../../../src-shared/constants';
import { integerParam, listParam, oneOfParam, searchReader, textParam, type SearchParam } from '../../search-params';

const filterItem = textParam(200, { trim: true });

/** A filter list in the URL: strings only, blanks and repeats dropped; unreadable drops out. */
const urlList: SearchParam<string[]> = (value) => {
  const list = listParam(filterItem, 20)(value);
  const kept = [...new Set(list?.filter(Boolean))];
  return kept.length > 0 ? kept : undefined;
};

const searchText = textParam(200, { trim: true });

/**
 * The Ideas tab's URL: ?sort is one of the idea orders, ?page is 1-based, ?q the free-text
 * search, ?authors and ?tags the filters (user guids, tag slugs). Anything unreadable drops out,
 * so the server picks the campaign's default order and the first page; a known order this
 * viewer may not use (rating for a participant) is still sent, and the server answers the order
 * it used instead.
 */
export const ideasSearch = searchReader({
  sort: oneOfParam(IDEA_SORTS),
  page: integerParam(1, 10_000),
  q: (value) => searchText(value) || undefined,
  authors: urlList,
  tags: urlList,
});
export type IdeasSearch = ReturnType<typeof ideasSearch>;

/** The page to link to: page 1 stays out of the URL. */
export function pageSearch(page: number): number | undefined {
  return page <= 1 ? undefined : page;
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function hasIdeaFilters(search: IdeasSearch): boolean {
  return Boolean(search.q || search.authors?.length || search.tags?.length);
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
