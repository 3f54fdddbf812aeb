import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  applyPrivacySetting,
  withPrivacyLimits,
  availablePrivacySettings,
  campaignPhase,
  canCreateCampaign,
  canExtendCampaigns,
  checkCampaignDates,
  defaultEndDate,
  isSameCampaignDay,
  type CampaignDates,
  type CampaignPhase,
  type SavedCampaignDates,
} from '#shared/campaign-rules.ts';
import { isGuid } from '#shared/schemas/common.ts';
import type { FieldErrors } from '#shared/errors.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { campaignSettingsSchema, type CampaignCreateInput, type CampaignSettings, type CampaignUpdateInput } from '#shared/schemas/campaign.ts';
import { slugify } from '#shared/slug.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { MediaFileSchema } from '#server/entities/media.entity.ts';
import { notifyCampaignCreated } from '#server/modules/notification/notification.service.ts';
import { recordWebhookEvent } from '#server/modules/webhook-outbox/webhook-outbox.service.ts';
import { CampaignDocumentSchema, CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { isCampaignCoach, refusedAdvancedSettings } from './campaign.policy';
import { campaignAgreementChoice } from './campaign-agreement.service';
import { reindexCampaignSearch } from './campaign-idea-search';

const CAMPAIGN_RELATIONS = ['coaches', 'photo'] as const;

function newInviteSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** A slug free on this site: the name's, or with -2, -3… appended. */
async function freeSlug(em: EntityManager, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(
    (await em.find(CampaignSchema, { slug: { $like: `${base.replace(/[\\%_]/g, '\\$&')}%` } }, { fields: ['slug'] })).map((campaign) => campaign.slug),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

interface SiteGatedFields {
  privacySetting?: CampaignCreateInput['privacySetting'];
  requireAgreementAcceptance?: boolean;
  agreementGuid?: string | null;
  settings?: { publicBriefOnly?: boolean; limitIdeaCreation?: boolean };
}

/** Settings a site must offer before a campaign may use them (spec 2 §4 and §6). */
function assertAllowedOnSite(ctx: AuthedContext, fields: SiteGatedFields): void {
  const site = settingsWithDefaults(ctx.site.settings);
  if (fields.privacySetting && !availablePrivacySettings({ premium: ctx.site.premium, featureSemiPublicHunts: site.featureSemiPublicHunts }).includes(fields.privacySetting)) {
    throw new AppError('PRIVACY_SETTING_NOT_AVAILABLE', { fieldErrors: { privacySetting: ['PRIVACY_SETTING_NOT_AVAILABLE'] } });
  }
  if (ctx.site.premium) return;
  const premiumOnly: FieldErrors = {};
  if (fields.settings?.publicBriefOnly) premiumOnly['settings.publicBriefOnly'] = ['PREMIUM_REQUIRED'];
  if (fields.settings?.limitIdeaCreation) premiumOnly['settings.limitIdeaCreation'] = ['PREMIUM_REQUIRED'];
  if (fields.requireAgreementAcceptance) premiumOnly.requireAgreementAcceptance = ['PREMIUM_REQUIRED'];
  if (fields.agreementGuid) premiumOnly.agreementGuid = ['PREMIUM_REQUIRED'];
  if (Object.keys(premiumOnly).length > 0) throw new AppError('PREMIUM_REQUIRED', { fieldErrors: premiumOnly });
}

/** Only the organisation's admins change the Advanced settings (brief-only, limited ideas, feedback visibility). */
function assertAdvancedSettings(ctx: AuthedContext, current: CampaignSettings, wanted: Partial<CampaignSettings> | undefined): void {
  const refused = refusedAdvancedSettings(ctx.viewer, current, wanted);
  if (refused.length > 0) throw new AppError('forbidden', { fieldErrors: Object.fromEntries(refused.map((key) => [key, ['forbidden']])) });
}

function assertDates(ctx: AuthedContext, dates: CampaignDates, saved?: SavedCampaignDates): void {
  const errors = checkCampaignDates(dates, { now: new Date(), canExtend: canExtendCampaigns(ctx.viewer, ctx.org), saved });
  const entries = Object.entries(errors);
  if (entries.length === 0) return;
  const fieldErrors: FieldErrors = Object.fromEntries(entries.map(([field, code]) => [field, [code]]));
  throw new AppError(entries[0]![1], { fieldErrors });
}

/** Only a live campaign can have started: a draft's dates stay free until it is submitted. */
function savedDates(campaign: Campaign): SavedCampaignDates {
  return { startDate: campaign.startDate, endDate: campaign.endDate, live: campaign.active };
}

/** The photo and documents must be this site's uploads of the right context. */
async function attachMedia(ctx: AuthedContext, campaign: Campaign, fields: Pick<CampaignUpdateInput, 'photoGuid' | 'documents'>): Promise<void> {
  if (fields.photoGuid !== undefined) {
    const photo = fields.photoGuid ? await ctx.em.findOne(MediaFileSchema, { id: fields.photoGuid, context: 'campaignPhoto' }) : null;
    if (fields.photoGuid && !photo) throw new AppError('invalid-input', { fieldErrors: { photoGuid: ['invalid-input'] } });
    campaign.photo = photo;
  }
  if (fields.documents !== undefined) {
    const ids = fields.documents.map((document) => document.mediaGuid);
    const media = ids.length > 0 ? await ctx.em.find(MediaFileSchema, { id: { $in: ids }, context: 'campaignDocument' }) : [];
    if (media.length !== new Set(ids).size) throw new AppError('invalid-input', { fieldErrors: { documents: ['invalid-input'] } });
    await ctx.em.nativeDelete(CampaignDocumentSchema, { campaign: campaign.id });
    fields.documents.forEach((document, position) => {
      ctx.em.create(CampaignDocumentSchema, { campaign, media: media.find((file) => file.id === document.mediaGuid)!, name: document.name, position });
    });
  }
}

/**
 * The wizard's first save (spec 2 §4): a draft coached by its creator, with the date, privacy
 * and premium rules applied; submitting it later makes it active.
 */
export async function createCampaign(ctx: AuthedContext, input: CampaignCreateInput): Promise<Campaign> {
  if (!canCreateCampaign(ctx.viewer, settingsWithDefaults(ctx.site.settings))) throw new AppError('campaign-creation-limited');
  assertAllowedOnSite(ctx, input);
  assertAdvancedSettings(ctx, campaignSettingsSchema.parse({}), input.settings);
  const endDate = input.endDate ?? defaultEndDate(input.startDate);
  assertDates(ctx, { startDate: input.startDate, endDate });
  const { photoGuid, documents, agreementGuid, ...fields } = input;
  const agreement = await campaignAgreementChoice(ctx, agreementGuid);
  const campaign = ctx.em.create(CampaignSchema, {
    ...withPrivacyLimits(fields),
    agreement: agreement?.agreement ?? null,
    organisation: ctx.org,
    slug: await freeSlug(ctx.em, input.name),
    endDate,
    active: false,
    settings: campaignSettingsSchema.parse(input.settings),
    rewards: input.rewards.map((reward) => ({ title: reward.title, description: reward.description })),
    inviteSecret: newInviteSecret(),
    createdBy: ctx.viewer,
    photo: null,
  });
  campaign.coaches.add(ctx.viewer);
  await attachMedia(ctx, campaign, { photoGuid, documents });
  await notifyCampaignCreated(ctx.em, ctx.viewer, campaign);
  await ctx.em.flush();
  return campaign;
}

/** A campaign of this site that the viewer coaches, or not-found / forbidden. */
export async function campaignForCoach(ctx: AuthedContext, slug: string): Promise<Campaign> {
  return coachedCampaign(ctx, { slug });
}

/** The same, for a campaign named by its guid (legacy payloads, imports). */
export async function campaignForCoachByGuid(ctx: AuthedContext, guid: string): Promise<Campaign> {
  if (!isGuid(guid)) throw new AppError('not-found');
  return coachedCampaign(ctx, { id: guid });
}

async function coachedCampaign(ctx: AuthedContext, where: { slug: string } | { id: string }): Promise<Campaign> {
  const campaign = await ctx.em.findOne(CampaignSchema, where, { populate: CAMPAIGN_RELATIONS });
  if (!campaign) throw new AppError('not-found');
  if (!isCampaignCoach(ctx.viewer, campaign)) throw new AppError('forbidden');
  return campaign;
}

/**
 * Saves one wizard step of a campaign (edit mode, spec 2 §4): a started campaign keeps its start,
 * and its end unless the editor is premium or admin; a new privacy setting resets its flags.
 */
export async function updateCampaign(ctx: AuthedContext, input: CampaignUpdateInput): Promise<Campaign> {
  const campaign = await campaignForCoach(ctx, input.slug);
  const { slug: _slug, photoGuid, documents, settings, agreementGuid, ...fields } = input;
  assertAllowedOnSite(ctx, { ...fields, agreementGuid, settings });
  assertAdvancedSettings(ctx, campaign.settings, settings);
  if (agreementGuid !== undefined) campaign.agreement = (await campaignAgreementChoice(ctx, agreementGuid))?.agreement ?? null;
  if (fields.startDate || fields.endDate) {
    // A day sent back as stored keeps the stored moment: the wizard sends midnight of the day it shows.
    const kept = (sent: Date, stored: Date) => (isSameCampaignDay(sent, stored) ? stored : sent);
    const startDate = fields.startDate ? kept(fields.startDate, campaign.startDate) : campaign.startDate;
    const draftMoved = !campaign.active && startDate !== campaign.startDate;
    const endDate = fields.endDate ? kept(fields.endDate, campaign.endDate) : draftMoved ? defaultEndDate(startDate) : campaign.endDate;
    assertDates(ctx, { startDate, endDate }, savedDates(campaign));
    fields.startDate = startDate;
    fields.endDate = endDate;
  }
  if (fields.privacySetting && fields.privacySetting !== campaign.privacySetting) {
    Object.assign(campaign, applyPrivacySetting(campaign, fields.privacySetting));
  }
  Object.assign(campaign, fields);
  const limited = withPrivacyLimits(campaign);
  campaign.featured = limited.featured;
  campaign.showOnLandingPage = limited.showOnLandingPage;
  if (settings) campaign.settings = campaignSettingsSchema.parse({ ...campaign.settings, ...settings });
  await attachMedia(ctx, campaign, { photoGuid, documents });
  await ctx.em.flush();
  if (settings?.ideaExtraFields) await reindexCampaignSearch(ctx.em, campaign);
  return campaign;
}

/** The wizard's Submit: the draft becomes a live campaign, dates checked once more. */
export async function submitCampaign(ctx: AuthedContext, slug: string): Promise<Campaign> {
  const campaign = await campaignForCoach(ctx, slug);
  if (!campaign.active) {
    assertDates(ctx, { startDate: campaign.startDate, endDate: campaign.endDate }, savedDates(campaign));
    await ctx.em.transactional(async (em) => {
      campaign.active = true;
      await em.flush();
      await recordWebhookEvent(em, ctx.site.id, 'campaign.published', { campaignId: campaign.id, slug: campaign.slug, publishedBy: ctx.viewer.id });
    });
  }
  return campaign;
}

/** The campaigns the viewer coaches, grouped as the dashboard shows them. */
export async function coachedCampaigns(ctx: AuthedContext): Promise<Record<CampaignPhase, Campaign[]>> {
  const campaigns = await ctx.em.find(CampaignSchema, { coaches: ctx.viewer.id }, { populate: CAMPAIGN_RELATIONS, orderBy: { endDate: 'desc', id: 'desc' } });
  const now = new Date();
  const groups: Record<CampaignPhase, Campaign[]> = { draft: [], upcoming: [], active: [], finished: [] };
  for (const campaign of campaigns) groups[campaignPhase(campaign, now)].push(campaign);
  return groups;
}

export async function documentsOf(em: EntityManager, campaigns: Campaign[]) {
  if (campaigns.length === 0) return [];
  return em.find(CampaignDocumentSchema, { campaign: { $in: campaigns.map((campaign) => campaign.id) } }, { populate: ['media'], orderBy: { position: 'asc' } });
}
