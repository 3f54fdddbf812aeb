import { agreementRouter } from '../modules/agreement/agreement.router';
import { authRouter } from '../modules/auth/auth.router';
import { captchaRouter } from '../modules/captcha/captcha.router';
import { campaignAdminRouter } from '../modules/campaign/campaign-admin.router';
import { campaignInsightsRouter } from '../modules/campaign/campaign-insights.router';
import { campaignListsRouter } from '../modules/campaign/campaign-lists.router';
import { campaignRouter } from '../modules/campaign/campaign.router';
import { customCodeRouter } from '../modules/campaign/custom-code.router';
import { campaignMemberRouter } from '../modules/campaign/participation.router';
import { ideaRouter } from '../modules/idea/idea.router';
import { ideaAdminRouter } from '../modules/idea/idea-admin.router';
import { upvoteRouter } from '../modules/idea/upvote.router';
import { ideaMergeRouter } from '../modules/idea-merge/idea-merge.router';
import { ideaDuplicatesRouter } from '../modules/idea-duplicates/idea-duplicates.router';
import { feedbackRouter } from '../modules/feedback/feedback.router';
import { commentRouter } from '../modules/comment/comment.router';
import { filesRouter } from '../modules/media/files.router';
import { mediaRouter } from '../modules/media/media.router';
import { notificationRouter } from '../modules/notification/notification.router';
import { organisationRouter } from '../modules/organisation/organisation.router';
import { siteAdminRouter } from '../modules/organisation/site-admin.router';
import { tagRouter } from '../modules/tag/tag.router';
import { integrationRouter } from '../modules/integration/integration.router';
import { verificationRouter } from '../modules/user/verification.router';
import { profileRouter } from '../modules/user/profile.router';
import { peopleRouter } from '../modules/user/people.router';
import { realtimeRouter } from '../realtime/realtime.router';
import { menuRouter } from '../modules/site-content/menu.router';
import { pageRouter } from '../modules/site-content/page.router';
import { partnerRouter } from '../modules/site-content/partner.router';
import { auditRouter } from '../modules/audit/audit.router';
import { siteStatisticsRouter } from '../modules/site-statistics/site-statistics.router';
import { createCallerFactory, mergeRouters, router } from './procedures';

/** The table of contents: one router per domain. */
export const appRouter = router({
  auth: authRouter,
  captcha: captchaRouter,
  agreement: agreementRouter,
  verification: verificationRouter,
  profile: profileRouter,
  people: peopleRouter,
  organisation: organisationRouter,
  sites: siteAdminRouter,
  media: mediaRouter,
  files: filesRouter,
  tag: tagRouter,
  integration: integrationRouter,
  idea: mergeRouters(ideaRouter, router({ admin: ideaAdminRouter })),
  ideaMerge: ideaMergeRouter,
  ideaDuplicates: ideaDuplicatesRouter,
  upvote: upvoteRouter,
  feedback: feedbackRouter,
  comment: commentRouter,
  realtime: realtimeRouter,
  notification: notificationRouter,
  page: pageRouter,
  menu: menuRouter,
  partner: partnerRouter,
  audit: auditRouter,
  statistics: siteStatisticsRouter,
  campaign: mergeRouters(campaignRouter, customCodeRouter, campaignInsightsRouter, campaignListsRouter, router({ member: campaignMemberRouter, admin: campaignAdminRouter })),
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
