import { integerParam, searchReader, textParam } from '#client/search-params.ts';

/**
 * The audit log's URL: ?page (1-based) and ?action (one kind of action); defaults stay out of it.
 * The route reads ?action as a short text and the page keeps it only when it names a kind of
 * action (audit-log-action.ts): the list of kinds grows with every feature, and the route is part of
 * every first visit's code while the page is not.
 */
export const auditLogSearch = searchReader({
  page: integerParam(1, 10_000),
  action: textParam(60),
});
