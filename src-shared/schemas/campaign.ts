import { z } from 'zod';
import { commaOptions } from '../field-engine';
import { dateSchema, guidSchema } from './common';
import { checkConditionOrder, FIELD_CONDITIONS_MAX, fieldConditionInput } from './registration-fields';

export const privacySettings = ['public', 'internal', 'semi-public', 'private'] as const;
export type PrivacySetting = (typeof privacySettings)[number];

/** Who sees feedback written by trusted members (spec 1 §4): everyone, members and admins, admins. */
export const feedbackVisibilities = ['everyone', 'trusted', 'admin'] as const;

/** Field types of idea extra fields (spec 1 §3), defined per campaign with the field engine. */
export const ideaFieldTypes = [
  'text',
  'textarea',
  'text-email',
  'select-checkbox',
  'select-dropdown',
  'filepicker-image',
  'filepicker-video',
  'filepicker-doc',
  'satisfaction-rating',
  // One checkbox: its value 'true' or nothing (spec 3 §5: empty or false is false).
  'boolean',
] as const;
const typesWithOptions: readonly string[] = ['select-checkbox', 'select-dropdown'];

/** A field's options, as the coach typed them (comma separated). */
export function fieldOptions(field: { options: string }): string[] {
  return commaOptions(field.options);
}

/** One extra idea field (spec 3 §5 field definition editor: label, type, options for dropdowns; a select's limit; conditions). */
export const ideaFieldDefinitionSchema = z
  .object({
    fieldid: z.string().trim().min(1, 'ERROR_REQUIRED').max(200, 'VALUE_TOO_LONG'),
    label: z.string().trim().min(1, 'ERROR_REQUIRED').max(500, 'VALUE_TOO_LONG'),
    formType: z.enum(ideaFieldTypes, { message: 'ERROR_REQUIRED' }),
    options: z.string().trim().max(5000, 'VALUE_TOO_LONG').default(''),
    required: z.boolean().default(false),
    description: z.string().trim().max(5000, 'VALUE_TOO_LONG').default(''),
    multiline: z.boolean().default(false),
    public: z.boolean().default(true),
    campaignenabled: z.boolean().default(true),
    /** The most options a select-checkbox takes (spec 3 §5: 1 acts as a radio); absent is no limit. */
    limit: z.number({ message: 'PLEASE_ENTER_A_NUMBER' }).int('PLEASE_ENTER_A_NUMBER').min(1, 'PLEASE_ENTER_A_NUMBER').optional(),
    conditions: z.array(fieldConditionInput).max(FIELD_CONDITIONS_MAX, 'VALUE_TOO_LONG').default([]),
  })
  .superRefine((field, context) => {
    if (typesWithOptions.includes(field.formType) && fieldOptions(field).length === 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: 'ERROR_REQUIRED' });
    }
    if (field.limit === undefined) return;
    // A dropdown takes one value by its nature; only checkboxes carry a limit.
    if (field.formType !== 'select-checkbox') context.addIssue({ code: 'custom', path: ['limit'], message: 'invalid-input' });
    else if (field.limit > fieldOptions(field).length) context.addIssue({ code: 'custom', path: ['limit'], message: 'LIMIT_ABOVE_OPTION_COUNT' });
  });
export type IdeaFieldDefinition = z.infer<typeof ideaFieldDefinitionSchema>;

/** A campaign's idea fields in form order: ids unique, and each condition reading a field before its own. */
export const ideaFieldListSchema = z
  .array(ideaFieldDefinitionSchema)
  .max(50)
  .superRefine((fields, context) => {
    const earlier = new Set<string>();
    fields.forEach((field, index) => {
      if (earlier.has(field.fieldid)) context.addIssue({ code: 'custom', path: [index, 'fieldid'], message: 'invalid-input' });
      checkConditionOrder(field.conditions, earlier, [index], context);
      earlier.add(field.fieldid);
    });
  });

export const campaignSettingsSchema = z.object({
  publicBriefOnly: z.boolean().default(false),
  limitIdeaCreation: z.boolean().default(false),
  canViewTrustedFeedback: z.enum(feedbackVisibilities).default('everyone'),
  ideaExtraFields: z.object({ custom: ideaFieldListSchema.default([]) }).prefault({}),
});
export type CampaignSettings = z.infer<typeof campaignSettingsSchema>;

export const REWARD_TITLE_MAX_LENGTH = 200;

export const rewardSchema = z.object({
  // The spec sets no rule on rewards: a reward may have a description and no title.
  title: z.string().trim().max(REWARD_TITLE_MAX_LENGTH, 'VALUE_TOO_LONG').default(''),
  description: z.string().trim().max(2000, 'VALUE_TOO_LONG').default(''),
});

export const campaignDocumentSchema = z.object({
  mediaGuid: guidSchema,
  name: z.string().trim().min(1, 'ERROR_REQUIRED').max(255, 'VALUE_TOO_LONG'),
});

/** Each wizard field's own rule, without a default: defaults belong to creating only. */
const campaignField = {
  name: z.string().trim().min(1, 'ERROR_REQUIRED').max(200, 'VALUE_TOO_LONG'),
  content: z.string().max(50_000, 'VALUE_TOO_LONG'),
  privacySetting: z.enum(privacySettings),
  requireCoachApproval: z.boolean(),
  requireAgreementAcceptance: z.boolean(),
  /** The campaign agreement joiners accept (premium, spec 1 §4); null for none. */
  agreementGuid: guidSchema.nullable(),
  showOnLandingPage: z.boolean(),
  featured: z.boolean(),
  useCustomMailHeader: z.boolean(),
  mailHeader: z.string().trim().max(2000, 'VALUE_TOO_LONG'),
  startDate: dateSchema('ERROR_REQUIRED'),
  endDate: dateSchema('ERROR_REQUIRED'),
  photoGuid: guidSchema.nullable(),
  documents: z.array(campaignDocumentSchema).max(20),
  rewards: z.array(rewardSchema).max(20),
};

/**
 * Every step of the wizard (spec 2 §2: info, customfields, date, photo, documents, rewards):
 * creating takes them all, missing ones defaulted; the review validates the whole.
 */
export const campaignFieldsSchema = z.object({
  ...campaignField,
  content: campaignField.content.default(''),
  privacySetting: campaignField.privacySetting.default('public'),
  requireCoachApproval: campaignField.requireCoachApproval.default(false),
  requireAgreementAcceptance: campaignField.requireAgreementAcceptance.default(false),
  agreementGuid: campaignField.agreementGuid.default(null),
  showOnLandingPage: campaignField.showOnLandingPage.default(false),
  featured: campaignField.featured.default(false),
  useCustomMailHeader: campaignField.useCustomMailHeader.default(false),
  mailHeader: campaignField.mailHeader.default(''),
  settings: campaignSettingsSchema.prefault({}),
  /** Four weeks after the start when not given. */
  endDate: campaignField.endDate.optional(),
  photoGuid: campaignField.photoGuid.default(null),
  documents: campaignField.documents.default([]),
  rewards: campaignField.rewards.default([]),
});

/** A step's change to the campaign settings: only the keys it names. */
export const campaignSettingsPatch = z.object({
  publicBriefOnly: z.boolean().optional(),
  limitIdeaCreation: z.boolean().optional(),
  canViewTrustedFeedback: z.enum(feedbackVisibilities).optional(),
  ideaExtraFields: z.object({ custom: ideaFieldListSchema }).optional(),
});

function requireMailHeader(fields: { useCustomMailHeader?: boolean; mailHeader?: string }, context: z.RefinementCtx) {
  if (fields.useCustomMailHeader && !fields.mailHeader?.trim()) {
    context.addIssue({ code: 'custom', path: ['mailHeader'], message: 'ERROR_REQUIRED' });
  }
}

/** Creating a campaign: what the first wizard step knows; the rest take their defaults. */
export const campaignCreateInput = campaignFieldsSchema.superRefine(requireMailHeader);
export type CampaignCreateInput = z.infer<typeof campaignCreateInput>;

/**
 * Saving one wizard step of an existing campaign: any subset of the fields, and nothing else.
 * No defaults here: a field a step does not send must stay as it is (Zod 4 would otherwise fill
 * defaults into a .partial() of the create schema and wipe the other steps).
 */
export const campaignUpdateInput = z
  .object({
    slug: z.string().trim().min(1).max(200),
    name: campaignField.name.optional(),
    content: campaignField.content.optional(),
    privacySetting: campaignField.privacySetting.optional(),
    requireCoachApproval: campaignField.requireCoachApproval.optional(),
    requireAgreementAcceptance: campaignField.requireAgreementAcceptance.optional(),
    agreementGuid: campaignField.agreementGuid.optional(),
    showOnLandingPage: campaignField.showOnLandingPage.optional(),
    featured: campaignField.featured.optional(),
    useCustomMailHeader: campaignField.useCustomMailHeader.optional(),
    mailHeader: campaignField.mailHeader.optional(),
    settings: campaignSettingsPatch.optional(),
    startDate: campaignField.startDate.optional(),
    endDate: campaignField.endDate.optional(),
    photoGuid: campaignField.photoGuid.optional(),
    documents: campaignField.documents.optional(),
    rewards: campaignField.rewards.optional(),
  })
  .superRefine(requireMailHeader);
export type CampaignUpdateInput = z.infer<typeof campaignUpdateInput>;

export const campaignSlugInput = z.object({ slug: z.string().trim().min(1).max(200) });

export const campaignJoinInput = z.object({
  slug: z.string().trim().min(1).max(200),
  /** The agreement checkbox, when the campaign asks for one. */
  agreement: z.boolean().default(false),
  /** The share link's secret, for campaigns one joins by invitation. */
  secret: z.string().trim().max(100).optional(),
});
export type CampaignJoinInput = z.infer<typeof campaignJoinInput>;

/** The People tab's invite box, read by parseInviteEmails (spec 2 §5). */
export const campaignInviteInput = z.object({
  slug: z.string().trim().min(1).max(200),
  emails: z.string().max(20_000, 'VALUE_TOO_LONG'),
});

export const campaignParticipantInput = z.object({
  slug: z.string().trim().min(1).max(200),
  userGuid: guidSchema,
});

export const campaignCoachInput = z.object({
  slug: z.string().trim().min(1).max(200),
  userGuid: guidSchema,
});

export const campaignInvitationRemoveInput = z.object({
  slug: z.string().trim().min(1).max(200),
  invitationGuid: guidSchema,
});

/** Super admin's custom code for a campaign (spec 2 §4). */
export const campaignCustomCodeInput = z.object({
  slug: z.string().trim().min(1).max(200),
  customCode: z.string().max(100_000, 'VALUE_TOO_LONG'),
});

/** The admin hunts list (spec 2 §2, §9): 10 a page, 1-based, by end date (newest first) or name. */
export const adminCampaignListInput = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  sort: z.enum(['endDate', 'name']).default('endDate'),
});
export const ADMIN_CAMPAIGNS_PAGE_SIZE = 10;

/**
 * The super admin's all-hunts list (spec 2 §2): every site's campaigns, paged and sorted like the
 * hunts list, optionally of one site, or only those running at some point between two dates.
 */
export const allSitesCampaignListInput = adminCampaignListInput.extend({
  siteGuid: z.uuid().optional(),
  startDate: dateSchema().optional(),
  endDate: dateSchema().optional(),
});
export type AllSitesCampaignListInput = z.infer<typeof allSitesCampaignListInput>;
export type AdminCampaignListInput = z.infer<typeof adminCampaignListInput>;
export type AdminCampaignSort = AdminCampaignListInput['sort'];
