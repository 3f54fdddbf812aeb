import { hasOrgAdminRights } from '#shared/permissions.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { hydrateLoaded, mapLoaded } from '#server/db/loaded-rows.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext } from '#server/trpc/context.ts';
import {
  CAMPAIGN_FACTS_COLUMN,
  campaignFactsOf,
  VIEWER_STANDING_COLUMNS,
  viewerStandingParams,
  type CampaignFacts,
  type CampaignFactsRow,
  type PersonFacts,
  type Membership,
  type ViewerStanding,
} from '#server/modules/campaign/campaign-facts.ts';
import { CAMPAIGN_GRAPH_COLUMNS, campaignGraphFromRow, campaignViewFor, type CampaignGraphRow, type ViewableCampaign } from '#server/modules/campaign/campaign-view.service.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { campaignViewRefusal, isCampaignCoach } from '#server/modules/campaign/campaign.policy.ts';
import type { ViewerFacts } from '#server/modules/user/viewer-facts.ts';
import type { ErrorCode } from '#shared/errors.ts';
import type { MediaFile } from '#server/entities/media.entity.ts';
import { TagSchema, type Tag } from '#server/entities/tag.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { IdeaAuthorSchema, IdeaSchema, type Idea, type IdeaAttachment, type IdeaAuthor } from '#server/entities/idea.entity.ts';
import { allowsCoAuthors, canSeeIdea, ideaBoost, type IdeaBoost, type IdeaRelation } from './idea.policy';
import { executePrepared } from '#server/db/prepared-statements.ts';
import { markdownHtml } from '#server/markdown/markdown.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An idea loaded for one viewer: the idea (tags loaded, in the same statement), its campaign (coaches loaded) and authors, and where the viewer stands. */
export interface LoadedIdea {
  idea: Idea;
  campaign: Campaign;
  /** Every author row (accepted, pending, rejected), oldest first, users loaded. */
  authors: IdeaAuthor[];
  relation: IdeaRelation;
  membership: Membership;
}

interface IdeaGraphRow extends CampaignGraphRow {
  idea: Record<string, unknown>;
  tags: Record<string, unknown>[];
  authors: { author: Record<string, unknown>; user: Record<string, unknown> }[];
}

/**
 * An idea of this site as entities, for the actions that change it: tags, authors (users
 * loaded), campaign (coaches loaded) and the viewer's standing, in one statement instead of the
 * ORM's five.
 */
async function loadIdeaGraph(ctx: AppContext, guid: string): Promise<IdeaGraphRow | undefined> {
  const [row] = await ctx.em.getConnection().execute<IdeaGraphRow[]>(
    `select to_jsonb(i) - 'search_vector' as idea,
  coalesce((select jsonb_agg(to_jsonb(tag) order by tag.id) from idea_tag tagged join tag on tag.id = tagged.tag_id where tagged.idea_id = i.id), '[]') as tags,
  coalesce((select jsonb_agg(jsonb_build_object('author', to_jsonb(author), 'user', to_jsonb(app_user)) order by author.created_at, author.id)
    from idea_author author join app_user on app_user.id = author.user_id where author.idea_id = i.id), '[]') as authors,
  ${CAMPAIGN_GRAPH_COLUMNS},
  ${VIEWER_STANDING_COLUMNS}
from idea i join campaign c on c.id = i.campaign_id
where i.organisation_id = ? and i.id = ?`,
    [...viewerStandingParams(ctx), ctx.site.id, guid],
  );
  return row;
}

/**
 * Who the viewer is to an idea, or why they may not see it: the campaign's privacy decides first
 * (campaignViewFor: not-found, invitation-required, not-authenticated), a brief-only campaign
 * keeps its ideas to members, then declined ideas are hidden from non-coaches and drafts from
 * all but their authors and coaches (not-found, so their existence does not leak). One rule for
 * the entity loader and the page's facts.
 */
function ideaAccess<C extends ViewableCampaign & Pick<Campaign, 'settings'>>(
  ctx: AppContext,
  campaign: C,
  standing: ViewerStanding,
  idea: { status: string; merged: boolean },
  authors: { status: string; userId: string }[],
): { relation: IdeaRelation; membership: Membership } {
  const view = campaignViewFor(ctx, campaign, standing);
  const relation = relationOf(ctx.viewerFacts, campaign, authors);
  const refusal = ideaRefusal(campaign, view.membership, relation, idea);
  if (refusal) throw new AppError(refusal);
  return { relation, membership: view.membership };
}

function relationOf(person: ViewerFacts | null, campaign: Pick<ViewableCampaign, 'coaches'>, authors: { status: string; userId: string }[]): IdeaRelation {
  const personId = person?.id;
  return {
    isAuthor: personId !== undefined && authors.some((author) => author.userId === personId && author.status === 'accepted'),
    isCoach: isCampaignCoach(person, campaign),
  };
}

/** The idea's own part of the rule, once the campaign is visible: brief-only campaigns, then drafts and declined ideas. */
function ideaRefusal(campaign: Pick<Campaign, 'settings'>, membership: Membership, relation: IdeaRelation, idea: { status: string; merged: boolean }): ErrorCode | null {
  const member = membership === 'approved' || relation.isAuthor || relation.isCoach;
  if (campaign.settings.publicBriefOnly && !member) return 'user-not-in-campaign';
  return canSeeIdea(idea, relation) ? null : 'not-found';
}

/**
 * Who someone other than the viewer is to an idea, or null when the idea page would refuse them:
 * the same rule as ideaAccess, for telling followers (issue 34) only what they could open.
 */
export function ideaRelationOf(
  person: ViewerFacts,
  campaign: ViewableCampaign & Pick<Campaign, 'settings'>,
  standing: ViewerStanding,
  idea: { status: string; merged: boolean },
  authors: { status: string; userId: string }[],
): IdeaRelation | null {
  if (campaignViewRefusal(person, campaign, standing.membership !== null || standing.invited)) return null;
  const relation = relationOf(person, campaign, authors);
  return ideaRefusal(campaign, standing.membership, relation, idea) ? null : relation;
}

/** An idea of this site as entities the viewer may act on, or why they may not see it (ideaAccess). */
export async function loadIdea(ctx: AppContext, guid: string): Promise<LoadedIdea> {
  const row = UUID.test(guid) ? await loadIdeaGraph(ctx, guid) : undefined;
  if (!row) throw new AppError('not-found');
  // Related rows first, so the idea's and the authors' references resolve to loaded entities.
  const { campaign, standing } = campaignGraphFromRow(ctx, row);
  const idea = mapLoaded(ctx.em, IdeaSchema, row.idea);
  hydrateLoaded(idea.tags, row.tags.map((tag) => mapLoaded(ctx.em, TagSchema, tag)));
  const authors = row.authors.map(({ author, user }) => {
    mapLoaded(ctx.em, UserSchema, user);
    return mapLoaded(ctx.em, IdeaAuthorSchema, author);
  });
  const access = ideaAccess(ctx, campaign, standing, { status: idea.status, merged: idea.mergedInto != null }, authors.map((author) => ({ status: author.status, userId: author.user.id })));
  return { idea, campaign, authors, ...access };
}

/** Who the viewer is to an idea they may see, as plain data: for reads beside the idea page (its feedback). */
export interface IdeaStanding {
  campaign: CampaignFacts;
  relation: IdeaRelation;
  membership: Membership;
}

/**
 * The columns ideaStandingOf reads, of idea `i` joined to its campaign `c`; the statement's
 * first values are viewerStandingParams(ctx).
 */
export const IDEA_STANDING_COLUMNS = `i.status, i.merged_into_id is not null as merged,
  coalesce((select jsonb_agg(jsonb_build_object('status', author.status, 'userId', author.user_id)) from idea_author author where author.idea_id = i.id), '[]') as authors,
  ${CAMPAIGN_FACTS_COLUMN},
  ${VIEWER_STANDING_COLUMNS}`;

export interface IdeaStandingRow extends CampaignFactsRow {
  status: string;
  merged: boolean;
  authors: { status: string; userId: string }[];
}

/** The viewer's standing from an IDEA_STANDING_COLUMNS row, or why they may not see the idea (ideaAccess, the idea view's rule). */
export function ideaStandingOf(ctx: AppContext, row: IdeaStandingRow): IdeaStanding {
  const campaign = campaignFactsOf(row.campaign);
  return { campaign, ...ideaAccess(ctx, campaign, { membership: row.membership, invited: row.invited }, { status: row.status, merged: row.merged }, row.authors) };
}

/** An idea as its page shows it: plain data, no entities (nothing on the page changes it). */
export interface IdeaFacts extends Pick<Idea, 'id' | 'name' | 'status' | 'content' | 'extraFields' | 'createdAt' | 'updatedAt' | 'upvoteCount' | 'feedbackCount' | 'commentCount' | 'ratingSum' | 'ratingCount'> {
  createdById: string | null;
  /** The idea this one was merged into (issue 23), while the merge stands. */
  mergedIntoId: string | null;
  trendingScore: number;
}

export interface IdeaPage {
  idea: IdeaFacts;
  /** The idea's text as sanitised HTML (src-server/markdown). */
  contentHtml: string;
  campaign: CampaignFacts;
  tags: Pick<Tag, 'id' | 'name' | 'slug'>[];
  /** Every author (accepted, pending, rejected), oldest first, with the site's labels they hold (spec 1 §3 Author labels). */
  authors: { status: IdeaAuthor['status']; user: PersonFacts & { email: string; labels: string[] } }[];
  /**
   * Who upvoted, first upvote first: everyone for a viewer who may coach the campaign, at most
   * the viewer otherwise (the presenter shows them as canSeeUpvoters says).
   */
  upvoters: PersonFacts[];
  /** Thumbnail, images, video and documents, by kind and position. */
  attachments: { kind: IdeaAttachment['kind']; name: string; media: Pick<MediaFile, 'id' | 'filename' | 'processing' | 'encodedVideos' | 'posterKey'> }[];
  relation: IdeaRelation;
  membership: Membership;
  upvoted: boolean;
  /** The site's cap on tags per idea (0: ideas have no tags), for the form. */
  maxTags: number;
  /** Whether this idea's form offers co-author invitations (site setting and campaign privacy). */
  coAuthors: boolean;
  /** Trending score over the campaign's median, and HOT (spec 1 §4), as the list reckons them. */
  boost: IdeaBoost;
  /**
   * The viewer reviews this idea in a blind stage (issue 33): unless they coach the campaign, its
   * authors are hidden from them here as on their review page (the evaluation module's rule).
   */
  reviewsBlind: boolean;
}

type IdeaPageRow = Omit<IdeaPage, 'idea' | 'contentHtml' | 'campaign' | 'relation' | 'membership' | 'maxTags' | 'coAuthors' | 'boost'> &
  CampaignFactsRow & { idea: Omit<IdeaFacts, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string } };

/**
 * Everything the idea view shows (spec 1 §2 /ideas/{guid}) in one statement, as plain data:
 * hydrating the dozen entities of the same graph cost several times the statement (npm run bench).
 */
export async function ideaPage(ctx: AppContext, guid: string): Promise<IdeaPage> {
  const viewerId = ctx.viewerFacts?.id ?? null;
  const [row] = UUID.test(guid)
    ? await executePrepared<IdeaPageRow>(
        ctx.em,
        `select jsonb_build_object('id', i.id, 'name', i.name, 'status', i.status, 'content', i.content, 'extraFields', i.extra_fields,
    'createdAt', i.created_at, 'updatedAt', i.updated_at, 'createdById', i.created_by_id, 'upvoteCount', i.upvote_count,
    'feedbackCount', i.feedback_count, 'commentCount', i.comment_count, 'ratingSum', i.rating_sum, 'ratingCount', i.rating_count,
    'trendingScore', i.trending_score, 'mergedIntoId', i.merged_into_id) as idea,
  coalesce((select jsonb_agg(jsonb_build_object('id', tag.id, 'name', tag.name, 'slug', tag.slug) order by tag.id)
    from idea_tag tagged join tag on tag.id = tagged.tag_id where tagged.idea_id = i.id), '[]') as tags,
  coalesce((select jsonb_agg(jsonb_build_object('status', author.status, 'user', jsonb_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email,
      'labels', coalesce((select jsonb_agg(label.name order by label.name) from user_label held join label on label.id = held.label_id where held.user_id = u.id), '[]')))
    order by author.created_at, author.id) from idea_author author join app_user u on u.id = author.user_id where author.idea_id = i.id), '[]') as authors,
  coalesce((select jsonb_agg(jsonb_build_object('kind', attachment.kind, 'name', attachment.name, 'media', jsonb_build_object('id', media.id,
      'filename', media.filename, 'processing', media.processing, 'encodedVideos', media.encoded_videos, 'posterKey', media.poster_key))
    order by attachment.kind, attachment.position)
    from idea_attachment attachment join media_file media on media.id = attachment.media_id where attachment.idea_id = i.id), '[]') as attachments,
  exists (select 1 from upvote where idea_id = i.id and user_id = ?) as upvoted,
  coalesce((select jsonb_agg(jsonb_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name) order by upvote.created_at, upvote.id)
    from upvote join app_user u on u.id = upvote.user_id
    where upvote.idea_id = i.id and (?::boolean or upvote.user_id = ? or exists (select 1 from campaign_coach cc where cc.campaign_id = c.id and cc.user_id = ?))), '[]') as upvoters,
  exists (select 1 from review_assignment ra join campaign_stage rs on rs.id = ra.stage_id where ra.idea_id = i.id and ra.evaluator_id = ? and rs.blind_review) as "reviewsBlind",
  ${CAMPAIGN_FACTS_COLUMN},
  ${VIEWER_STANDING_COLUMNS}
from idea i join campaign c on c.id = i.campaign_id
where i.organisation_id = ? and i.id = ?`,
        // Only a possible coach (an admin, a listed coach) reads every upvoter; isCampaignCoach decides after.
        [viewerId, hasOrgAdminRights(ctx.viewerFacts), viewerId, viewerId, viewerId, ...viewerStandingParams(ctx), ctx.site.id, guid],
      )
    : [];
  if (!row) throw new AppError('not-found');
  const campaign = campaignFactsOf(row.campaign);
  const idea: IdeaFacts = { ...row.idea, createdAt: new Date(row.idea.createdAt), updatedAt: new Date(row.idea.updatedAt) };
  const access = ideaAccess(ctx, campaign, { membership: row.membership, invited: row.invited }, { status: idea.status, merged: idea.mergedIntoId !== null }, row.authors.map((author) => ({ status: author.status, userId: author.user.id })));
  const site = settingsWithDefaults(ctx.site.settings);
  return {
    idea,
    contentHtml: await markdownHtml(ctx, idea.content),
    campaign,
    tags: row.tags,
    authors: row.authors,
    upvoters: row.upvoters,
    attachments: row.attachments,
    ...access,
    upvoted: row.upvoted,
    boost: ideaBoost(idea.trendingScore, campaign.trendingMedian, idea.upvoteCount),
    maxTags: site.ideaMaxNumTags,
    coAuthors: allowsCoAuthors(site, campaign),
    reviewsBlind: row.reviewsBlind,
  };
}
