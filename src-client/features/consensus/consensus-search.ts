import { CONSENSUS_SEARCH_MAX_LENGTH, CONSENSUS_SORTS, type ConsensusExportFormat, type ConsensusFilters } from '#shared/schemas/consensus.ts';
import { guidParam, integerParam, oneOfParam, searchReader, textParam, type SearchParam } from '#client/search-params.ts';

/** A column of the table or a criterion's guid. */
const sortParam: SearchParam<string> = (value) => oneOfParam(CONSENSUS_SORTS)(value) ?? guidParam()(value);

/**
 * The consensus table's URL: ?sort (a column or a criterion's guid) and ?dir order it, ?disagree,
 * ?min and ?q narrow it, ?page is 1-based. Defaults stay out of the URL (highest mean first).
 */
export const consensusSearch = searchReader({
  page: integerParam(1, 100_000),
  sort: sortParam,
  dir: oneOfParam(['asc', 'desc'] as const),
  disagree: oneOfParam(['1'] as const),
  min: integerParam(1, 100),
  q: textParam(CONSENSUS_SEARCH_MAX_LENGTH),
});
export type ConsensusSearch = ReturnType<typeof consensusSearch>;

/** The filters and order the URL asks for, as the table's procedure and the export take them. */
export function consensusFiltersOf(stageGuid: string, search: ConsensusSearch): ConsensusFilters {
  return {
    stageGuid,
    sort: search.sort ?? 'mean',
    direction: search.dir ?? 'desc',
    disagreementOnly: search.disagree === '1',
    minReviews: search.min ?? 0,
    search: search.q ?? '',
  };
}

/** The export of the table as it is filtered and ordered now. */
export function consensusExportHref(format: ConsensusExportFormat, filters: ConsensusFilters): string {
  const query = new URLSearchParams({ format, sort: filters.sort, direction: filters.direction });
  if (filters.disagreementOnly) query.set('disagreementOnly', 'true');
  if (filters.minReviews > 0) query.set('minReviews', String(filters.minReviews));
  if (filters.search) query.set('search', filters.search);
  return `/exports/stages/${filters.stageGuid}/consensus?${query.toString()}`;
}
