import { settingsWithDefaults } from '../../../src-shared/schemas/organisation';
import { AppError } from '../../errors/app-error';
import type { AppContext } from '../../trpc/context';
import { CAMPAIGN_GRAPH_COLUMNS, campaignGraphFromRow, campaignGraphParams, campaignViewFor, type CampaignGraphRow, type Membership } from '../campaign/campaign-view.service';
import type { Campaign } from '../campaign/campaign.entity';
import { isCampaignCoach } from '../campaign/campaign.policy';
import { MediaFileSchema } from '../media/media.entity';
import { TagSchema } from '../tag/tag.entity';
import { UserSchema } from '../user/user.entity';
import { IdeaAttachmentSchema, IdeaAuthorSchema, IdeaSchema, type Idea, type IdeaAttachment, type IdeaAuthor } from './idea.entity';
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

interface IdeaGraphRow extends CampaignGraphRow {
  idea: Record<string, unknown>;
  tags: Record<string, unknown>[];
  authors: { author: Record<string, unknown>; user: Record<string, unknown> }[];
  /** With the page's extras only. */
  attachments?: { attachment: Record<string, unknown>; media: Record<string, unknown> }[];
  upvoted?: boolean;
}

/**
 * An idea of this site with its tags, authors (users loaded), campaign (coaches loaded) and the
 * viewer's standing in it, in one statement; for the idea page also its attachments (files
 * loaded) and whether the viewer upvoted it. The ORM took six statements and several times the
 * SQL's own cost in JavaScript for the same (npm run bench).
 */
async function loadIdeaGraph(ctx: AppContext, guid: string, page: boolean): Promise<IdeaGraphRow | undefined> {
  const pageColumns = page
    ? `,
  coalesce((select jsonb_agg(jsonb_build_object('attachment', to_jsonb(attachment), 'media', to_jsonb(media)) order by attachment.kind, attachment.position)
    from idea_attachment attachment join media_file media on media.id = attachment.media_id where attachment.idea_id = i.id), '[]') as attachments,
  exists (select 1 from upvote where idea_id = i.id and user_id = ?) as upvoted`
    : '';
  const [row] = await ctx.em.getConnection().execute<IdeaGraphRow[]>(
    `select to_jsonb(i) - 'search_vector' as idea,
  coalesce((select jsonb_agg(to_jsonb(tag) order by tag.id) from idea_tag tagged join tag on tag.id = tagged.tag_id where tagged.idea_id = i.id), '[]') as tags,
  coalesce((select jsonb_agg(jsonb_build_object('author', to_jsonb(author), 'user', to_jsonb(app_user)) order by author.created_at, author.id)
    from idea_author author join app_user on app_user.id = author.user_id where author.idea_id = i.id), '[]') as authors,
  ${CAMPAIGN_GRAPH_COLUMNS}${pageColumns}
from idea i join campaign c on c.id = i.campaign_id
where i.organisation_id = ? and i.id = ?`,
    [...campaignGraphParams(ctx), ...(page ? [ctx.viewer?.id ?? null] : []), ctx.org.id, guid],
  );
  return row;
}

/**
 * An idea of this site as the viewer may see it, or why not: the campaign's privacy decides
 * first (campaignViewFor: not-found, invitation-required, not-authenticated), a brief-only campaign
 * keeps its ideas to members, then declined ideas are hidden from non-coaches and drafts from
 * all but their authors and coaches (not-found, so their existence does not leak).
 */
export async function loadIdea(ctx: AppContext, guid: string): Promise<LoadedIdea> {
  return (await loadIdeaFor(ctx, guid, false)).loaded;
}

async function loadIdeaFor(ctx: AppContext, guid: string, page: boolean): Promise<{ loaded: LoadedIdea; row: IdeaGraphRow }> {
  const row = UUID.test(guid) ? await loadIdeaGraph(ctx, guid, page) : undefined;
  if (!row) throw new AppError('not-found');
  // Related rows first, so the idea's and the authors' references resolve to loaded entities.
  const { campaign, standing } = campaignGraphFromRow(ctx, row);
  const idea = ctx.em.map(IdeaSchema, row.idea);
  idea.tags.hydrate(row.tags.map((tag) => ctx.em.map(TagSchema, tag)));
  const authors = row.authors.map(({ author, user }) => {
    ctx.em.map(UserSchema, user);
    return ctx.em.map(IdeaAuthorSchema, author);
  });
  const view = campaignViewFor(ctx, campaign, standing);
  const viewerId = ctx.viewer?.id;
  const relation: IdeaRelation = {
    isAuthor: viewerId !== undefined && authors.some((author) => author.user.id === viewerId && author.status === 'accepted'),
    isCoach: isCampaignCoach(ctx.viewer, campaign),
  };
  const member = view.membership === 'approved' || relation.isAuthor || relation.isCoach;
  if (campaign.settings.publicBriefOnly && !member) throw new AppError('user-not-in-campaign');
  if (!canSeeIdea(idea, relation)) throw new AppError('not-found');
  return { loaded: { idea, campaign, authors, relation, membership: view.membership }, row };
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

/** Everything the idea view shows (spec 1 §2 /ideas/{guid}), in one statement. */
export async function ideaPage(ctx: AppContext, guid: string): Promise<IdeaPage> {
  const { loaded, row } = await loadIdeaFor(ctx, guid, true);
  const attachments = (row.attachments ?? []).map(({ attachment, media }) => {
    ctx.em.map(MediaFileSchema, media);
    return ctx.em.map(IdeaAttachmentSchema, attachment);
  });
  const site = settingsWithDefaults(ctx.org.settings);
  // MikroORM types a double as string | number; PostgreSQL's float8 arrives as a number.
  const boost = ideaBoost(Number(loaded.idea.trendingScore), Number(loaded.campaign.trendingMedian));
  return { ...loaded, attachments, upvoted: row.upvoted ?? false, boost, maxTags: site.ideaMaxNumTags, coAuthors: allowsCoAuthors(site, loaded.campaign) };
}
