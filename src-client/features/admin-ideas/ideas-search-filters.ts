import { ADMIN_IDEAS_DEFAULT_STATUSES, IDEA_STATUSES, type IdeaStatus } from '#shared/constants.ts';
import type { AdminIdeaFilters, AdminIdeaSort, IdeaExportFormat } from '#shared/schemas/idea-admin.ts';
import type { IdeasSearch } from './ideas-search';

// What the admin ideas URL filters and how it changes; apart from reading it, which every page downloads with the routes.

/** The statuses ticked, in the order of the server's list. */
export function tickedStatuses(search: IdeasSearch): IdeaStatus[] {
  const ticked = new Set<IdeaStatus>(search.status ?? ADMIN_IDEAS_DEFAULT_STATUSES);
  return IDEA_STATUSES.filter((status) => ticked.has(status));
}

/** The URL's status list after ticking or unticking one; the default set leaves the URL. */
export function toggleStatus(search: IdeasSearch, status: IdeaStatus, checked: boolean): IdeaStatus[] | undefined {
  const next = new Set(tickedStatuses(search));
  if (checked) next.add(status);
  else next.delete(status);
  const list = IDEA_STATUSES.filter((entry) => next.has(entry));
  const isDefault = list.length === ADMIN_IDEAS_DEFAULT_STATUSES.length && ADMIN_IDEAS_DEFAULT_STATUSES.every((entry) => next.has(entry));
  return isDefault ? undefined : list;
}

/** The filters the server takes for this URL (the list and the exports alike). */
export function searchFilters(search: IdeasSearch): AdminIdeaFilters {
  return {
    statuses: search.status,
    campaignGuid: search.campaign || undefined,
    search: search.q || undefined,
    sort: search.sort ?? 'new',
  };
}

/** The page to link to: page 1 stays out of the URL. */
export function pageSearch(page: number): number | undefined {
  return page === 1 ? undefined : page;
}

/** A sort for the URL: newest first is the default. */
export function sortSearch(sort: AdminIdeaSort): AdminIdeaSort | undefined {
  return sort === 'new' ? undefined : sort;
}

/**
 * The download link of an export with the active filters (GET /export/ideas; spec 2 §7). The
 * browser sends its session cookie, so a plain link downloads it; /legacy is the façade's base.
 */
export function exportHref(format: IdeaExportFormat, filters: AdminIdeaFilters): string {
  const query = new URLSearchParams({ format, count: 'all', readable: 'true' });
  // An empty status list is "every status": sent as one empty value, which the server reads so.
  if (filters.statuses) query.set('status', filters.statuses.join(','));
  if (filters.campaignGuid) query.set('campaignGuid', filters.campaignGuid);
  if (filters.search) query.set('filter', filters.search);
  if (filters.sort !== 'new') query.set('sortBy', filters.sort);
  return `/legacy/export/ideas?${query.toString()}`;
}
