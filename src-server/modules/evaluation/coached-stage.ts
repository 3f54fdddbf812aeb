import { AppError } from '#server/errors/app-error.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { CampaignStageSchema, type CampaignStage } from '#server/entities/stage.entity.ts';
import type { CampaignFacts } from '#server/modules/campaign/campaign-facts.ts';
import { coachedCampaign } from '#server/modules/stages/coached-campaign.ts';

/** A stage of this site whose campaign the viewer coaches (or an admin), with that campaign. */
export async function coachedStage(ctx: AppContext, stageGuid: string): Promise<{ stage: CampaignStage; campaign: CampaignFacts }> {
  const stage = await ctx.em.findOne(CampaignStageSchema, { id: stageGuid, organisation: ctx.site.id });
  if (!stage) throw new AppError('not-found');
  const campaign = await coachedCampaign(ctx, { id: stage.campaign.id });
  return { stage, campaign };
}
