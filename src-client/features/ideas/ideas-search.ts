import { IDEA_SORTS, IDEA_STATUSES } from '#shared/constants.ts';
import { integerParam, listParam, oneOfParam, searchReader, textParam, type SearchParam } from '#client/search-params.ts';

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
 * search, ?authors and ?tags the filters (user guids, tag slugs), ?status one idea status.
 * Anything unreadable drops out,
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
  status: oneOfParam(IDEA_STATUSES),
});
export type IdeasSearch = ReturnType<typeof ideasSearch>;
