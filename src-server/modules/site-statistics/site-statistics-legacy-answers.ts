import { z } from 'zod';
import { day } from '#server/legacy/legacy-answers.ts';

/** The `result` of each legacy site-statistics route (of each entry, for a list), for the OpenAPI document; loose objects, as an answer may carry more. */

/** GET /organisation/stats */
export const getOrganisationStatsAnswer = z.looseObject({
  startDate: day,
  endDate: day,
  usersWithCampaigns: z.number().int(),
  usersWithIdeas: z.number().int(),
  usersWithFeedback: z.number().int(),
  amountOfCampaigns: z.number().int(),
  amountOfUsers: z.number().int(),
  amountOfIdeas: z.number().int(),
  amountOfFeedback: z.number().int(),
  activeUsers: z.number().int(),
  invitationsSent: z.number().int(),
  invitationsUsed: z.number().int(),
  churn: z.looseObject({
    startDate: day,
    endDate: day,
    usersWithCampaigns: z.number().int().nullable(),
    usersWithIdeas: z.number().int().nullable(),
    usersWithFeedback: z.number().int().nullable(),
    activeUsers: z.number().int().nullable(),
  }),
  timeline: z.array(z.looseObject({
    date: day,
    users: z.number().int(),
    ideas: z.number().int(),
    feedback: z.number().int(),
    activeUsers: z.number().int(),
  })),
});
