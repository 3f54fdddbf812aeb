import { z } from 'zod';
import { isGuid } from './common';
import { CONSENSUS_EXPORT_FORMATS, CONSENSUS_SEARCH_MAX_LENGTH, CONSENSUS_SORTS } from '../consensus';
import { REVIEWS_PER_IDEA_MAX, stageInput } from './evaluation';

/**
 * What the consensus table shows (issue 33 item 5): a stage's ideas ranked by a column, narrowed
 * to those the panel disagrees on, to those with at least so many submitted reviews, or by a
 * text in their title. The export takes the same filters and order.
 */
export const consensusFilters = stageInput.extend({
  sort: z.union([z.enum(CONSENSUS_SORTS), z.string().trim().refine(isGuid, 'invalid-input')], { message: 'invalid-input' }).default('mean'),
  direction: z.enum(['asc', 'desc'], { message: 'invalid-input' }).default('desc'),
  disagreementOnly: z.boolean('invalid-input').default(false),
  minReviews: z.number('invalid-input').int('invalid-input').min(0, 'invalid-input').max(REVIEWS_PER_IDEA_MAX * 10, 'invalid-input').default(0),
  search: z.string().trim().max(CONSENSUS_SEARCH_MAX_LENGTH, 'VALUE_TOO_LONG').default(''),
});
export type ConsensusFilters = z.infer<typeof consensusFilters>;

export const consensusTableInput = consensusFilters.extend({ page: z.number('invalid-input').int('invalid-input').min(1, 'invalid-input').max(100_000, 'invalid-input').default(1) });
export type ConsensusTableInput = z.infer<typeof consensusTableInput>;

export const consensusExportInput = consensusFilters.extend({ format: z.enum(CONSENSUS_EXPORT_FORMATS, { message: 'invalid-input' }) });
export type ConsensusExportInput = z.infer<typeof consensusExportInput>;

/** A query string's texts as the export's input: a link carries the table's filters as it shows them. */
export function consensusExportQuery(stageGuid: string, query: Record<string, string | undefined>): unknown {
  const number = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));
  return {
    stageGuid,
    format: query.format,
    sort: query.sort,
    direction: query.direction,
    disagreementOnly: query.disagreementOnly === undefined ? undefined : query.disagreementOnly === 'true',
    minReviews: number(query.minReviews),
    search: query.search,
  };
}
