/**
 * The consensus table's fixed figures (issue 33 item 5), apart from its Zod schemas: the route's
 * search reader needs them, and route definitions sit in the start page's JavaScript, which zod
 * would swell.
 */

/** Ideas a page of the consensus table shows: a stage may hold a thousand and more. */
export const CONSENSUS_PAGE_SIZE = 50;
/** The longest text the table's search takes. */
export const CONSENSUS_SEARCH_MAX_LENGTH = 100;

/** The table's own columns to sort by; a criterion's guid sorts by that criterion's mean. */
export const CONSENSUS_SORTS = ['title', 'reviews', 'mean', 'spread'] as const;
export type ConsensusColumn = (typeof CONSENSUS_SORTS)[number];

export const CONSENSUS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ConsensusExportFormat = (typeof CONSENSUS_EXPORT_FORMATS)[number];
