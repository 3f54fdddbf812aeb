import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { campaignVisibility } from '#server/modules/campaign/campaign-view.service.ts';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import type { ListedCampaign } from '#server/modules/campaign/campaign-lists.service.ts';
import { isCampaignCoach } from '#server/modules/campaign/campaign.policy.ts';
import { ideaAddRefusal } from './idea.policy';

/**
 * The campaigns this viewer may add an idea to right now (/new-idea without a campaign, spec 1
 * §2): the running campaigns they may see, kept when the same adding rule createIdea applies
 * (ideaAddRefusal) lets them in. The query narrows to running, visible campaigns; the rule is
 * then applied per row rather than restated as SQL, so the picker can never offer a campaign the
 * form would refuse, nor hide one it would accept. Soonest to end first.
 */
export async function campaignsForNewIdea(ctx: AuthedContext): Promise<ListedCampaign[]> {
  const now = new Date();
  const site = settingsWithDefaults(ctx.site.settings);
  const { where, membership } = await campaignVisibility(ctx);
  const running = await ctx.em.find(
    CampaignSchema,
    { $and: [where, { active: true, startDate: { $lte: now }, endDate: { $gt: now } }] },
    { populate: ['photo', 'coaches'], orderBy: { endDate: 'asc', id: 'asc' } },
  );
  return running
    .map((campaign): ListedCampaign => ({ campaign, membership: membership.get(campaign.id) ?? null }))
    .filter(
      ({ campaign, membership: status }) =>
        ideaAddRefusal(ctx.viewer, campaign, { isCoach: isCampaignCoach(ctx.viewer, campaign), joined: status === 'approved', pending: status === 'pending' }, now, site) === null,
    );
}
