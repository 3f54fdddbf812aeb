import type { AdminCampaignSort } from '#shared/schemas/campaign.ts';
import { integerParam, oneOfParam, searchReader } from '#client/search-params.ts';

const sorts = ['endDate', 'name'] as const satisfies readonly AdminCampaignSort[];

/**
 * The hunts lists' URL (spec 2 §2): ?page is 1-based, ?sort=name (end date is the default).
 * Defaults stay out of the URL; anything unreadable falls back to them.
 */
export const huntsSearchParams = {
  page: integerParam(1),
  sort: oneOfParam(sorts),
};
export const huntsSearch = searchReader(huntsSearchParams);

/** A search change that starts again from page 1 with the given sort. */
export function sortSearch(sort: AdminCampaignSort): { sort: AdminCampaignSort | undefined; page: undefined } {
  return { sort: sort === 'endDate' ? undefined : sort, page: undefined };
}

/** The page to link to: page 1 stays out of the URL. */
export function pageSearch(page: number): number | undefined {
  return page === 1 ? undefined : page;
}
