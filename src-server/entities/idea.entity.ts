import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { IDEA_STATUSES } from '#shared/constants.ts';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { CampaignSchema } from './campaign.entity';
import { MediaFileSchema } from './media.entity';
import { OrganisationSchema } from './organisation.entity';
import { TagSchema } from './tag.entity';
import { UserSchema } from './user.entity';

/** Values of a campaign's extra idea fields, by field id (spec 1 §3 Idea extra field). */
export type IdeaExtraFieldValues = Record<string, string | string[]>;

/**
 * An idea in a campaign (spec 1 §3 Idea). Counters users see are kept on the row and changed in
 * the same transaction as the upvote, feedback or comment that changes them (ARCHITECTURE §3).
 */
export const IdeaSchema = defineEntity({
  name: 'Idea',
  tableName: 'idea',
  filters: tenantFilter(),
  indexes: [
    { properties: ['campaign', 'createdAt'] },
    // The admin list's default order and its export's batches, site-wide (newest or oldest first).
    { name: 'idea_organisation_created_index', properties: ['organisation', 'createdAt', 'id'] },
    { properties: ['campaign', 'status'] },
    // One index per list order (spec 1 §2 sorts), each scanned backwards for its descending order,
    // so a page reads its ten rows instead of sorting the whole campaign.
    { name: 'idea_campaign_trending_index', expression: 'create index "idea_campaign_trending_index" on "idea" ("campaign_id", "trending_score", "created_at")' },
    { name: 'idea_campaign_popular_index', expression: 'create index "idea_campaign_popular_index" on "idea" ("campaign_id", "upvote_count", "created_at")' },
    { name: 'idea_campaign_feedback_index', expression: 'create index "idea_campaign_feedback_index" on "idea" ("campaign_id", "feedback_count", "created_at")' },
    {
      name: 'idea_campaign_rating_index',
      expression: `create index "idea_campaign_rating_index" on "idea" ("campaign_id", (case when rating_count = 0 then null else rating_sum::float8 / rating_count end) desc nulls last, "created_at" desc)`,
    },
    { name: 'idea_campaign_winner_index', expression: `create index "idea_campaign_winner_index" on "idea" ("campaign_id", (status = 'WINNER'), "upvote_count", "created_at")` },
    { name: 'idea_search_vector_index', expression: 'create index "idea_search_vector_index" on "idea" using gin ("search_vector")' },
    { name: 'idea_name_trgm_index', expression: 'create index "idea_name_trgm_index" on "idea" using gin ("name" gin_trgm_ops)' },
  ],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    campaign: () => p.manyToOne(CampaignSchema).deleteRule('cascade'),
    name: p.string().length(200),
    /** Markdown; rendered sanitised. */
    content: p.text().default(''),
    status: p.enum([...IDEA_STATUSES]).default('PUBLISHED'),
    extraFields: p.json<IdeaExtraFieldValues>(),
    createdBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    upvoteCount: p.integer().default(0),
    feedbackCount: p.integer().default(0),
    commentCount: p.integer().default(0),
    ratingSum: p.integer().default(0),
    ratingCount: p.integer().default(0),
    /**
     * ARCHITECTURE §7's trending score, stored so the trending order reads an index: set by a
     * trigger whenever the counters change (SQL function idea_trending_score, the formula's one
     * home) and refreshed as ideas age by the 'refresh-trending' job.
     */
    trendingScore: p.double().default(0),
    /**
     * The text of the public extra fields the list's free-text filter searches (text, textarea,
     * text-email, select-dropdown; spec 1 §2), kept by the service whenever the fields are saved.
     */
    searchExtra: p.text().default(''),
    /** Language-neutral ('simple'): one site may hold ideas in several languages. */
    searchVector: p
      .string()
      .columnType('tsvector')
      // Never written by us; nullable only so creating an idea does not ask for it (the column itself is NOT NULL).
      .nullable()
      // Spelled as PostgreSQL stores it (casts and all), so the schema differ sees no change.
      .generated(
        `((setweight(to_tsvector('simple'::regconfig, (COALESCE(name, ''::character varying))::text), 'A'::"char") || setweight(to_tsvector('simple'::regconfig, COALESCE(content, ''::text)), 'B'::"char")) || setweight(to_tsvector('simple'::regconfig, COALESCE(search_extra, ''::text)), 'C'::"char")) stored`,
      )
      .lazy(true, false),
    /**
     * The idea this one was merged into (issue 23), while the merge stands: the idea is then
     * archived, read-only, and shown to everyone who sees the campaign so its page can lead to A.
     */
    mergedInto: () => p.manyToOne(IdeaSchema).nullable().deleteRule('set null'),
    /** At most the organisation's ideaMaxNumTags (spec 1 §9); the service enforces the cap. */
    tags: () => p.manyToMany(TagSchema).pivotEntity(() => IdeaTagSchema),
  },
});
export type Idea = InferEntity<typeof IdeaSchema>;

/** The tag pivot, declared so its index on tag (GET /idea-tags, the list's tag filter) is part of the schema. */
export const IdeaTagSchema = defineEntity({
  name: 'IdeaTag',
  tableName: 'idea_tag',
  indexes: [{ name: 'idea_tag_tag_id_index', properties: ['tag'] }],
  properties: {
    idea: () => p.manyToOne(IdeaSchema).primary().deleteRule('cascade'),
    tag: () => p.manyToOne(TagSchema).primary().deleteRule('cascade'),
  },
});

export const ideaAuthorStatuses = ['accepted', 'pending', 'rejected'] as const;

/** An author of an idea: its creator (always accepted) or an invited co-author (spec 1 §4). */
export const IdeaAuthorSchema = defineEntity({
  name: 'IdeaAuthor',
  tableName: 'idea_author',
  uniques: [{ properties: ['idea', 'user'] }],
  indexes: [{ properties: ['user'] }],
  properties: {
    ...baseProperties(),
    idea: () => p.manyToOne(IdeaSchema).deleteRule('cascade'),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    status: p.enum([...ideaAuthorStatuses]).default('accepted'),
  },
});
export type IdeaAuthor = InferEntity<typeof IdeaAuthorSchema>;

/** Rated feedback on an idea (spec 1 §3 Feedback); `used` once the author marks it as helpful. */
export const FeedbackSchema = defineEntity({
  name: 'Feedback',
  tableName: 'feedback',
  filters: tenantFilter(),
  indexes: [{ properties: ['idea', 'createdAt'] }, { properties: ['author'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    idea: () => p.manyToOne(IdeaSchema).deleteRule('cascade'),
    author: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    comment: p.text(),
    rating: p.smallint().nullable(),
    used: p.boolean().default(false),
  },
});
export type Feedback = InferEntity<typeof FeedbackSchema>;

/** One user's upvote of an idea (spec 1 §8): at most one each, so a toggle cannot count twice. */
export const UpvoteSchema = defineEntity({
  name: 'Upvote',
  tableName: 'upvote',
  uniques: [{ properties: ['idea', 'user'] }],
  indexes: [{ properties: ['user'] }],
  properties: {
    ...baseProperties(),
    idea: () => p.manyToOne(IdeaSchema).deleteRule('cascade'),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
  },
});
export type Upvote = InferEntity<typeof UpvoteSchema>;

/** A comment on an idea, or a reply to one (spec 1 §2 comments: threaded under their parent). */
export const CommentSchema = defineEntity({
  name: 'Comment',
  tableName: 'comment',
  filters: tenantFilter(),
  indexes: [{ properties: ['idea', 'createdAt'] }, { properties: ['parent'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    idea: () => p.manyToOne(IdeaSchema).deleteRule('cascade'),
    author: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    /** Null for a top-level comment. The service refuses to delete a comment with replies (spec 1 §8); the cascade is for deleting the idea. */
    parent: () => p.manyToOne(CommentSchema).nullable().deleteRule('cascade'),
    body: p.text(),
  },
});
export type Comment = InferEntity<typeof CommentSchema>;

export const ideaAttachmentKinds = ['thumbnail', 'image', 'video', 'document'] as const;

/** A file shown with an idea (spec 1 §2 idea form: thumbnail, up to 5 images, a video, documents), in order. */
export const IdeaAttachmentSchema = defineEntity({
  name: 'IdeaAttachment',
  tableName: 'idea_attachment',
  indexes: [{ properties: ['idea', 'kind', 'position'] }],
  properties: {
    ...baseProperties(),
    idea: () => p.manyToOne(IdeaSchema).deleteRule('cascade'),
    media: () => p.manyToOne(MediaFileSchema).deleteRule('cascade'),
    kind: p.enum([...ideaAttachmentKinds]),
    /** The document's shown name; empty for images and video. */
    name: p.string().length(255).default(''),
    position: p.integer(),
  },
});
export type IdeaAttachment = InferEntity<typeof IdeaAttachmentSchema>;
