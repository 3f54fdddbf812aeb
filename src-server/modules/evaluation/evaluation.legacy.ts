import { z } from 'zod';
import { CONSENSUS_EXPORT_FORMATS, CONSENSUS_SORTS } from '#shared/consensus.ts';
import { consensusExportInput, consensusExportQuery, type consensusTableInput } from '#shared/schemas/consensus.ts';
import { ASSIGNMENT_STATES, CRITERION_SCALES, assignmentCreateInput, assignmentReassignInput, autoAssignInput, stageScorecardSaveInput } from '#shared/schemas/evaluation.ts';
import { reviewSaveInput, reviewSettingsSaveInput } from '#shared/schemas/reviews.ts';
import { day, instant } from '#server/legacy/legacy-answers.ts';
import type { LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { requireViewer } from '#server/trpc/context.ts';
import { exportConsensus } from './consensus-export';

const stageNames = { nameEn: z.string(), nameSv: z.string() };
const state = z.enum(ASSIGNMENT_STATES);
const criterionAnswer = z.looseObject({
  guid: z.string(),
  ...stageNames,
  guidance: z.string(),
  scale: z.union(CRITERION_SCALES.map((scale) => z.literal(scale))),
  weight: z.number(),
});
const scorecardAnswer = z.looseObject({ stage: z.looseObject({ guid: z.string(), ...stageNames }), criteria: z.array(criterionAnswer) });

const overviewAnswer = z.looseObject({
  evaluators: z.array(z.looseObject({ guid: z.string(), name: z.string(), open: z.number().int(), finished: z.number().int() })).meta({ description: "The campaign's evaluators, each with their open and finished assignments in this stage." }),
  ideas: z.array(
    z.looseObject({
      guid: z.string(),
      name: z.string(),
      assignments: z.array(z.looseObject({ guid: z.string(), evaluatorGuid: z.string(), evaluatorName: z.string(), state, dueDate: day })),
    }),
  ),
  ideaCount: z.number().int(),
  assignmentCount: z.number().int(),
  unassignedIdeaCount: z.number().int(),
});

const stageRuleAnswer = z.looseObject({ toStageGuid: z.string(), threshold: z.number(), minReviews: z.number().int() }).nullable();
const reviewSettingsAnswer = z.looseObject({
  stageGuid: z.string(),
  blindReview: z.boolean(),
  advance: stageRuleAnswer.meta({ description: 'Move an idea to toStageGuid once minReviews are in and its weighted mean is at least threshold (0–100); null: no such rule.' }),
  decline: stageRuleAnswer.meta({ description: 'The same at or below threshold.' }),
  targets: z.array(z.looseObject({ guid: z.string(), ...stageNames })).meta({ description: "The campaign's other stages, where a rule may move ideas." }),
});

const consensusFigure = (description: string) => z.number().nullable().meta({ description });
const consensusAnswer = scorecardAnswer.extend({
  ideas: z.array(
    z.looseObject({
      guid: z.string(),
      title: z.string(),
      submitted: z.number().int(),
      assigned: z.number().int(),
      mean: consensusFigure("The panel's weighted mean on 0–100; null before a review is in."),
      spread: consensusFigure('How far the reviews lie apart, on 0–100.'),
      disagreement: z.boolean(),
      criterionMeans: z.array(z.number().nullable()).meta({ description: "Each criterion's mean on 0–100, in the scorecard's order." }),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  disagreementSpread: z.number(),
});

const consensusQuery = z.object({
  sort: z.string().optional().meta({ description: `${CONSENSUS_SORTS.join(', ')} (mean by default), or a criterion's guid for its mean.` }),
  direction: z.enum(['asc', 'desc']).optional(),
  disagreementOnly: z.enum(['true', 'false']).optional(),
  minReviews: z.string().optional().meta({ description: 'Only ideas with at least this many submitted reviews.' }),
  search: z.string().optional().meta({ description: "A text in the idea's title." }),
});

/** The query's texts as the table's (and export's) filters, read as the coaches' export link reads them. */
const filtersOf = (stageGuid: string, query: Record<string, string | undefined>) => consensusExportQuery(stageGuid, query) as Record<string, unknown>;

/**
 * A stage's evaluation on the REST API (issue 33, docs/evaluation-api.md): its scorecard, who
 * reviews which idea (by hand or dealt automatically), and the consensus of the reviews, as table
 * and file. The coaches' procedures and services, so the coaches' rules.
 */
export function evaluationLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/api/stages/:guid/scorecard', ({ caller, params }) => caller.evaluation.scorecard({ stageGuid: params.guid ?? '' }), {
    doc: { summary: "A stage's scorecard: its weighted criteria in order (coaches)", response: scorecardAnswer },
  });
  table.route('PUT', '/api/stages/:guid/scorecard', ({ caller, params, body }) => caller.evaluation.saveScorecard({ ...body, stageGuid: params.guid ?? '' } as z.input<typeof stageScorecardSaveInput>), {
    doc: { summary: "Save a stage's criteria in order: one with a guid is kept, one without is new, one left out is removed (coaches)", body: stageScorecardSaveInput.omit({ stageGuid: true }), response: scorecardAnswer },
  });
  table.route('GET', '/api/stages/:guid/review-settings', ({ caller, params }) => caller.evaluation.reviewSettings({ stageGuid: params.guid ?? '' }), {
    doc: { summary: "A stage's review settings: blind mode and the rules that move ideas once reviewed (coaches)", response: reviewSettingsAnswer },
  });
  table.route('PUT', '/api/stages/:guid/review-settings', ({ caller, params, body }) => caller.evaluation.saveReviewSettings({ ...body, stageGuid: params.guid ?? '' } as z.input<typeof reviewSettingsSaveInput>), {
    doc: { summary: "Save a stage's blind mode and rules; a null rule is none (coaches)", body: reviewSettingsSaveInput.omit({ stageGuid: true }), response: reviewSettingsAnswer },
  });
  table.route('GET', '/api/stages/:guid/assignments', ({ caller, params, query }) => caller.evaluation.assignment.overview({ stageGuid: params.guid ?? '', page: query.page ? Number(query.page) : 1 }), {
    doc: {
      summary: "Who reviews what in a stage: each evaluator's load, and a page of 50 ideas with their evaluators (coaches)",
      query: z.object({ page: z.string().optional().meta({ description: 'The page of ideas, from 1.' }) }),
      response: overviewAnswer,
    },
  });
  table.route('POST', '/api/stages/:guid/assignments', ({ caller, params, body }) => caller.evaluation.assignment.create({ ...body, stageGuid: params.guid ?? '' } as z.input<typeof assignmentCreateInput>), {
    doc: {
      summary: 'Assign each named idea of the stage to each named evaluator, due on a day; all or nothing, pairs already assigned stay (coaches)',
      body: assignmentCreateInput.omit({ stageGuid: true }),
      response: z.looseObject({ created: z.number().int() }),
    },
  });
  table.route('POST', '/api/stages/:guid/assignments/auto', ({ caller, params, body }) => caller.evaluation.assignment.auto({ ...body, stageGuid: params.guid ?? '' } as z.input<typeof autoAssignInput>), {
    doc: {
      summary: "Give every idea of the stage reviewsPerIdea reviews, load balanced, never to an author or a declared conflict; finished reviews stay and count (coaches)",
      body: autoAssignInput.omit({ stageGuid: true }),
      response: z.looseObject({ created: z.number().int(), removed: z.number().int(), ideaCount: z.number().int(), shortIdeaCount: z.number().int().meta({ description: 'Ideas left with fewer reviews than asked: too few evaluators may review them.' }) }),
    },
  });
  table.route('POST', '/api/assignments/:guid/reassign', ({ caller, params, body }) => caller.evaluation.assignment.reassign({ ...body, assignmentGuid: params.guid ?? '' } as z.input<typeof assignmentReassignInput>), {
    doc: { summary: 'Hand an open assignment to another evaluator of the campaign, under the same rules as assigning it (coaches)', body: assignmentReassignInput.omit({ assignmentGuid: true }), response: z.looseObject({ guid: z.string() }) },
  });
  table.route('DELETE', '/api/assignments/:guid', ({ caller, params }) => caller.evaluation.assignment.remove({ assignmentGuids: [params.guid ?? ''] }), {
    doc: { summary: 'Take an open assignment back; a finished review stays (coaches)', response: z.looseObject({ removed: z.number().int() }) },
  });
  table.route('GET', '/api/stages/:guid/consensus', ({ caller, params, query }) => caller.evaluation.consensus.table({ ...filtersOf(params.guid ?? '', query), page: query.page ? Number(query.page) : undefined } as z.input<typeof consensusTableInput>), {
    doc: {
      summary: "A page of the stage's ranking: per idea the weighted mean, spread and disagreement, 50 a page (coaches)",
      query: consensusQuery.extend({ page: z.string().optional().meta({ description: 'The page, from 1.' }) }),
      response: consensusAnswer,
    },
  });
  table.route(
    'GET',
    '/api/stages/:guid/consensus/export',
    async ({ ctx, params, query }) => exportConsensus(requireViewer(ctx), consensusExportInput.parse(filtersOf(params.guid ?? '', { ...query, format: query.format ?? 'csv' }))),
    {
      doc: {
        summary: "The stage's whole ranking under the same filters, as a csv or xlsx file (coaches)",
        query: consensusQuery.extend({
          format: z.enum(CONSENSUS_EXPORT_FORMATS).optional().meta({ description: 'csv (the default) or xlsx.' }),
          downloadLink: z.literal('true').optional(),
          download: z.string().optional(),
        }),
        answers: 'file',
      },
      download: true,
    },
  );
  table.route('GET', '/api/stages/:guid/calibration', ({ caller, params }) => caller.evaluation.consensus.calibration({ stageGuid: params.guid ?? '' }), {
    doc: {
      summary: "Each evaluator's calibration in the stage: their offset from the rest of the panel (coaches)",
      response: z.array(z.looseObject({ guid: z.string(), name: z.string(), reviews: z.number().int(), compared: z.number().int(), offset: z.number().nullable().meta({ description: 'Points of 0–100; null without a review to compare.' }) })),
    },
  });
}

const reviewPageAnswer = z.looseObject({
  guid: z.string().meta({ description: "The assignment's guid." }),
  state,
  dueDate: day,
  submittedAt: instant.nullable(),
  campaign: z.looseObject({ slug: z.string(), name: z.string() }),
  stage: z.looseObject({ guid: z.string(), ...stageNames, blindReview: z.boolean() }),
  idea: z.looseObject({
    guid: z.string(),
    name: z.string(),
    contentHtml: z.string(),
    authors: z.array(z.string()).nullable().meta({ description: "Null where blind mode hides them from this viewer." }),
  }),
  criteria: z.array(criterionAnswer.extend({ score: z.number().int().nullable(), comment: z.string() })),
  otherReviews: z
    .array(z.looseObject({ evaluatorName: z.string().nullable(), score: z.number().nullable(), scores: z.array(z.looseObject({ criterionGuid: z.string(), score: z.number().int().nullable(), comment: z.string() })) }))
    .nullable()
    .meta({ description: "The idea's other submitted reviews; null while blind mode hides them from this evaluator." }),
  previousGuid: z.string().nullable(),
  nextGuid: z.string().nullable(),
});

const queueAnswer = z.looseObject({
  campaignSlug: z.string(),
  campaignName: z.string(),
  stageGuid: z.string(),
  stageNameEn: z.string(),
  stageNameSv: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  overdue: z.number().int(),
  assignments: z.array(z.looseObject({ assignmentGuid: z.string(), ideaGuid: z.string(), ideaName: z.string(), state, dueDate: day, overdue: z.boolean() })),
  nextCursor: z.string().nullable().meta({ description: "Where the stage's next page starts (GET /api/stages/{guid}/my-reviews?cursor=…); null when these are the last." }),
});

const queuePageAnswer = queueAnswer.pick({ assignments: true, nextCursor: true });

/** An evaluator's side on the REST API: their queue, a review, its draft and its submission (the review screen's procedures). */
export function reviewLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/api/reviews', ({ caller }) => caller.evaluation.review.queue(), {
    doc: { summary: "The signed-in evaluator's assignments per campaign and stage, in the order they work through them: each stage's counts and its first 25", response: z.array(queueAnswer) },
  });
  table.route('GET', '/api/stages/:guid/my-reviews', ({ caller, params, query }) => caller.evaluation.review.queuePage({ stageGuid: params.guid ?? '', cursor: query.cursor ?? '' }), {
    doc: {
      summary: "The next page of one stage of the signed-in evaluator's queue, 25 at a time, after the position the last page ended at",
      query: z.object({ cursor: z.string().meta({ description: "The previous page's nextCursor." }) }),
      response: queuePageAnswer,
    },
  });
  table.route('GET', '/api/reviews/:guid', ({ caller, params }) => caller.evaluation.review.byGuid({ assignmentGuid: params.guid ?? '' }), {
    doc: { summary: 'A review: the idea, the scorecard with what is written so far, and what blind mode lets this viewer see (its evaluator, or a coach)', response: reviewPageAnswer },
  });
  table.route('PUT', '/api/reviews/:guid', ({ caller, params, body }) => caller.evaluation.review.save({ ...body, assignmentGuid: params.guid ?? '' } as z.input<typeof reviewSaveInput>), {
    doc: { summary: "Save the review's draft: criteria left out keep what was saved (its evaluator, while open)", body: reviewSaveInput.omit({ assignmentGuid: true }), response: z.looseObject({ saved: z.literal(true) }) },
  });
  table.route('POST', '/api/reviews/:guid/submit', ({ caller, params, body }) => caller.evaluation.review.submit({ ...body, assignmentGuid: params.guid ?? '' } as z.input<typeof reviewSaveInput>), {
    doc: { summary: "Submit the review, every criterion scored; the stage's rules run (its evaluator, while open)", body: reviewSaveInput.omit({ assignmentGuid: true }), response: reviewPageAnswer },
  });
}
