import { ADMIN_IDEA_SORTS, ADMIN_IDEAS_SEARCH_MAX_LENGTH, IDEA_STATUSES } from '#shared/constants.ts';
import { integerParam, listParam, oneOfParam, searchReader, textParam } from '#client/search-params.ts';

/**
 * The admin ideas list's URL (spec 2 §2): ?page is 1-based; ?status lists the ticked statuses
 * (absent: the default set, empty: none ticked, which shows every status); ?campaign, ?q and
 * ?sort narrow and order. Defaults stay out of the URL; anything unreadable falls back to them.
 */
export const adminIdeasSearch = searchReader({
  page: integerParam(1),
  status: listParam(oneOfParam(IDEA_STATUSES), IDEA_STATUSES.length),
  campaign: textParam(64),
  q: textParam(ADMIN_IDEAS_SEARCH_MAX_LENGTH),
  sort: oneOfParam(ADMIN_IDEA_SORTS),
});
export type IdeasSearch = ReturnType<typeof adminIdeasSearch>;
