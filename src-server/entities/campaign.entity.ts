import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { CampaignSettings, PrivacySetting } from '#shared/schemas/campaign.ts';
import { privacySettings } from '#shared/schemas/campaign.ts';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { AgreementSchema } from './agreement.entity';
import { MediaFileSchema } from './media.entity';
import { OrganisationSchema } from './organisation.entity';
import { TagSchema } from './tag.entity';
import { UserSchema } from './user.entity';

export interface Reward {
  title: string;
  description: string;
}

/**
 * A campaign ("hunt", spec 1 §3 and spec 2 §3). A draft until its coach submits the wizard
 * (`active`); then upcoming, running or finished by its dates. Counters users see are kept here
 * and updated in the same transaction as the action that changes them.
 */
export const CampaignSchema = defineEntity({
  name: 'Campaign',
  tableName: 'campaign',
  filters: tenantFilter(),
  uniques: [{ properties: ['organisation', 'slug'] }],
  indexes: [{ properties: ['organisation', 'active', 'endDate'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    slug: p.string().length(120),
    name: p.string().length(200),
    /** The brief, in markdown; rendered sanitised, never as raw HTML. */
    content: p.text().default(''),
    startDate: p.datetime(),
    endDate: p.datetime(),
    /** False while a draft: submitting the wizard makes it active (spec 2 §4). */
    active: p.boolean().default(false),
    privacySetting: p.enum([...privacySettings]).default('public'),
    requireCoachApproval: p.boolean().default(false),
    requireAgreementAcceptance: p.boolean().default(false),
    /** The campaign agreement joiners accept (spec 1 §4); a deleted one leaves the checkbox without a text to read. */
    agreement: () => p.manyToOne(AgreementSchema).nullable().deleteRule('set null'),
    showOnLandingPage: p.boolean().default(false),
    featured: p.boolean().default(false),
    useCustomMailHeader: p.boolean().default(false),
    mailHeader: p.text().default(''),
    settings: p.json<CampaignSettings>(),
    photo: () => p.manyToOne(MediaFileSchema).nullable().deleteRule('set null'),
    rewards: p.json<Reward[]>(),
    /** Super admin's custom code for this campaign; it runs sandboxed in the client. */
    customCode: p.text().default(''),
    /** The share link's secret (/invitations/campaign/{secret}); a coach may generate a new one. */
    inviteSecret: p.string().length(64),
    createdBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    coaches: () => p.manyToMany(UserSchema).pivotEntity(() => CampaignCoachSchema),
    tags: () => p.manyToMany(TagSchema).pivotEntity(() => CampaignTagSchema),
    /** When its coaches announced the winners (the announce.winners event); once per campaign. */
    winnersAnnouncedAt: p.datetime().nullable(),
    ideaCount: p.integer().default(0),
    feedbackCount: p.integer().default(0),
    contributorCount: p.integer().default(0),
    /**
     * The median trending score of the ideas everyone may see here, the yardstick of an idea's
     * boost (HOT, ARCHITECTURE §7); refreshed with the scores by the 'refresh-trending' job.
     */
    trendingMedian: p.double().default(0),
    /**
     * Ideas its lists show a participant and a coach (HIDDEN_FROM_PARTICIPANTS / _COACHES left
     * out): the total of an unfiltered list page, kept by the trigger idea_listing_counts so a
     * page does not count the whole campaign. Never written by the application.
     */
    listedIdeaCount: p.integer().default(0),
    coachListedIdeaCount: p.integer().default(0),
  },
});
export type Campaign = InferEntity<typeof CampaignSchema>;
export type { PrivacySetting };

/** A document attached to a campaign brief, in the coach's order. */
export const CampaignDocumentSchema = defineEntity({
  name: 'CampaignDocument',
  tableName: 'campaign_document',
  indexes: [{ properties: ['campaign', 'position'] }],
  properties: {
    ...baseProperties(),
    campaign: () => p.manyToOne(CampaignSchema).deleteRule('cascade'),
    media: () => p.manyToOne(MediaFileSchema).deleteRule('cascade'),
    name: p.string().length(255),
    position: p.integer(),
  },
});
export type CampaignDocument = InferEntity<typeof CampaignDocumentSchema>;

/** The coach pivot, declared so its index on user ("the campaigns I coach") is part of the schema. */
export const CampaignCoachSchema = defineEntity({
  name: 'CampaignCoach',
  tableName: 'campaign_coach',
  indexes: [{ name: 'campaign_coach_user_id_index', properties: ['user'] }],
  properties: {
    campaign: () => p.manyToOne(CampaignSchema).primary().deleteRule('cascade'),
    user: () => p.manyToOne(UserSchema).primary().deleteRule('cascade'),
  },
});

/** The tag pivot, declared so its index on tag ("campaigns with this tag", /tag/{slug}) is part of the schema. */
export const CampaignTagSchema = defineEntity({
  name: 'CampaignTag',
  tableName: 'campaign_tag',
  indexes: [{ name: 'campaign_tag_tag_id_index', properties: ['tag'] }],
  properties: {
    campaign: () => p.manyToOne(CampaignSchema).primary().deleteRule('cascade'),
    tag: () => p.manyToOne(TagSchema).primary().deleteRule('cascade'),
  },
});
