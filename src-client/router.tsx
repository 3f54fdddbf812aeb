import { createRouter } from '@tanstack/react-router';
import { PageLoading } from './components/page-loading';
import { RouteErrorPage } from './features/shell/route-error-page';
import { adminAuditLogRoute } from './routes/admin-audit-log';
import { adminApiTokensRoute } from './routes/admin-api-tokens';
import { adminStageTemplatesRoute } from './routes/admin-stage-templates';
import { adminScorecardTemplatesRoute } from './routes/admin-scorecard-templates';
import { adminCampaignsRoute } from './routes/admin-campaigns';
import { adminSiteAddRoute, adminSiteEditRoute } from './routes/admin-site-edit';
import { adminSitesRoute } from './routes/admin-sites';
import { accessibilityRoute } from './routes/accessibility';
import { agreementRoute } from './routes/agreement';
import { adminAgreementCreateRoute, adminAgreementEditRoute } from './routes/admin-agreement-edit';
import { adminAgreementsRoute } from './routes/admin-agreements';
import { campaignAgreementRoute } from './routes/campaign-agreement';
import { adminFileEditRoute } from './routes/admin-file-edit';
import { adminFilesRoute } from './routes/admin-files';
import { adminHuntsRoute } from './routes/admin-hunts';
import { adminIdeaEditRoute } from './routes/admin-idea-edit';
import { adminIdeasRoute } from './routes/admin-ideas';
import { adminIntegrationsRoute } from './routes/admin-integrations';
import { adminMenuEditRoute } from './routes/admin-menu-edit';
import { adminMenusRoute } from './routes/admin-menus';
import { adminPageEditRoute } from './routes/admin-page-edit';
import { adminPagesRoute } from './routes/admin-pages';
import { adminPartnerCreateRoute, adminPartnerEditRoute } from './routes/admin-partner-edit';
import { adminPartnersRoute } from './routes/admin-partners';
import { adminRegistrationFieldsRoute } from './routes/admin-registration-fields';
import { adminSettingsRoute, adminSuperSettingsRoute } from './routes/admin-settings';
import { adminStatsRoute } from './routes/admin-stats';
import { adminUserEditRoute } from './routes/admin-user-edit';
import { adminUsersRoute } from './routes/admin-users';
import { adminWebhooksRoute } from './routes/admin-webhooks';
import { campaignBriefRoute } from './routes/campaign-brief';
import { campaignDuplicatesRoute } from './routes/campaign-duplicates';
import { campaignStagesRoute } from './routes/campaign-stages';
import { campaignStageEvaluationRoute } from './routes/campaign-stage-evaluation';
import { campaignStageConsensusRoute } from './routes/campaign-stage-consensus';
import { campaignIdeasRoute } from './routes/campaign-ideas';
import { campaignLeaderboardRoute } from './routes/campaign-leaderboard';
import { campaignRoadmapRoute } from './routes/campaign-roadmap';
import { campaignPeopleRoute } from './routes/campaign-people';
import { campaignStatisticsRoute } from './routes/campaign-statistics';
import { campaignCreateRoute, campaignEditRoute, userCampaignCreateRoute } from './routes/campaign-wizard';
import { coachRoute } from './routes/coach';
import { fileRoute } from './routes/file';
import { ideaRoute } from './routes/idea';
import { editIdeaRoute, newIdeaRoute } from './routes/idea-form';
import { indexRoute } from './routes/index';
import { newIdeaPickerRoute } from './routes/new-idea';
import { contentPageRoute } from './routes/page';
import { emailInvitationRoute, linkInvitationRoute } from './routes/invitations';
import { loginRoute } from './routes/login';
import { logoutRoute } from './routes/logout';
import { organisationAdminIndexRoute, organisationAdminRoute } from './routes/organisation-admin';
import { profileEditRoute, profileRoute, userProfileRoute } from './routes/profile';
import { reviewQueueRoute, reviewRoute } from './routes/reviews';
import { resetPasswordRoute } from './routes/reset-password';
import { rootRoute } from './routes/root';
import { signupRoute } from './routes/signup';
import { styleguideRoute } from './routes/styleguide';
import { superAdminRoute } from './routes/super-admin';
import { tagRoute } from './routes/tag';
import { verificationApprovedRoute, verificationFailedRoute, verificationPendingRoute } from './routes/user-verification';

/** Every screen that exists; anything else is the root's not-found page. */
const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  signupRoute,
  resetPasswordRoute,
  logoutRoute,
  verificationPendingRoute,
  verificationApprovedRoute,
  verificationFailedRoute,
  profileRoute,
  profileEditRoute,
  userProfileRoute,
  coachRoute,
  campaignBriefRoute,
  campaignAgreementRoute,
  campaignIdeasRoute,
  campaignPeopleRoute,
  campaignLeaderboardRoute,
  campaignRoadmapRoute,
  campaignStatisticsRoute,
  campaignDuplicatesRoute,
  campaignStagesRoute,
  campaignStageEvaluationRoute,
  campaignStageConsensusRoute,
  reviewQueueRoute,
  reviewRoute,
  newIdeaPickerRoute,
  newIdeaRoute,
  editIdeaRoute,
  ideaRoute,
  tagRoute,
  emailInvitationRoute,
  linkInvitationRoute,
  campaignCreateRoute,
  campaignEditRoute,
  userCampaignCreateRoute,
  fileRoute,
  agreementRoute,
  contentPageRoute,
  accessibilityRoute,
  styleguideRoute,
  organisationAdminRoute.addChildren([organisationAdminIndexRoute, adminFilesRoute, adminFileEditRoute, adminHuntsRoute, adminIdeasRoute, adminIdeaEditRoute, adminIntegrationsRoute, adminSettingsRoute, adminSuperSettingsRoute,
    adminUsersRoute,
    adminUserEditRoute,
    adminAuditLogRoute,
    adminApiTokensRoute,
    adminStageTemplatesRoute,
    adminScorecardTemplatesRoute,
    adminWebhooksRoute,
    adminPagesRoute, adminPageEditRoute, adminMenusRoute, adminMenuEditRoute, adminPartnersRoute, adminPartnerCreateRoute, adminPartnerEditRoute, adminAgreementsRoute, adminAgreementCreateRoute, adminAgreementEditRoute,
    adminRegistrationFieldsRoute,
    adminStatsRoute,
  ]),
  superAdminRoute,
  adminCampaignsRoute,
  adminSitesRoute,
  adminSiteAddRoute,
  adminSiteEditRoute,
]);

export const router = createRouter({
  routeTree,
  // Also when a page's code fails to download: its "Try again" downloads it again.
  defaultErrorComponent: RouteErrorPage,
  // Each page's code downloads when the page is first opened; pointing at a link starts it early.
  defaultPreload: 'intent',
  defaultPendingComponent: PageLoading,
  // A page whose code is still on its way after half a second shows that it is loading; sooner would flash on every click.
  defaultPendingMs: 500,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
