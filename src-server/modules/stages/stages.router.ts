import { guidInput } from '#shared/schemas/common.ts';
import { campaignStagesInput, campaignStagesSaveInput, ideaStageInput, stageIdeasInput, stageMoveInput, stageMoveUndoInput, stageTemplateSaveInput } from '#shared/schemas/stages.ts';
import { activeProcedure, authedProcedure, orgAdminProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import { campaignPipeline, saveCampaignStages } from './campaign-stages.service';
import { moveIdeas, undoMove } from './stage-moves.service';
import { campaignStageMoves, stageIdeas, stageOfIdea } from './stage-queries';
import { deleteStageTemplate, listStageTemplates, saveStageTemplate } from './stage-templates.service';
import { presentPipeline, presentStageMove, presentStageTemplate } from './stages.presenter';

/**
 * Stages (issue 33): the site's templates (org admins keep them; any signed-in member may read
 * them, as coaches start a campaign's pipeline from one and they say nothing about any idea), a
 * campaign's pipeline, and ideas moved along it and back (the campaign's coaches and admins).
 */
export const stagesRouter = router({
  template: router({
    list: authedProcedure.query(async ({ ctx }) => (await listStageTemplates(ctx)).map(presentStageTemplate)),
    save: orgAdminProcedure.input(stageTemplateSaveInput).mutation(async ({ ctx, input }) => presentStageTemplate(await saveStageTemplate(ctx, input))),
    delete: orgAdminProcedure.input(guidInput).mutation(async ({ ctx, input }) => {
      await deleteStageTemplate(ctx, input.guid);
      return { guid: input.guid };
    }),
  }),
  pipeline: authedProcedure.input(campaignStagesInput).query(async ({ ctx, input }) => presentPipeline(await campaignPipeline(ctx, input.campaignSlug))),
  savePipeline: activeProcedure.input(campaignStagesSaveInput).mutation(async ({ ctx, input }) => {
    await saveCampaignStages(ctx, input);
    return presentPipeline(await campaignPipeline(ctx, input.campaignSlug));
  }),
  ideas: authedProcedure.input(stageIdeasInput).query(({ ctx, input }) => stageIdeas(ctx, input)),
  moves: authedProcedure.input(campaignStagesInput).query(({ ctx, input }) => campaignStageMoves(ctx, input.campaignSlug)),
  move: activeProcedure.input(stageMoveInput).mutation(async ({ ctx, input }) => (await moveIdeas(ctx, input)).map(presentStageMove)),
  /** The stage shown on an idea's page: its coaches always, others where the stage shows its name. */
  ofIdea: publicProcedure.input(ideaStageInput).query(({ ctx, input }) => stageOfIdea(ctx, input.ideaGuid)),
  undo: activeProcedure.input(stageMoveUndoInput).mutation(async ({ ctx, input }) => (await undoMove(ctx, input.moveGuid)).map(presentStageMove)),
});
