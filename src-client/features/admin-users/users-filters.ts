import type { UserStatus } from '#shared/constants.ts';
import type { UserFilters } from '#shared/schemas/people.ts';
import { joinExtraFieldFilter, parseExtraFieldFilter, type ExtraFieldFilter } from '#shared/user-filters.ts';
import type { IdeaExportFormat } from '#shared/schemas/idea-admin.ts';
import type { UsersSearch } from './users-search';

/** The list's filters as the server takes them, from the URL. */
export function searchFilters(search: UsersSearch): UserFilters {
  const extraFields = (search.extraFields ?? []).map(parseExtraFieldFilter).filter((filter): filter is ExtraFieldFilter => filter !== null);
  return {
    status: search.status ?? 'active',
    search: search.filter || undefined,
    labels: search.labels?.length ? search.labels : undefined,
    extraFields: extraFields.length ? extraFields : undefined,
  };
}

/** The URL's value for a tab: the default (active) stays out of it. */
export function statusSearch(status: UserStatus): UserStatus | undefined {
  return status === 'active' ? undefined : status;
}

/** The extra-field filters with one added (replacing the same field's) or removed, as the URL carries them. */
export function withExtraFieldFilter(search: UsersSearch, change: { add?: ExtraFieldFilter; removeField?: string }): string[] | undefined {
  const current = (search.extraFields ?? []).map(parseExtraFieldFilter).filter((filter): filter is ExtraFieldFilter => filter !== null);
  const field = change.add?.field ?? change.removeField;
  const next = [...current.filter((filter) => filter.field !== field), ...(change.add ? [change.add] : [])];
  return next.length > 0 ? next.map(joinExtraFieldFilter) : undefined;
}

/**
 * The export of the list under its filters (spec 3 §7 GET /export/users: count=all, readable=true,
 * the format and the current filters), opened with the browser's session cookie.
 */
export function usersExportHref(format: IdeaExportFormat, filters: UserFilters): string {
  const query = new URLSearchParams({ format, count: 'all', readable: 'true', status: filters.status });
  if (filters.search) query.set('filter', filters.search);
  if (filters.labels) query.set('labels', filters.labels.join(','));
  for (const filter of filters.extraFields ?? []) query.append('extraFields', joinExtraFieldFilter(filter));
  return `/legacy/export/users?${query.toString()}`;
}
