import type { FilterQuery } from '@mikro-orm/core';
import { campaignPhase, type CampaignPhase } from '../../../src-shared/campaign-rules';
import { settingsWithDefaults } from '../../../src-shared/schemas/organisation';
import { hasOrgAdminRights } from '../../../src-shared/permissions';
import { AppError } from '../../errors/app-error';
import type { AppContext, AuthedContext } from '../../trpc/context';
import { normalizeEmail } from '../user/user.service';
import { CampaignSchema, type Campaign } from './campaign.entity';
import { admittedToJoin, campaignViewRefusal, openPrivacySettings } from './campaign.policy';
import { CampaignParticipantSchema } from './participation.entity';

export type Membership = 'approved' | 'pending' | null;

export interface CampaignView {
  campaign: Campaign;
  membership: Membership;
  canJoin: boolean;
  /** The organisation offers hunt statistics (featureHuntStatistics). */
  statisticsEnabled: boolean;
}

/**
 * Where the viewer stands in a campaign, in one statement (every list page and idea view asks):
 * their participation, if any, and whether they hold an e-mail invitation.
 */
async function viewerStanding(ctx: AppContext, campaignId: string, userId: string, email: string): Promise<{ membership: Membership; invited: boolean }> {
  const [row] = await ctx.em.getConnection().execute<{ membership: Membership; invited: boolean }[]>(
    `select (select status from campaign_participant where campaign_id = ? and user_id = ?) as membership,
       exists (select 1 from campaign_invitation where campaign_id = ? and email = ?) as invited`,
    [campaignId, userId, campaignId, normalizeEmail(email)],
  );
  return { membership: row?.membership ?? null, invited: row?.invited ?? false };
}

/** A campaign as one viewer may see it (the brief), or the reason they may not. */
export async function viewCampaign(ctx: AppContext, slug: string, options: { forBrief?: boolean } = {}): Promise<CampaignView> {
  // Lists and idea pages only need the coaches (who sees what); the photo and tags are the
  // brief's, and loading them on every list page costs joins and hydration for nothing.
  const campaign = await ctx.em.findOne(CampaignSchema, { slug }, { populate: options.forBrief ? ['coaches', 'photo', 'tags'] : ['coaches'] });
  if (!campaign) throw new AppError('not-found');
  const viewer = ctx.viewer;
  const { membership, invited } = viewer ? await viewerStanding(ctx, campaign.id, viewer.id, viewer.email) : { membership: null, invited: false };
  const refusal = campaignViewRefusal(viewer, campaign, membership !== null || invited);
  if (refusal) throw new AppError(refusal);
  const phase = campaignPhase(campaign, new Date());
  const canJoin =
    viewer !== null &&
    membership === null &&
    (phase === 'upcoming' || phase === 'active') &&
    admittedToJoin(viewer, campaign, { invited, viaLink: false });
  return { campaign, membership, canJoin, statisticsEnabled: settingsWithDefaults(ctx.org.settings).featureHuntStatistics };
}

export interface DashboardEntry {
  campaign: Campaign;
  membership: Membership;
}

export interface Dashboard {
  /** Running campaigns the viewer takes part in or coaches (pending ones show as awaiting approval). */
  mine: DashboardEntry[];
  finished: DashboardEntry[];
  /** Featured running campaigns the viewer is not yet in. */
  featured: DashboardEntry[];
  upcoming: DashboardEntry[];
  drafts: DashboardEntry[];
  /** Every finished campaign the viewer may see. */
  archive: DashboardEntry[];
}

/**
 * The dashboard's sections (spec 1 §2) in three queries: the viewer's participations, the
 * campaigns they coach, and every campaign they may see.
 */
/**
 * Which campaigns a viewer may see in lists (spec 1 §6), in two queries: their participations and
 * the campaigns they are a listed coach of (admins coach every campaign, but not every campaign
 * is theirs). The condition admits active campaigns of an open privacy setting (any for admins)
 * and every campaign the viewer is part of.
 */
export async function campaignVisibility(ctx: AppContext) {
  const viewer = ctx.viewer;
  const participations = viewer ? await ctx.em.find(CampaignParticipantSchema, { user: viewer }, { fields: ['campaign', 'status'] }) : [];
  const membership = new Map<string, Membership>(participations.map((row) => [row.campaign.id, row.status]));
  const coachedIds = viewer ? (await ctx.em.find(CampaignSchema, { coaches: viewer.id }, { fields: ['id'] })).map((campaign) => campaign.id) : [];
  const visibleSettings = hasOrgAdminRights(viewer) ? undefined : openPrivacySettings(viewer);
  const where: FilterQuery<Campaign> = {
    $or: [{ active: true, ...(visibleSettings ? { privacySetting: { $in: visibleSettings } } : {}) }, { id: { $in: [...membership.keys(), ...coachedIds] } }],
  };
  return { where, membership, coached: new Set(coachedIds) };
}

export async function dashboard(ctx: AuthedContext): Promise<Dashboard> {
  const { where, membership, coached } = await campaignVisibility(ctx);
  // Cards show no coaches: only the photo is loaded (the coached set decides "mine").
  const campaigns = await ctx.em.find(CampaignSchema, where, { populate: ['photo'], orderBy: { endDate: 'asc', id: 'asc' } });

  const now = new Date();
  const sections: Dashboard = { mine: [], finished: [], featured: [], upcoming: [], drafts: [], archive: [] };
  for (const campaign of campaigns) {
    const entry = { campaign, membership: membership.get(campaign.id) ?? null };
    const involved = entry.membership !== null || coached.has(campaign.id);
    const phase: CampaignPhase = campaignPhase(campaign, now);
    if (phase === 'draft') {
      if (coached.has(campaign.id)) sections.drafts.push(entry);
    } else if (phase === 'active') {
      if (involved) sections.mine.push(entry);
      else if (campaign.featured) sections.featured.push(entry);
    } else if (phase === 'upcoming') {
      sections.upcoming.push(entry);
    } else {
      if (involved) sections.finished.push(entry);
      sections.archive.push(entry);
    }
  }
  sections.finished.reverse();
  sections.archive.reverse();
  return sections;
}
