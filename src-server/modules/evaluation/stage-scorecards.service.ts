import type { StageScorecardSaveInput } from '#shared/schemas/evaluation.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { ScorecardCriterionSchema, type ScorecardCriterion } from '#server/entities/evaluation.entity.ts';
import type { CampaignStage } from '#server/entities/stage.entity.ts';
import { coachedStage } from './coached-stage';

export interface StageScorecard {
  stage: CampaignStage;
  criteria: ScorecardCriterion[];
}

/** A stage's scorecard, its criteria in order (the campaign's coaches and admins). */
export async function stageScorecard(ctx: AppContext, stageGuid: string): Promise<StageScorecard> {
  const { stage } = await coachedStage(ctx, stageGuid);
  return { stage, criteria: await criteriaOf(ctx, stage.id) };
}

function criteriaOf(ctx: AppContext, stageId: string): Promise<ScorecardCriterion[]> {
  return ctx.em.find(ScorecardCriterionSchema, { stage: stageId, organisation: ctx.site.id }, { orderBy: { position: 'asc' } });
}

/**
 * A coach saves a stage's scorecard (kept, new and removed criteria, in order), often after
 * applying one of the site's templates in the editor. Kept criteria keep their guid, so the scores
 * reviews give them (item 4) stay theirs when a coach rewords one.
 */
export async function saveStageScorecard(ctx: AuthedContext, input: StageScorecardSaveInput): Promise<StageScorecard> {
  const { stage } = await coachedStage(ctx, input.stageGuid);
  await ctx.em.transactional(async (tx) => {
    // One save at a time per stage, so two coaches' saves do not interleave their positions.
    await tx.getConnection().execute('select id from campaign_stage where id = ? for update', [stage.id], 'all', tx.getTransactionContext());
    const existing = new Map((await tx.find(ScorecardCriterionSchema, { stage: stage.id, organisation: ctx.site.id })).map((criterion) => [criterion.id, criterion]));
    const kept = new Set<string>();
    input.criteria.forEach((fields, position) => {
      const { guid, ...values } = fields;
      if (!guid) {
        tx.create(ScorecardCriterionSchema, { ...values, organisation: ctx.site.id, stage: stage.id, position });
        return;
      }
      const criterion = existing.get(guid);
      if (!criterion || kept.has(guid)) throw new AppError('not-found');
      kept.add(guid);
      Object.assign(criterion, values, { position });
    });
    for (const criterion of existing.values()) if (!kept.has(criterion.id)) tx.remove(criterion);
    await tx.flush();
  });
  return { stage, criteria: await criteriaOf(ctx, stage.id) };
}
