import { authRouter } from '../modules/auth/auth.router';
import { campaignRouter } from '../modules/campaign/campaign.router';
import { campaignMemberRouter } from '../modules/campaign/participation.router';
import { filesRouter } from '../modules/media/files.router';
import { mediaRouter } from '../modules/media/media.router';
import { organisationRouter } from '../modules/organisation/organisation.router';
import { createCallerFactory, mergeRouters, router } from './procedures';

/** The table of contents: one router per domain. */
export const appRouter = router({
  auth: authRouter,
  organisation: organisationRouter,
  media: mediaRouter,
  files: filesRouter,
  campaign: mergeRouters(campaignRouter, router({ member: campaignMemberRouter })),
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
