import { z } from 'zod';
import { IDEA_STATUSES } from '#shared/constants.ts';
import { STAGE_PARTICIPANT_VIEWS, STAGE_REPORTED_STATUSES, campaignStagesSaveInput, stageMoveInput } from '#shared/schemas/stages.ts';
import { LegacyList } from '#server/legacy/envelope.ts';
import { day, instant } from '#server/legacy/legacy-answers.ts';
import type { LegacyRouteTable } from '#server/legacy/legacy-routes.ts';

const status = z.enum(IDEA_STATUSES);
const stageNames = { nameEn: z.string(), nameSv: z.string() };

const pipelineAnswer = z.looseObject({
  campaignGuid: z.string(),
  stages: z.array(
    z.looseObject({
      guid: z.string(),
      ...stageNames,
      participantView: z.enum(STAGE_PARTICIPANT_VIEWS),
      reportsStatus: z.enum(STAGE_REPORTED_STATUSES),
      deadline: day.nullable(),
      ideaCount: z.number().int(),
    }),
  ),
  unstaged: z.array(z.looseObject({ status, ideaCount: z.number().int() })).meta({ description: 'Ideas no stage reports the status of, counted by status.' }),
});

const moveAnswer = z.looseObject({
  guid: z.string(),
  batchGuid: z.string().meta({ description: 'The moves of one call share it; undoing one undoes them all.' }),
  ideaGuid: z.string(),
  fromStageGuid: z.string().nullable(),
  toStageGuid: z.string().nullable(),
  fromStatus: status,
  toStatus: status,
  undone: z.boolean(),
});

const namedStage = z.looseObject(stageNames).nullable();
const moveRecordAnswer = z.looseObject({
  guid: z.string(),
  batchGuid: z.string(),
  ideaGuid: z.string(),
  ideaName: z.string(),
  fromStage: namedStage,
  toStage: namedStage,
  fromStatus: status,
  toStatus: status,
  movedBy: z.string().nullable().meta({ description: 'Who moved it; null for a stage rule (byRule) or a deleted account.' }),
  byRule: z.boolean(),
  reason: z.string(),
  movedAt: instant,
  undoneAt: instant.nullable(),
  undoneBy: z.string().nullable(),
});

/**
 * A campaign's stages on the REST API (issue 33, docs/evaluation-api.md): the pipeline, the ideas
 * of a stage, moving them and undoing a move, the record of moves. The coaches' procedures, so the
 * coaches' rules; an API token reads with `read` and writes with `evaluation`.
 */
export function stagesLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/api/campaigns/:slug/stages', ({ caller, params }) => caller.stages.pipeline({ campaignSlug: params.slug ?? '' }), {
    doc: { summary: "A campaign's stages in order, with how many ideas each holds (coaches)", response: pipelineAnswer },
  });
  table.route('PUT', '/api/campaigns/:slug/stages', ({ caller, params, body }) => caller.stages.savePipeline({ ...body, campaignSlug: params.slug ?? '' } as z.input<typeof campaignStagesSaveInput>), {
    doc: {
      summary: "Save a campaign's pipeline in order: a stage with a guid is kept, one without is new, one left out is removed (coaches)",
      body: campaignStagesSaveInput.omit({ campaignSlug: true }),
      response: pipelineAnswer,
    },
  });
  table.route(
    'GET',
    '/api/campaigns/:slug/stages/:stageGuid/ideas',
    async ({ caller, params, query }) => {
      const { ideas, total } = await caller.stages.ideas({ campaignSlug: params.slug ?? '', stageGuid: params.stageGuid ?? '', page: query.page ? Number(query.page) : 1 });
      return new LegacyList(ideas, total);
    },
    {
      doc: {
        summary: 'The ideas in one stage of the campaign, newest first, 50 a page (coaches)',
        query: z.object({ page: z.string().optional().meta({ description: 'The page, from 1.' }) }),
        answers: 'list',
        response: z.looseObject({ guid: z.string(), name: z.string(), status }),
      },
    },
  );
  table.route('GET', '/api/campaigns/:slug/stage-moves', async ({ caller, params }) => {
    const moves = await caller.stages.moves({ campaignSlug: params.slug ?? '' });
    return new LegacyList(moves, moves.length);
  }, { doc: { summary: "The campaign's last 100 moves, newest first: who moved which idea from where to where, why, and any undoing (coaches)", answers: 'list', response: moveRecordAnswer } });
  table.route('POST', '/api/stage-moves', ({ caller, body }) => caller.stages.move(body as z.input<typeof stageMoveInput>), {
    doc: { summary: 'Move one idea or many of a campaign to one of its stages, with a reason; recorded as one undoable move (coaches)', body: stageMoveInput, response: z.array(moveAnswer) },
  });
  table.route('POST', '/api/stage-moves/:guid/undo', ({ caller, params }) => caller.stages.undo({ moveGuid: params.guid ?? '' }), {
    doc: { summary: 'Undo a move together with the rest of its batch: the ideas go back where they were (coaches)', body: 'none', response: z.array(moveAnswer) },
  });
}
