import { z } from 'zod';
import { privacySettings } from '#shared/schemas/campaign.ts';
import { instant } from '#server/legacy/legacy-answers.ts';

/** The `result` of each legacy campaign route (of each entry, for a list), for the OpenAPI document; loose objects, as an answer may carry more. */

/** A campaign's card (campaign.presenter.ts presentCampaignCard) with the spec's names. */
export const legacyCampaignCardAnswer = z
  .looseObject({
    guid: z.string(),
    slug: z.string(),
    name: z.string(),
    thumbnail: z.looseObject({ url: z.string() }).nullable(),
    icon: z.string().nullable().meta({ description: "The campaign's picture (thumbnail.url), or null." }),
    ideaCount: z.number().int(),
    feedbackCount: z.number().int(),
    phase: z.enum(['draft', 'upcoming', 'active', 'finished']),
    timeLeft: z.looseObject({ unit: z.enum(['days', 'hours', 'minutes']), value: z.number().int() }),
    daysLeft: z.number().int(),
    hoursLeft: z.number().int(),
    minutesLeft: z.number().int(),
    startDate: instant,
    endDate: instant,
    privacySetting: z.enum(privacySettings),
    featured: z.boolean(),
    requireCoachApproval: z.boolean(),
    approvalStatus: z.enum(['approved', 'pending']).nullable().meta({ description: "The viewer's membership, or null." }),
    awaitingApproval: z.boolean(),
  })
  .meta({ id: 'LegacyCampaignCard' });

const cards = z.array(legacyCampaignCardAnswer);

/** The dashboard's sections (campaign.dashboard) under the names legacy clients read. */
export const legacyDashboardAnswer = z.looseObject({ active: cards, done: cards, upcoming: cards, drafts: cards, featured: cards, open: cards, archive: cards });

/** POST /campaign/:slug/join, POST /coach/campaigns/:slug/user/:guid/approve */
export const postCampaignBySlugJoinAnswer = z.looseObject({
  status: z.string(),
});

/** POST /coach/campaigns/:slug/invitation */
export const postCoachCampaignsBySlugInvitationAnswer = z.looseObject({
  invited: z.number().int(),
});

/** POST /coach/campaigns/:slug/user/:guid/decline */
export const postCoachCampaignsBySlugUserByGuidDeclineAnswer = z.looseObject({
  declined: z.boolean(),
});

/** DELETE /coach/campaigns/:slug/user/:guid, DELETE /coach/campaigns/:slug/invitation/:guid */
export const deleteCoachCampaignsBySlugUserByGuidAnswer = z.looseObject({
  removed: z.boolean(),
});

/** POST /coach/campaigns/:slug/generatesecret */
export const postCoachCampaignsBySlugGeneratesecretAnswer = z.looseObject({
  permaInviteLink: z.string(),
});

/** POST /campaign/:slug/coach, DELETE /campaign/:slug/coach */
export const postCampaignBySlugCoachAnswer = z.looseObject({
  coaches: z.array(z.looseObject({
    guid: z.string(),
    name: z.string(),
  })),
});

/** DELETE /api/campaigns/:guid */
export const deleteApiCampaignsByGuidAnswer = z.looseObject({
  deleted: z.literal(true),
});

/** POST /admin/campaign/:slug/customcode */
export const postAdminCampaignBySlugCustomcodeAnswer = z.looseObject({
  customCode: z.string(),
});

/** GET /admin/campaigns */
export const getAdminCampaignsAnswer = z.looseObject({
  guid: z.string(),
  slug: z.string(),
  name: z.string(),
  startDate: instant,
  endDate: instant,
  phase: z.string(),
  coaches: z.array(z.looseObject({
    guid: z.string(),
    name: z.string(),
  })),
  ideaCount: z.number().int(),
  contributorCount: z.number().int(),
  organisationName: z.string(),
  site: z.looseObject({
    guid: z.string(),
    name: z.string(),
    subdomain: z.string(),
    publicUrl: z.string().nullable(),
    isDefault: z.boolean(),
    isCurrent: z.boolean(),
  }),
});

/** GET /invitations/:guid, GET /invitations/campaign/:secret */
export const getInvitationsByGuidAnswer = z.looseObject({
  type: z.string(),
  accepted: z.boolean(),
  campaign: z.looseObject({
    slug: z.string(),
    name: z.string(),
    requireCoachApproval: z.boolean(),
  }),
});
