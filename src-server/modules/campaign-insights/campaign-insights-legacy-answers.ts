import { z } from 'zod';
import { IDEA_STATUSES } from '#shared/constants.ts';
import { day, instant, legacyTagAnswer } from '#server/legacy/legacy-answers.ts';
import { legacyIdeaCardAnswer } from '#server/modules/idea/idea-legacy-answers.ts';
import { legacyCampaignCardAnswer } from '#server/modules/campaign/campaign-legacy-answers.ts';

/** The `result` of each legacy campaign-insights route (of each entry, for a list), for the OpenAPI document; loose objects, as an answer may carry more. */

/** GET /campaigns/search */
export const getCampaignsSearchAnswer = z.looseObject({
  list: z.array(legacyCampaignCardAnswer),
  searchTotal: z.number().int(),
});

/** GET /guest/campaigns, GET /api/v2/campaigns/, GET /campaigns-by-org/:guid */
export const getGuestCampaignsAnswer = z.array(legacyCampaignCardAnswer);

/** GET /coach/campaigns/:slug */
export const getCoachCampaignsBySlugAnswer = z.looseObject({
  sort: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  offset: z.number().int(),
  total: z.number().int(),
  coachView: z.boolean(),
  ideas: z.array(legacyIdeaCardAnswer),
});

/** GET /coach/idea/statuses */
export const getCoachIdeaStatusesAnswer = z.array(z.enum(IDEA_STATUSES));

/** GET /coach/campaigns/:slug/leaderboard */
export const getCoachCampaignsBySlugLeaderboardAnswer = z.looseObject({
  hidePoints: z.boolean(),
  highscore: z.array(z.looseObject({
    rank: z.number().int(),
    user: z.looseObject({
      guid: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      name: z.string(),
      avatar: z.looseObject({
        url: z.string(),
      }).nullable(),
    }),
    score: z.number().int(),
    ideaCount: z.number().int(),
    feedbackCount: z.number().int(),
  })),
});

/** POST /coach/campaigns/:slug/event */
export const postCoachCampaignsBySlugEventAnswer = z.looseObject({
  announcedAt: instant,
  recipients: z.number().int(),
});

/** GET /api/campaigns/:guid/statistics */
export const getApiCampaignsByGuidStatisticsAnswer = z.looseObject({
  campaign: z.looseObject({
    guid: z.string(),
    slug: z.string(),
    name: z.string(),
    startDate: instant,
    endDate: instant,
  }),
  fromDate: day,
  toDate: day,
  filterFields: z.array(z.looseObject({ id: z.string(), label: z.string(), options: z.array(z.string()) })),
  filter: z.looseObject({ field: z.string(), value: z.string() }).nullable(),
  ideas: z.number().int(),
  contributors: z.number().int(),
  feedback: z.number().int(),
  timeline: z.array(z.looseObject({
    date: day,
    ideas: z.number().int(),
    feedback: z.number().int(),
  })),
  userMetrics: z.array(z.looseObject({ id: z.string(), label: z.string(), values: z.array(z.looseObject({ label: z.string(), number: z.number().int(), share: z.number() })), unanswered: z.number().int() })),
});

/** GET /tags, GET /user/:guid/tags, POST /user/:guid/tag/:tag, DELETE /user/:guid/tag/:tag */
export const getTagsAnswer = z.array(legacyTagAnswer);

/** GET /tags/findorcreatetag/:name */
export const getTagsFindorcreatetagByNameAnswer = legacyTagAnswer;

/** POST /tag/:slug */
export const postTagBySlugAnswer = z.looseObject({
  tag: legacyTagAnswer,
  campaigns: z.array(legacyCampaignCardAnswer),
});

/** POST /campaigns/:guid/tags, POST /coach/campaign/:guid/tag/:tag, DELETE /coach/campaign/:guid/tag/:tag */
export const postCampaignsByGuidTagsAnswer = z.looseObject({
  guid: z.string(),
  tags: z.array(legacyTagAnswer),
});
