import type { FilterQuery } from '@mikro-orm/core';
import { campaignPhase, type CampaignPhase } from '#shared/campaign-rules.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { hasOrgAdminRights } from '#shared/permissions.ts';
import { hydrateLoaded, mapLoaded } from '#server/db/loaded-rows.ts';
import { AppError } from '#server/errors/app-error.ts';
import { markdownHtml } from '#server/markdown/markdown.service.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { admittedToJoin, campaignViewRefusal, openPrivacySettings, type CampaignAccessFacts } from './campaign.policy';
import {
  loadCampaignFacts,
  selectCampaignWithStanding,
  type CampaignFacts,
  type CampaignKey,
  type Membership,
  type ViewerStanding,
} from './campaign-facts';
import { CampaignParticipantSchema } from '#server/entities/participation.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';

export type { CampaignKey, Membership, ViewerStanding };

/** A campaign as one viewer may see it: the entity (the brief and writes) or CampaignFacts (read paths). */
export interface CampaignAccessView<C extends ViewableCampaign> {
  campaign: C;
  membership: Membership;
  canJoin: boolean;
}

export interface CampaignView extends CampaignAccessView<Campaign> {
  /** The organisation offers hunt statistics (featureHuntStatistics). */
  statisticsEnabled: boolean;
}

/** What campaignViewFor reads of a campaign: the access facts and its dates. */
export type ViewableCampaign = CampaignAccessFacts & Pick<Campaign, 'startDate' | 'endDate'>;

/**
 * SQL columns of a campaign row `c` (to_jsonb) and its coaches' user rows, for
 * campaignGraphFromRow with the viewer's standing: one statement instead of the ORM's three.
 */
export const CAMPAIGN_GRAPH_COLUMNS = `to_jsonb(c) as campaign,
  coalesce((select jsonb_agg(to_jsonb(coach) order by coach.id) from campaign_coach cc join app_user coach on coach.id = cc.user_id
    where cc.campaign_id = c.id), '[]') as coaches`;

export interface CampaignGraphRow extends ViewerStanding {
  campaign: Record<string, unknown>;
  coaches: Record<string, unknown>[];
}

/** The campaign of a CAMPAIGN_GRAPH_COLUMNS row, mapped into the EntityManager as loaded, coaches loaded. */
export function campaignGraphFromRow(ctx: AppContext, row: CampaignGraphRow): { campaign: Campaign; standing: ViewerStanding } {
  const campaign = mapLoaded(ctx.em, CampaignSchema, row.campaign);
  hydrateLoaded(campaign.coaches, row.coaches.map((coach) => mapLoaded(ctx.em, UserSchema, coach)));
  return { campaign, standing: { membership: row.membership, invited: row.invited } };
}

/** A campaign entity of this site (coaches loaded) with the viewer's standing, in one statement. */
async function loadCampaignGraph(ctx: AppContext, key: CampaignKey): Promise<{ campaign: Campaign; standing: ViewerStanding } | null> {
  const row = await selectCampaignWithStanding<CampaignGraphRow>(ctx, key, CAMPAIGN_GRAPH_COLUMNS);
  return row ? campaignGraphFromRow(ctx, row) : null;
}

/** A campaign as one viewer may see it (the brief, and before writes), or the reason they may not. */
export async function viewCampaign(ctx: AppContext, key: CampaignKey, options: { forBrief?: boolean } = {}): Promise<CampaignView> {
  const loaded = await loadCampaignGraph(ctx, key);
  if (!loaded) throw new AppError('not-found');
  // Lists and idea pages only need the coaches (who sees what); the photo and tags are the brief's.
  if (options.forBrief) await ctx.em.populate(loaded.campaign, ['photo', 'tags']);
  return { ...campaignViewFor(ctx, loaded.campaign, loaded.standing), statisticsEnabled: settingsWithDefaults(ctx.site.settings).featureHuntStatistics };
}

export interface CampaignBriefView extends CampaignView {
  /** The brief as sanitised HTML (src-server/markdown). */
  contentHtml: string;
}

/** A campaign's brief as one viewer may see it, its text rendered for the page. */
export async function viewCampaignBrief(ctx: AppContext, key: CampaignKey): Promise<CampaignBriefView> {
  const view = await viewCampaign(ctx, key, { forBrief: true });
  return { ...view, contentHtml: await markdownHtml(ctx, view.campaign.content) };
}

/** The same view of a campaign as plain facts, for read paths that change nothing. */
export async function viewCampaignFacts(ctx: AppContext, key: CampaignKey): Promise<CampaignAccessView<CampaignFacts>> {
  const loaded = await loadCampaignFacts(ctx, key);
  if (!loaded) throw new AppError('not-found');
  return campaignViewFor(ctx, loaded.campaign, loaded.standing);
}

/** The viewer's view of a loaded campaign (its coaches loaded), or the reason they may not see it. */
export function campaignViewFor<C extends ViewableCampaign>(ctx: AppContext, campaign: C, { membership, invited }: ViewerStanding): CampaignAccessView<C> {
  const viewer = ctx.viewerFacts;
  const refusal = campaignViewRefusal(viewer, campaign, membership !== null || invited);
  if (refusal) throw new AppError(refusal);
  const phase = campaignPhase(campaign, new Date());
  const canJoin =
    viewer !== null &&
    membership === null &&
    (phase === 'upcoming' || phase === 'active') &&
    admittedToJoin(viewer, campaign, { invited, viaLink: false });
  return { campaign, membership, canJoin };
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
  /** Running campaigns the viewer may see and is not in yet, featured or not (spec 1 §7 `open`). */
  open: DashboardEntry[];
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
  const viewer = ctx.viewerFacts;
  const participations = viewer ? await ctx.em.find(CampaignParticipantSchema, { user: viewer.id }, { fields: ['campaign', 'status'] }) : [];
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
  const sections: Dashboard = { mine: [], finished: [], featured: [], upcoming: [], drafts: [], archive: [], open: [] };
  for (const campaign of campaigns) {
    const entry = { campaign, membership: membership.get(campaign.id) ?? null };
    const involved = entry.membership !== null || coached.has(campaign.id);
    const phase: CampaignPhase = campaignPhase(campaign, now);
    if (phase === 'draft') {
      if (coached.has(campaign.id)) sections.drafts.push(entry);
    } else if (phase === 'active') {
      if (involved) sections.mine.push(entry);
      else if (campaign.featured) sections.featured.push(entry);
      if (!involved) sections.open.push(entry);
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
