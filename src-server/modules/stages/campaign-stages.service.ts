import type { IdeaStatus } from '#shared/constants.ts';
import type { CampaignStagesSaveInput } from '#shared/schemas/stages.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { CampaignStageSchema, type CampaignStage } from '#server/entities/stage.entity.ts';
import { coachedCampaign } from './coached-campaign';
import { ideaStages } from './stage-pipeline';

export interface CampaignPipeline {
  campaignGuid: string;
  stages: { stage: CampaignStage; ideaCount: number }[];
  /** Ideas no stage reports the status of (all of them while the campaign has no stages), by status. */
  unstaged: { status: IdeaStatus; ideaCount: number }[];
}

/** A campaign's stages in order, with how many ideas each holds (coaches). */
export async function campaignPipeline(ctx: AppContext, campaignSlug: string): Promise<CampaignPipeline> {
  const campaign = await coachedCampaign(ctx, campaignSlug);
  const [stages, ideas] = await Promise.all([stagesOf(ctx, campaign.id), ideaStages(ctx.em, campaign.id)]);
  const counts = new Map<string, number>();
  const unstaged = new Map<IdeaStatus, number>();
  for (const idea of ideas) {
    if (idea.stage_id) counts.set(idea.stage_id, (counts.get(idea.stage_id) ?? 0) + 1);
    else unstaged.set(idea.status, (unstaged.get(idea.status) ?? 0) + 1);
  }
  return {
    campaignGuid: campaign.id,
    stages: stages.map((stage) => ({ stage, ideaCount: counts.get(stage.id) ?? 0 })),
    unstaged: [...unstaged].map(([status, ideaCount]) => ({ status, ideaCount })),
  };
}

export function stagesOf(ctx: AppContext, campaignId: string): Promise<CampaignStage[]> {
  return ctx.em.find(CampaignStageSchema, { campaign: campaignId, organisation: ctx.site.id }, { orderBy: { position: 'asc' } });
}

/**
 * A coach saves the campaign's pipeline (kept, new and removed stages, in order). A stage that
 * holds ideas keeps the status it reports: changing it would change those ideas' statuses with no
 * move on record, so the coach moves them out first (`stage-not-empty`). Removing a stage leaves
 * its ideas' statuses as they are; they show in the next stage reporting the same status.
 */
export async function saveCampaignStages(ctx: AuthedContext, input: CampaignStagesSaveInput): Promise<void> {
  const campaign = await coachedCampaign(ctx, input.campaignSlug);
  await ctx.em.transactional(async (tx) => {
    // One save at a time per campaign, so two coaches' saves do not interleave their positions.
    await tx.getConnection().execute('select id from campaign where id = ? for update', [campaign.id], 'all', tx.getTransactionContext());
    const existing = new Map((await tx.find(CampaignStageSchema, { campaign: campaign.id, organisation: ctx.site.id })).map((stage) => [stage.id, stage]));
    const held = new Set((await ideaStages(tx, campaign.id)).map((idea) => idea.stage_id));
    const kept = new Set<string>();
    input.stages.forEach((fields, position) => {
      const { guid, ...values } = fields;
      if (!guid) {
        tx.create(CampaignStageSchema, { ...values, organisation: ctx.site.id, campaign: campaign.id, position });
        return;
      }
      const stage = existing.get(guid);
      if (!stage || kept.has(guid)) throw new AppError('not-found');
      if (stage.reportsStatus !== values.reportsStatus && held.has(stage.id)) throw new AppError('stage-not-empty');
      kept.add(guid);
      Object.assign(stage, values, { position });
    });
    for (const stage of existing.values()) if (!kept.has(stage.id)) tx.remove(stage);
    await tx.flush();
  });
}
