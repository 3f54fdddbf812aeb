import type { ConsensusExportFormat } from '#shared/consensus.ts';
import type { ConsensusFilters } from '#shared/schemas/consensus.ts';
import type { ConsensusSearch } from './consensus-search';

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
