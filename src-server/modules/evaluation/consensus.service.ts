import { DISAGREEMENT_SPREAD } from '#shared/review-scores.ts';
import { CONSENSUS_PAGE_SIZE, CONSENSUS_SORTS } from '#shared/consensus.ts';
import type { ConsensusFilters, ConsensusTableInput } from '#shared/schemas/consensus.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { presentStageScorecard } from './evaluation.presenter';
import { calibration, rankedIdeas, scorecardFacts, type ConsensusRow } from './consensus-queries';
import { coachedCampaign } from '#server/modules/stages/coached-campaign.ts';

type Scorecard = ReturnType<typeof presentStageScorecard>;

export interface ConsensusIdea {
  guid: string;
  title: string;
  /** Reviews submitted, of `assigned` asked for in the stage. */
  submitted: number;
  assigned: number;
  /** The panel's weighted mean, 0–100; null before a review is in. */
  mean: number | null;
  spread: number | null;
  disagreement: boolean;
  /** Each criterion's mean on 0–100, in the scorecard's order; null where nobody scored it. */
  criterionMeans: (number | null)[];
}

export interface ConsensusTable extends Scorecard {
  ideas: ConsensusIdea[];
  /** Ideas matching the filters, over every page. */
  total: number;
  page: number;
  pageSize: number;
  /** The spread from which the panel is said to disagree. */
  disagreementSpread: number;
}

export interface EvaluatorCalibration {
  guid: string;
  name: string;
  /** Their submitted reviews in the stage. */
  reviews: number;
  /** Of those, the ones another evaluator reviewed too: what the offset rests on. */
  compared: number;
  /** Their mean offset from the rest of the panel, in points of 0–100; null without a comparison. */
  offset: number | null;
}

/**
 * The stage the viewer coaches (or an admin), its scorecard, and the criterion sorted by, if one
 * is. The stage and its criteria come in one lean statement (the table's hot path), then the
 * campaign check the ideas list makes too.
 */
async function consensusScope(ctx: AppContext, filters: Pick<ConsensusFilters, 'stageGuid' | 'sort'>) {
  const stage = await scorecardFacts(ctx.em, ctx.site.id, filters.stageGuid);
  if (!stage) throw new AppError('not-found');
  await coachedCampaign(ctx, { id: stage.campaignId });
  const criterionId = sortedCriterion(filters.sort);
  // A criterion of another stage names no column of this table.
  if (criterionId && !stage.criteria.some((criterion) => criterion.id === criterionId)) throw new AppError('not-found');
  return { scorecard: { stage, criteria: stage.criteria }, scope: { campaignId: stage.campaignId, siteId: ctx.site.id, stageId: stage.id, criterionId } };
}

/** The criterion a sort names, if it names one rather than a column of the table. */
function sortedCriterion(sort: string): string | null {
  return CONSENSUS_SORTS.some((column) => column === sort) ? null : sort;
}

function presentRows(criteria: { id: string }[], rows: ConsensusRow[]): ConsensusIdea[] {
  return rows.map((row) => ({
    guid: row.id,
    title: row.name,
    submitted: row.submitted,
    assigned: row.assigned,
    mean: row.mean,
    spread: row.spread,
    disagreement: row.disagreement,
    criterionMeans: criteria.map((criterion) => row.criterion_means[criterion.id] ?? null),
  }));
}

/** A page of the stage's ranking (issue 33 item 5): per idea the panel's figures, in the asked order and filters. */
export async function consensusTable(ctx: AppContext, input: ConsensusTableInput): Promise<ConsensusTable> {
  // The page is read beside the checks rather than after them: it is of this site's stage only,
  // and nothing is answered until the checks have passed.
  const [{ scorecard }, rows] = await Promise.all([
    consensusScope(ctx, input),
    rankedIdeas(ctx.em, { siteId: ctx.site.id, stageId: input.stageGuid, criterionId: sortedCriterion(input.sort) }, input, { limit: CONSENSUS_PAGE_SIZE, offset: (input.page - 1) * CONSENSUS_PAGE_SIZE }),
  ]);
  return {
    ...presentStageScorecard(scorecard),
    ideas: presentRows(scorecard.criteria, rows),
    total: rows[0]?.total ?? 0,
    page: input.page,
    pageSize: CONSENSUS_PAGE_SIZE,
    disagreementSpread: DISAGREEMENT_SPREAD,
  };
}

/** Ideas read per statement while an export is written. */
const EXPORT_BATCH_SIZE = 500;

/**
 * Every idea of the ranking under the filters, a batch at a time, for the export. Batches are
 * pages of the same query: the order may be a criterion's mean or a title, which no keyset index
 * holds, and a stage's ideas are a few thousand at most.
 */
export async function consensusExportRows(ctx: AppContext, filters: ConsensusFilters): Promise<{ scorecard: Scorecard; batches: AsyncGenerator<ConsensusIdea[]> }> {
  const { scorecard, scope } = await consensusScope(ctx, filters);
  async function* batches(): AsyncGenerator<ConsensusIdea[]> {
    for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
      const rows = await rankedIdeas(ctx.em, scope, filters, { limit: EXPORT_BATCH_SIZE, offset });
      if (rows.length > 0) yield presentRows(scorecard.criteria, rows);
      if (rows.length < EXPORT_BATCH_SIZE) return;
    }
  }
  return { scorecard: presentStageScorecard(scorecard), batches: batches() };
}

/** Each evaluator's calibration in the stage: how far their scores sit from the rest of the panel's. */
export async function stageCalibration(ctx: AppContext, stageGuid: string): Promise<EvaluatorCalibration[]> {
  const { scope } = await consensusScope(ctx, { stageGuid, sort: 'mean' });
  return (await calibration(ctx.em, scope)).map((row) => ({
    guid: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    reviews: row.reviews,
    compared: row.compared,
    offset: row.mean_offset,
  }));
}
