import { settingsWithDefaults } from '../../../src-shared/schemas/organisation';
import { AppError } from '../../errors/app-error';
import type { AppContext } from '../../trpc/context';
import { viewCampaign, type Membership } from '../campaign/campaign-view.service';
import type { Campaign } from '../campaign/campaign.entity';
import { isCampaignCoach } from '../campaign/campaign.policy';
import { IdeaAuthorSchema, IdeaSchema, UpvoteSchema, type Idea, type IdeaAttachment, type IdeaAuthor } from './idea.entity';
import { attachmentsOf } from './idea-attachments';
import { allowsCoAuthors, canSeeIdea, ideaBoost, type IdeaBoost, type IdeaRelation } from './idea.policy';

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

/**
 * An idea of this site as the viewer may see it, or why not: the campaign's privacy decides
 * first (viewCampaign: not-found, invitation-required, not-authenticated), a brief-only campaign
 * keeps its ideas to members, then declined ideas are hidden from non-coaches and drafts from
 * all but their authors and coaches (not-found, so their existence does not leak).
 */
export async function loadIdea(ctx: AppContext, guid: string): Promise<LoadedIdea> {
  const found = UUID.test(guid) ? await ctx.em.findOne(IdeaSchema, { id: guid }, { populate: ['campaign', 'tags'] }) : null;
  if (!found) throw new AppError('not-found');
  const view = await viewCampaign(ctx, found.campaign.slug);
  const authors = await ctx.em.find(IdeaAuthorSchema, { idea: found }, { populate: ['user'], orderBy: { createdAt: 'asc', id: 'asc' } });
  const viewerId = ctx.viewer?.id;
  const relation: IdeaRelation = {
    isAuthor: viewerId !== undefined && authors.some((author) => author.user.id === viewerId && author.status === 'accepted'),
    isCoach: isCampaignCoach(ctx.viewer, view.campaign),
  };
  const member = view.membership === 'approved' || relation.isAuthor || relation.isCoach;
  if (view.campaign.settings.publicBriefOnly && !member) throw new AppError('user-not-in-campaign');
  if (!canSeeIdea(found, relation)) throw new AppError('not-found');
  return { idea: found, campaign: view.campaign, authors, relation, membership: view.membership };
}

export interface IdeaPage extends LoadedIdea {
  attachments: IdeaAttachment[];
  upvoted: boolean;
  /** The site's cap on tags per idea (0: ideas have no tags), for the form. */
  maxTags: number;
  /** Whether this idea's form offers co-author invitations (site setting and campaign privacy). */
  coAuthors: boolean;
  /** Trending score over the campaign's median, and HOT (spec 1 §4), as the list reckons them. */
  boost: IdeaBoost;
}

/** Everything the idea view shows (spec 1 §2 /ideas/{guid}), in a handful of queries. */
export async function ideaPage(ctx: AppContext, guid: string): Promise<IdeaPage> {
  const loaded = await loadIdea(ctx, guid);
  const attachments = await attachmentsOf(ctx.em, loaded.idea);
  const upvotes = ctx.viewer ? await ctx.em.count(UpvoteSchema, { idea: loaded.idea, user: ctx.viewer }) : 0;
  const site = settingsWithDefaults(ctx.org.settings);
  // MikroORM types a double as string | number; PostgreSQL's float8 arrives as a number.
  const boost = ideaBoost(Number(loaded.idea.trendingScore), Number(loaded.campaign.trendingMedian));
  return { ...loaded, attachments, upvoted: upvotes > 0, boost, maxTags: site.ideaMaxNumTags, coAuthors: allowsCoAuthors(site, loaded.campaign) };
}
