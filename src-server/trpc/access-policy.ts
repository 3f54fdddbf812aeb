/**
 * Who may call each procedure: the declaration the authorization matrix
 * (test/integration/authorization-matrix.test.ts) holds the code to. Every procedure of the app
 * router has an entry here, and every façade route reaches one (or is declared in
 * `legacyRouteAccess`); the matrix fails for one that has none, so a new procedure is declared
 * when it is written. docs/architecture.md §4 tells how to declare one.
 *
 * Nothing reads this at run time: the procedures enforce access through their tier
 * (procedures.ts) and their service's rules; this table says what that enforcement must come to.
 */

/** The tiers of procedures.ts, each admitting the personas of the ones after it. */
export type AccessTier = 'public' | 'authed' | 'active' | 'orgAdmin' | 'superAdmin';

/** Tenant-owned rows an input can name. */
export type TenantObject = 'agreement' | 'apiToken' | 'assignment' | 'campaign' | 'comment' | 'criterion' | 'evaluator' | 'feedback' | 'idea' | 'invitation' | 'label' | 'media' | 'menu' | 'merge' | 'move' | 'page' | 'partner' | 'scorecardTemplate' | 'stage' | 'stageTemplate' | 'tag' | 'user' | 'webhook' | 'webhookDelivery';

export interface ProcedureAccess {
  tier: AccessTier;
  /**
   * The input fields that name a tenant-owned row, by path (`documents[].mediaGuid`: the
   * `mediaGuid` of each element of `documents`). Named rows of another organisation must be
   * refused as not found (or forbidden), however privileged the caller on their own site.
   * Omitted: the procedure acts only on the site's own or the viewer's own data.
   */
  objects?: Record<string, TenantObject>;
  /**
   * A rule on the named row past the tier (the idea's author, the campaign's coach…), with the
   * test file that proves it: personas the tier admits may still be refused by it.
   */
  rule?: string;
  /** Super admins' work across every site (spec 2 §5): no tenant boundary to hold. */
  allSites?: true;
}

const campaignBySlug = { slug: 'campaign' } as const;
const campaignByGuid = { guid: 'campaign' } as const;
const ideaByGuid = { guid: 'idea' } as const;
const onIdea = { ideaGuid: 'idea' } as const;
const userByGuid = { guid: 'user' } as const;
const campaignMember = { slug: 'campaign', userGuid: 'user' } as const;
const ideaAttachments = {
  'attachments.thumbnail': 'media',
  'attachments.images[]': 'media',
  'attachments.video': 'media',
  'attachments.documents[].guid': 'media',
} as const;
const duplicatePair = { campaignSlug: 'campaign', ideaGuid: 'idea', otherIdeaGuid: 'idea' } as const;
const campaignFiles = { agreementGuid: 'agreement', photoGuid: 'media', 'documents[].mediaGuid': 'media' } as const;

const COACH = 'a coach of the campaign or an admin (campaign-people.test.ts, campaign-admin.test.ts)';
const AUTHOR_OR_COACH = "the idea's authors, the campaign's coaches and admins (idea.test.ts, idea-authors.test.ts)";
const VISIBLE = 'only what the campaign lets this viewer see (campaign-view.test.ts, idea.test.ts)';
const OWN_WORDS = 'its writer, or a coach or admin (comment.test.ts, feedback.test.ts)';
const MENTIONABLE = 'whoever sees the idea; answers only people of the site who may see it and read the text (mentions.test.ts)';
const MEMBER = 'approved members where the campaign asks it (pending-participant.test.ts, campaign-join.test.ts)';
const MERGE_COACH = "a coach of the campaign or an admin (idea-merge.test.ts)";
const MERGE_ASKED = "only the user the merge asks: an author of the merged idea, or one of its upvoters (idea-merge.test.ts)";
const DUPLICATES = 'a coach of the campaign or an admin (idea-duplicates.test.ts)';
const STAGES_COACH = 'a coach of the campaign or an admin (stages.test.ts)';
const EVALUATION_COACH = 'a coach of the campaign or an admin (evaluation.test.ts)';
const CONSENSUS_COACH = 'a coach of the campaign or an admin (consensus.test.ts)';
const EVALUATOR = "an evaluator of the idea's campaign (evaluation.test.ts)";
const REVIEWER = "the assignment's evaluator; a coach of the campaign reads it too (reviews.test.ts)";
const INTEGRATION = "a coach of the campaign, with the site's integration settings (integration-import-export.test.ts)";

export const procedureAccess: Record<string, ProcedureAccess> = {
  'auth.me': { tier: 'public' },
  'auth.signup': { tier: 'public', objects: { termsOfServiceAgreementGuid: 'agreement', privacyPolicyAgreementGuid: 'agreement' } },
  'auth.login': { tier: 'public' },
  'auth.requestPasswordReset': { tier: 'public' },
  'auth.resetPassword': { tier: 'public' },
  'auth.logout': { tier: 'public' },
  'auth.externalLinkStart': { tier: 'authed', rule: "the site's own provider switched on, and never a super admin or a stand-in (external-sign-in.test.ts, oidc-sign-in.test.ts)" },
  'captcha.challenge': { tier: 'public' },

  'agreement.admin.list': { tier: 'orgAdmin' },
  'agreement.admin.byGuid': { tier: 'orgAdmin', objects: { guid: 'agreement' } },
  'agreement.admin.create': { tier: 'orgAdmin' },
  'agreement.admin.update': { tier: 'orgAdmin', objects: { guid: 'agreement' } },
  'agreement.admin.delete': { tier: 'orgAdmin', objects: { guid: 'agreement' } },
  'agreement.byGuid': { tier: 'public', objects: { guid: 'agreement' } },
  'agreement.published': { tier: 'public' },
  'agreement.legal': { tier: 'public' },
  'agreement.forSignup': { tier: 'public' },
  'agreement.accept': { tier: 'public', objects: { guid: 'agreement' } },
  'agreement.forCampaign': { tier: 'public', objects: campaignBySlug, rule: VISIBLE },
  'agreement.campaignChoices': { tier: 'authed' },
  'agreement.acceptForCampaign': { tier: 'public', objects: campaignBySlug, rule: VISIBLE },
  'agreement.acceptedForCampaign': { tier: 'authed', objects: campaignMember, rule: COACH },

  'verification.send': { tier: 'authed' },
  'verification.confirm': { tier: 'public' },

  'profile.own': { tier: 'authed' },
  'profile.byGuid': { tier: 'public', objects: userByGuid },
  'profile.update': { tier: 'authed', objects: { profileImage: 'media' }, rule: 'only an admin changes a role or labels (profile.test.ts, people-labels.test.ts)' },
  'profile.deleteAccount': { tier: 'authed' },
  'personalData.own': { tier: 'authed' },
  'personalData.request': { tier: 'authed' },
  'personalData.latestFor': { tier: 'orgAdmin', objects: userByGuid },
  'personalData.requestFor': { tier: 'orgAdmin', objects: userByGuid },
  'retention.get': { tier: 'orgAdmin' },
  'retention.update': { tier: 'orgAdmin' },

  'people.list': { tier: 'orgAdmin' },
  'people.byGuid': { tier: 'orgAdmin', objects: userByGuid },
  'people.update': { tier: 'orgAdmin', objects: userByGuid },
  'people.delete': { tier: 'orgAdmin', objects: userByGuid },
  'people.decideRemoval': { tier: 'orgAdmin', objects: userByGuid },
  'people.setStatus': { tier: 'superAdmin', objects: userByGuid },
  'people.roles': { tier: 'public' },
  'people.search': { tier: 'authed', rule: 'coaches and admins (people-labels.test.ts)' },
  'people.label.list': { tier: 'public' },
  'people.label.create': { tier: 'orgAdmin' },
  'people.label.rename': { tier: 'orgAdmin', objects: { guid: 'label' } },
  'people.label.delete': { tier: 'orgAdmin', objects: { guid: 'label' } },

  'organisation.current': { tier: 'public' },
  'organisation.adminSettings': { tier: 'orgAdmin' },
  'organisation.updateSettings': { tier: 'orgAdmin' },
  'organisation.updateSuperSettings': { tier: 'superAdmin' },
  'organisation.registrationFields': { tier: 'orgAdmin' },
  'organisation.updateRegistrationFields': { tier: 'orgAdmin' },

  'sites.list': { tier: 'superAdmin', allSites: true },
  'sites.bySlug': { tier: 'superAdmin', allSites: true },
  'sites.create': { tier: 'superAdmin', allSites: true },
  'sites.update': { tier: 'superAdmin', allSites: true },

  'media.byGuid': { tier: 'public', objects: { guid: 'media' } },
  'media.delete': { tier: 'authed', objects: { guid: 'media' }, rule: 'its uploader or an admin (media-router.test.ts)' },
  'files.list': { tier: 'orgAdmin' },
  'files.byGuid': { tier: 'orgAdmin', objects: { guid: 'media' } },
  'files.update': { tier: 'orgAdmin', objects: { guid: 'media' } },
  'files.delete': { tier: 'orgAdmin', objects: { guid: 'media' } },

  'tag.list': { tier: 'public' },
  'tag.campaigns': { tier: 'public', objects: { slug: 'tag' } },
  'tag.findOrCreate': { tier: 'active' },
  'tag.setForCampaign': { tier: 'active', objects: campaignByGuid, rule: COACH },
  'tag.addToCampaign': { tier: 'active', objects: campaignByGuid, rule: COACH },
  'tag.removeFromCampaign': { tier: 'active', objects: campaignByGuid, rule: COACH },
  'tag.forUser': { tier: 'public', objects: userByGuid },
  'tag.addToUser': { tier: 'active', objects: userByGuid, rule: 'the user themself (user-interests.test.ts)' },
  'tag.removeFromUser': { tier: 'active', objects: userByGuid, rule: 'the user themself (user-interests.test.ts)' },

  'integration.settings': { tier: 'orgAdmin' },
  'integration.saveSettings': { tier: 'orgAdmin' },
  'integration.connection': { tier: 'authed', rule: INTEGRATION },
  'integration.surveyFields': { tier: 'authed', rule: INTEGRATION },
  'integration.trelloLists': { tier: 'authed', rule: INTEGRATION },
  'integration.importSurvey': { tier: 'authed', objects: { campaignGuid: 'campaign' }, rule: INTEGRATION },
  'integration.exportToTrello': { tier: 'authed', objects: { campaignSlug: 'campaign' }, rule: INTEGRATION },

  'idea.byCampaign': { tier: 'public', objects: { slug: 'campaign', campaignGuid: 'campaign' }, rule: VISIBLE },
  'idea.listFilters': { tier: 'public', objects: campaignBySlug, rule: VISIBLE },
  'roadmap.byCampaign': { tier: 'public', objects: campaignBySlug, rule: 'only what the idea list lets this viewer see (roadmap.test.ts)' },
  'idea.recent': { tier: 'authed' },
  'idea.similarTitles': { tier: 'public', objects: { campaignSlug: 'campaign', exceptGuid: 'idea' }, rule: VISIBLE },
  'idea.statuses': { tier: 'public' },
  'idea.byGuid': { tier: 'public', objects: ideaByGuid, rule: VISIBLE },
  'idea.campaignsForNewIdea': { tier: 'active' },
  'idea.create': { tier: 'active', objects: { campaignSlug: 'campaign', ...ideaAttachments }, rule: MEMBER },
  'idea.update': { tier: 'active', objects: { guid: 'idea', ...ideaAttachments }, rule: AUTHOR_OR_COACH },
  'idea.setStatus': { tier: 'active', objects: ideaByGuid, rule: AUTHOR_OR_COACH },
  'idea.authorStatus': { tier: 'active', objects: { ideaGuid: 'idea', authorGuid: 'user' }, rule: AUTHOR_OR_COACH },
  'idea.tag.add': { tier: 'active', objects: ideaByGuid, rule: AUTHOR_OR_COACH },
  'idea.tag.remove': { tier: 'active', objects: ideaByGuid, rule: AUTHOR_OR_COACH },
  'idea.tag.inUse': { tier: 'public' },
  'idea.tag.findOrCreate': { tier: 'active' },
  'idea.delete': { tier: 'active', objects: ideaByGuid, rule: AUTHOR_OR_COACH },
  'idea.admin.list': { tier: 'orgAdmin', objects: { campaignGuid: 'campaign', authorGuid: 'user' } },
  'idea.admin.filters': { tier: 'orgAdmin' },
  'idea.admin.byGuid': { tier: 'orgAdmin', objects: ideaByGuid },
  'idea.admin.update': { tier: 'orgAdmin', objects: ideaByGuid },

  'ideaDuplicates.list': { tier: 'authed', objects: { campaignSlug: 'campaign' }, rule: DUPLICATES },
  'ideaDuplicates.dismiss': { tier: 'active', objects: duplicatePair, rule: DUPLICATES },
  'ideaDuplicates.restore': { tier: 'active', objects: duplicatePair, rule: DUPLICATES },

  'stages.template.list': { tier: 'authed' },
  'stages.template.save': { tier: 'orgAdmin', objects: { guid: 'stageTemplate' } },
  'stages.template.delete': { tier: 'orgAdmin', objects: { guid: 'stageTemplate' } },
  'stages.pipeline': { tier: 'authed', objects: { campaignSlug: 'campaign' }, rule: STAGES_COACH },
  'stages.savePipeline': { tier: 'active', objects: { campaignSlug: 'campaign', 'stages[].guid': 'stage' }, rule: STAGES_COACH },
  'stages.ideas': { tier: 'authed', objects: { campaignSlug: 'campaign', stageGuid: 'stage' }, rule: STAGES_COACH },
  'stages.moves': { tier: 'authed', objects: { campaignSlug: 'campaign' }, rule: STAGES_COACH },
  'stages.move': { tier: 'active', objects: { 'ideaGuids[]': 'idea', toStageGuid: 'stage' }, rule: STAGES_COACH },
  'stages.ofIdea': { tier: 'public', objects: onIdea, rule: VISIBLE },
  'stages.undo': { tier: 'active', objects: { moveGuid: 'move' }, rule: STAGES_COACH },

  'evaluation.template.list': { tier: 'authed' },
  'evaluation.template.save': { tier: 'orgAdmin', objects: { guid: 'scorecardTemplate' } },
  'evaluation.template.delete': { tier: 'orgAdmin', objects: { guid: 'scorecardTemplate' } },
  'evaluation.scorecard': { tier: 'authed', objects: { stageGuid: 'stage' }, rule: EVALUATION_COACH },
  'evaluation.saveScorecard': { tier: 'active', objects: { stageGuid: 'stage', 'criteria[].guid': 'criterion' }, rule: EVALUATION_COACH },
  'evaluation.evaluator.list': { tier: 'authed', objects: { campaignSlug: 'campaign' }, rule: EVALUATION_COACH },
  'evaluation.evaluator.add': { tier: 'active', objects: { campaignSlug: 'campaign' }, rule: EVALUATION_COACH },
  'evaluation.evaluator.remove': { tier: 'active', objects: { campaignSlug: 'campaign', userGuid: 'evaluator' }, rule: EVALUATION_COACH },
  'evaluation.conflict.list': { tier: 'authed', objects: { campaignSlug: 'campaign' }, rule: EVALUATION_COACH },
  'evaluation.conflict.declare': { tier: 'active', objects: { ideaGuid: 'idea' }, rule: EVALUATOR },
  'evaluation.conflict.withdraw': { tier: 'active', objects: { ideaGuid: 'idea' }, rule: EVALUATOR },
  'evaluation.assignment.overview': { tier: 'authed', objects: { stageGuid: 'stage' }, rule: EVALUATION_COACH },
  'evaluation.assignment.create': { tier: 'active', objects: { stageGuid: 'stage', 'ideaGuids[]': 'idea', 'evaluatorGuids[]': 'evaluator' }, rule: EVALUATION_COACH },
  'evaluation.assignment.auto': { tier: 'active', objects: { stageGuid: 'stage' }, rule: EVALUATION_COACH },
  'evaluation.assignment.remove': { tier: 'active', objects: { 'assignmentGuids[]': 'assignment' }, rule: EVALUATION_COACH },
  'evaluation.assignment.reassign': { tier: 'active', objects: { assignmentGuid: 'assignment', evaluatorGuid: 'evaluator' }, rule: EVALUATION_COACH },
  'evaluation.consensus.table': { tier: 'authed', objects: { stageGuid: 'stage', sort: 'criterion' }, rule: CONSENSUS_COACH },
  'evaluation.consensus.calibration': { tier: 'authed', objects: { stageGuid: 'stage' }, rule: CONSENSUS_COACH },
  'evaluation.review.queue': { tier: 'authed' },
  // Reads only the viewer's own assignments on the site: another's stage gives an empty page.
  'evaluation.review.queuePage': { tier: 'authed', objects: { stageGuid: 'stage' } },
  'evaluation.review.byGuid': { tier: 'authed', objects: { assignmentGuid: 'assignment' }, rule: REVIEWER },
  'evaluation.review.save': { tier: 'active', objects: { assignmentGuid: 'assignment', 'scores[].criterionGuid': 'criterion' }, rule: REVIEWER },
  'evaluation.review.submit': { tier: 'active', objects: { assignmentGuid: 'assignment', 'scores[].criterionGuid': 'criterion' }, rule: REVIEWER },
  'evaluation.review.reopen': { tier: 'active', objects: { assignmentGuid: 'assignment' }, rule: 'a coach of the campaign or an admin (reviews.test.ts)' },
  'evaluation.reviewSettings': { tier: 'authed', objects: { stageGuid: 'stage' }, rule: 'a coach of the campaign or an admin (reviews.test.ts)' },
  'evaluation.saveReviewSettings': { tier: 'active', objects: { stageGuid: 'stage', 'advance.toStageGuid': 'stage', 'decline.toStageGuid': 'stage' }, rule: 'a coach of the campaign or an admin (reviews.test.ts)' },

  'upvote.toggle': { tier: 'active', objects: onIdea, rule: MEMBER },
  'ideaFollow.state': { tier: 'authed', objects: onIdea, rule: VISIBLE },
  'ideaFollow.set': { tier: 'authed', objects: onIdea, rule: VISIBLE },
  'campaignFollow.state': { tier: 'authed', objects: { campaignSlug: 'campaign' }, rule: VISIBLE },
  'campaignFollow.set': { tier: 'authed', objects: { campaignSlug: 'campaign' }, rule: VISIBLE },
  'ideaMerge.ofIdea': { tier: 'public', objects: onIdea, rule: VISIBLE },
  'ideaMerge.byCampaign': { tier: 'active', objects: { campaignSlug: 'campaign' }, rule: MERGE_COACH },
  'ideaMerge.propose': { tier: 'active', objects: { sourceGuid: 'idea', targetGuid: 'idea' }, rule: MERGE_COACH },
  'ideaMerge.answer': { tier: 'active', objects: { mergeGuid: 'merge' }, rule: MERGE_ASKED },
  'ideaMerge.withdraw': { tier: 'active', objects: { mergeGuid: 'merge' }, rule: MERGE_COACH },
  'ideaMerge.unmerge': { tier: 'active', objects: { mergeGuid: 'merge' }, rule: MERGE_COACH },
  'ideaMerge.answerVote': { tier: 'active', objects: { mergeGuid: 'merge' }, rule: MERGE_ASKED },
  'feedback.list': { tier: 'public', objects: onIdea, rule: VISIBLE },
  'feedback.create': { tier: 'active', objects: onIdea, rule: MEMBER },
  'feedback.update': { tier: 'active', objects: { guid: 'feedback' }, rule: OWN_WORDS },
  'feedback.delete': { tier: 'active', objects: { guid: 'feedback' }, rule: OWN_WORDS },
  'feedback.mentionSuggestions': { tier: 'active', objects: onIdea, rule: MENTIONABLE },
  'comment.list': { tier: 'public', objects: onIdea, rule: VISIBLE },
  'comment.create': { tier: 'active', objects: { ideaGuid: 'idea', parentGuid: 'comment' }, rule: VISIBLE },
  'comment.update': { tier: 'active', objects: { guid: 'comment' }, rule: OWN_WORDS },
  'comment.delete': { tier: 'active', objects: { guid: 'comment' }, rule: OWN_WORDS },
  'comment.mentionSuggestions': { tier: 'active', objects: onIdea, rule: MENTIONABLE },
  'realtime.viewer': { tier: 'public', objects: { ideaGuid: 'idea', stageGuid: 'stage' }, rule: `${VISIBLE}; a stage's reviews only to its campaign's coaches and admins (consensus.test.ts)` },

  'notification.feed': { tier: 'authed' },
  'notification.unreadCount': { tier: 'authed' },
  'notification.markAllRead': { tier: 'authed' },
  'notificationPreferences.own': { tier: 'authed' },
  'notificationPreferences.save': { tier: 'authed' },

  'page.bySlug': { tier: 'public', objects: { slug: 'page' } },
  'page.listPublic': { tier: 'public' },
  'page.list': { tier: 'orgAdmin' },
  'page.byGuid': { tier: 'orgAdmin', objects: { guid: 'page' } },
  'page.create': { tier: 'orgAdmin' },
  'page.update': { tier: 'orgAdmin', objects: { guid: 'page' } },
  'page.delete': { tier: 'orgAdmin', objects: { guid: 'page' } },
  'page.preview': { tier: 'orgAdmin' },
  'menu.nav': { tier: 'public' },
  'menu.list': { tier: 'orgAdmin' },
  'menu.byGuid': { tier: 'orgAdmin', objects: { guid: 'menu' } },
  'menu.create': { tier: 'orgAdmin', objects: { pageGuid: 'page' } },
  'menu.update': { tier: 'orgAdmin', objects: { guid: 'menu', pageGuid: 'page' } },
  'menu.setPosition': { tier: 'orgAdmin', objects: { guid: 'menu' } },
  'menu.reorder': { tier: 'orgAdmin', objects: { 'guids[]': 'menu' } },
  'menu.delete': { tier: 'orgAdmin', objects: { guid: 'menu' } },
  'partner.list': { tier: 'public' },
  'partner.byGuid': { tier: 'public', objects: { guid: 'partner' } },
  'partner.create': { tier: 'orgAdmin', objects: { logoGuid: 'media' } },
  'partner.update': { tier: 'orgAdmin', objects: { guid: 'partner', logoGuid: 'media' } },
  'partner.delete': { tier: 'orgAdmin', objects: { guid: 'partner' } },

  'audit.list': { tier: 'orgAdmin' },
  'apiToken.list': { tier: 'orgAdmin' },
  'apiToken.create': { tier: 'orgAdmin' },
  'apiToken.revoke': { tier: 'orgAdmin', objects: { guid: 'apiToken' } },
  'webhook.list': { tier: 'orgAdmin' },
  'webhook.create': { tier: 'orgAdmin' },
  'webhook.setEnabled': { tier: 'orgAdmin', objects: { guid: 'webhook' } },
  'webhook.update': { tier: 'orgAdmin', objects: { guid: 'webhook' } },
  'webhook.delete': { tier: 'orgAdmin', objects: { guid: 'webhook' } },
  'webhook.deliveries': { tier: 'orgAdmin', objects: { guid: 'webhook' } },
  'webhook.replay': { tier: 'orgAdmin', objects: { deliveryGuid: 'webhookDelivery' } },
  'statistics.organisation': { tier: 'orgAdmin' },
  'statistics.allSites': { tier: 'superAdmin', allSites: true },

  'campaign.create': { tier: 'active', objects: campaignFiles, rule: "the site's limit on who creates campaigns (campaign-wizard.test.ts)" },
  'campaign.update': { tier: 'active', objects: { slug: 'campaign', ...campaignFiles }, rule: COACH },
  'campaign.submit': { tier: 'active', objects: campaignBySlug, rule: COACH },
  'campaign.forEdit': { tier: 'authed', objects: campaignBySlug, rule: COACH },
  'campaign.bySlug': { tier: 'public', objects: campaignBySlug, rule: VISIBLE },
  'campaign.dashboard': { tier: 'authed' },
  'campaign.invitation': { tier: 'public' },
  'campaign.join': { tier: 'public', objects: campaignBySlug, rule: VISIBLE },
  'campaign.coached': { tier: 'authed' },
  'campaign.codeFrame': { tier: 'public', objects: campaignBySlug, rule: VISIBLE },
  'campaign.leaderboard': { tier: 'public', objects: campaignBySlug, rule: VISIBLE },
  'campaign.statistics': { tier: 'authed', objects: campaignByGuid, rule: COACH },
  'campaign.event': { tier: 'active', objects: campaignBySlug, rule: VISIBLE },
  'campaign.similar': { tier: 'public', objects: campaignBySlug, rule: VISIBLE },
  'campaign.search': { tier: 'public' },
  'campaign.guest': { tier: 'public' },
  'campaign.bySlugs': { tier: 'public', objects: { 'slugs[]': 'campaign' }, rule: VISIBLE },
  'campaign.member.list': { tier: 'authed', objects: campaignBySlug, rule: COACH },
  'campaign.member.invite': { tier: 'active', objects: campaignBySlug, rule: COACH },
  'campaign.member.removeInvitation': { tier: 'active', objects: { slug: 'campaign', invitationGuid: 'invitation' }, rule: COACH },
  'campaign.member.approve': { tier: 'active', objects: campaignMember, rule: COACH },
  'campaign.member.decline': { tier: 'active', objects: campaignMember, rule: COACH },
  'campaign.member.remove': { tier: 'active', objects: campaignMember, rule: COACH },
  'campaign.member.addCoach': { tier: 'active', objects: campaignMember, rule: COACH },
  'campaign.member.removeCoach': { tier: 'active', objects: campaignMember, rule: COACH },
  'campaign.member.newShareLink': { tier: 'active', objects: campaignBySlug, rule: COACH },
  'campaign.admin.list': { tier: 'orgAdmin' },
  'campaign.admin.allSites': { tier: 'superAdmin', allSites: true },
  'campaign.admin.sites': { tier: 'superAdmin', allSites: true },
  'campaign.admin.delete': { tier: 'orgAdmin', objects: campaignByGuid },
  'campaign.admin.setCustomCode': { tier: 'superAdmin', objects: campaignBySlug },
};

/**
 * Façade routes (src-server/legacy) that call no procedure before deciding, or none at all.
 * Every other route is held to the declaration of the procedure it calls (found by running its
 * handler against a recording caller); `procedure` names it for a route that reads its input
 * before calling one.
 */
export type LegacyRouteAccess = ProcedureAccess | { procedure: string };

export const legacyRouteAccess: Record<string, LegacyRouteAccess> = {
  'POST /api/files': { tier: 'orgAdmin' },
  'POST /api/media': { tier: 'authed' },
  'GET /coach/campaigns/:slug/csv': { tier: 'authed', objects: { slug: 'campaign' }, rule: COACH },
  'GET /coach/campaigns/:slug/exportcsv': { tier: 'authed', objects: { slug: 'campaign' }, rule: COACH },
  'GET /export/ideas': { tier: 'orgAdmin' },
  'GET /export/users': { tier: 'orgAdmin' },
  'POST /user/feed': { procedure: 'notification.markAllRead' },
  'GET /api/stages/:guid/consensus/export': { tier: 'authed', objects: { guid: 'stage' }, rule: CONSENSUS_COACH },
};
