import { CONSENSUS_SEARCH_MAX_LENGTH, CONSENSUS_SORTS } from '#shared/consensus.ts';
import { guidParam, integerParam, oneOfParam, searchReader, textParam, type SearchParam } from '#client/search-params.ts';

/** A column of the table or a criterion's guid. */
const sortParam: SearchParam<string> = (value) => oneOfParam(CONSENSUS_SORTS)(value) ?? guidParam()(value);

/**
 * The consensus table's URL: ?sort (a column or a criterion's guid) and ?dir order it, ?disagree,
 * ?min and ?q narrow it, ?page is 1-based. Defaults stay out of the URL (highest mean first).
 * The route's definition reads it, so it stays small: what the screen makes of it is in
 * consensus-filters.ts, which comes with the screen.
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
