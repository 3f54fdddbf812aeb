import { USER_STATUSES } from '#shared/constants.ts';
import { EXTRA_FIELD_FILTERS_MAX, USER_LABELS_MAX, USERS_SEARCH_MAX_LENGTH } from '#shared/user-filters.ts';
import { guidParam, integerParam, listParam, oneOfParam, searchReader, textParam } from '#client/search-params.ts';

/**
 * The users list's URL (spec 3 §2): ?page (1-based), ?status (the tab; active when absent),
 * ?filter (free text), ?labels (label guids), ?extraFields (field and value joined by the unit
 * separator, spec 3 §9). Defaults stay out of the URL; anything unreadable falls back to them.
 */
export const adminUsersSearch = searchReader({
  page: integerParam(1),
  status: oneOfParam(USER_STATUSES),
  filter: textParam(USERS_SEARCH_MAX_LENGTH),
  labels: listParam(guidParam(), USER_LABELS_MAX),
  extraFields: listParam(textParam(800), EXTRA_FIELD_FILTERS_MAX),
});
export type UsersSearch = ReturnType<typeof adminUsersSearch>;
