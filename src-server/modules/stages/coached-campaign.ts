import { AppError } from '#server/errors/app-error.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { viewCampaignFacts, type CampaignKey } from '#server/modules/campaign/campaign-view.service.ts';
import { isCampaignCoach } from '#server/modules/campaign/campaign.policy.ts';
import type { CampaignFacts } from '#server/modules/campaign/campaign-facts.ts';

/** A campaign of this site whose stages the viewer runs: one of its coaches, or an admin. */
export async function coachedCampaign(ctx: AppContext, key: CampaignKey): Promise<CampaignFacts> {
  const { campaign } = await viewCampaignFacts(ctx, key);
  if (!isCampaignCoach(ctx.viewerFacts, campaign)) throw new AppError('forbidden');
  return campaign;
}
