import { agreementRouter } from '#server/modules/agreement/agreement.router.ts';
import { campaignAgreementRouter } from '#server/modules/campaign/campaign-agreement.router.ts';
import { authRouter } from '#server/modules/auth/auth.router.ts';
import { captchaRouter } from '#server/modules/captcha/captcha.router.ts';
import { campaignAdminRouter } from '#server/modules/campaign/campaign-admin.router.ts';
import { campaignInsightsRouter } from '#server/modules/campaign-insights/campaign-insights.router.ts';
import { campaignListsRouter } from '#server/modules/campaign/campaign-lists.router.ts';
import { campaignRouter } from '#server/modules/campaign/campaign.router.ts';
import { customCodeRouter } from '#server/modules/campaign/custom-code.router.ts';
import { campaignMemberRouter } from '#server/modules/campaign/participation.router.ts';
import { ideaRouter } from '#server/modules/idea/idea.router.ts';
import { ideaAdminRouter } from '#server/modules/idea/idea-admin.router.ts';
import { upvoteRouter } from '#server/modules/idea/upvote.router.ts';
import { ideaFollowRouter } from '#server/modules/idea/idea-follow.router.ts';
import { campaignFollowRouter } from '#server/modules/campaign/campaign-follow.router.ts';
import { ideaMergeRouter } from '#server/modules/idea-merge/idea-merge.router.ts';
import { ideaDuplicatesRouter } from '#server/modules/idea-duplicates/idea-duplicates.router.ts';
import { feedbackRouter } from '#server/modules/feedback/feedback.router.ts';
import { commentRouter } from '#server/modules/comment/comment.router.ts';
import { filesRouter } from '#server/modules/media/files.router.ts';
import { mediaRouter } from '#server/modules/media/media.router.ts';
import { notificationRouter } from '#server/modules/notification/notification.router.ts';
import { notificationPreferencesRouter } from '#server/modules/notification/notification-preferences.router.ts';
import { organisationRouter } from '#server/modules/organisation/organisation.router.ts';
import { siteAdminRouter } from '#server/modules/site-admin/site-admin.router.ts';
import { tagRouter } from '#server/modules/tag/tag.router.ts';
import { campaignTagsRouter } from '#server/modules/campaign/campaign-tags.router.ts';
import { integrationRouter } from '#server/modules/integration/integration.router.ts';
import { verificationRouter } from '#server/modules/user/verification.router.ts';
import { profileRouter } from '#server/modules/profile/profile.router.ts';
import { personalDataRouter } from '#server/modules/personal-data/personal-data.router.ts';
import { retentionRouter } from '#server/modules/personal-data/retention.router.ts';
import { peopleRouter } from '#server/modules/user/people.router.ts';
import { realtimeRouter } from '#server/realtime/realtime.router.ts';
import { menuRouter } from '#server/modules/site-content/menu.router.ts';
import { pageRouter } from '#server/modules/site-content/page.router.ts';
import { partnerRouter } from '#server/modules/site-content/partner.router.ts';
import { auditRouter } from '#server/modules/audit/audit.router.ts';
import { apiTokenRouter } from '#server/modules/api-access/api-token.router.ts';
import { roadmapRouter } from '#server/modules/roadmap/roadmap.router.ts';
import { stagesRouter } from '#server/modules/stages/stages.router.ts';
import { evaluationRouter } from '#server/modules/evaluation/evaluation.router.ts';
import { webhookRouter } from '#server/modules/webhooks/webhook.router.ts';
import { siteStatisticsRouter } from '#server/modules/site-statistics/site-statistics.router.ts';
import { createCallerFactory, mergeRouters, router } from './procedures';

/** The table of contents: one router per domain. */
export const appRouter = router({
  auth: authRouter,
  captcha: captchaRouter,
  agreement: mergeRouters(agreementRouter, campaignAgreementRouter),
  verification: verificationRouter,
  profile: profileRouter,
  personalData: personalDataRouter,
  retention: retentionRouter,
  people: peopleRouter,
  organisation: organisationRouter,
  sites: siteAdminRouter,
  media: mediaRouter,
  files: filesRouter,
  tag: mergeRouters(tagRouter, campaignTagsRouter),
  integration: integrationRouter,
  idea: mergeRouters(ideaRouter, router({ admin: ideaAdminRouter })),
  ideaMerge: ideaMergeRouter,
  ideaDuplicates: ideaDuplicatesRouter,
  stages: stagesRouter,
  roadmap: roadmapRouter,
  evaluation: evaluationRouter,
  upvote: upvoteRouter,
  ideaFollow: ideaFollowRouter,
  campaignFollow: campaignFollowRouter,
  feedback: feedbackRouter,
  comment: commentRouter,
  realtime: realtimeRouter,
  notification: notificationRouter,
  notificationPreferences: notificationPreferencesRouter,
  page: pageRouter,
  menu: menuRouter,
  partner: partnerRouter,
  audit: auditRouter,
  apiToken: apiTokenRouter,
  webhook: webhookRouter,
  statistics: siteStatisticsRouter,
  campaign: mergeRouters(campaignRouter, customCodeRouter, campaignInsightsRouter, campaignListsRouter, router({ member: campaignMemberRouter, admin: campaignAdminRouter })),
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
