import type { AllSitesCampaignListInput, CampaignCreateInput, CampaignUpdateInput } from '#shared/schemas/campaign.ts';
import { LegacyList } from '#server/legacy/envelope.ts';
import type { LegacyCall, LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { z } from 'zod';
import { campaignInviteInput, campaignJoinInput, campaignCustomCodeInput } from '#shared/schemas/campaign.ts';
import { legacyCampaignBody, legacyCampaignUpdateBody } from '#server/legacy/legacy-payloads.ts';
import { legacyCampaignAnswer } from '#server/legacy/legacy-answers.ts';
import { campaignBriefAnswer } from './campaign-brief-answer';
import { legacyCampaignFields } from './campaign-legacy-payload';
import { deleteApiCampaignsByGuidAnswer, deleteCoachCampaignsBySlugUserByGuidAnswer, getAdminCampaignsAnswer, getInvitationsByGuidAnswer, postAdminCampaignBySlugCustomcodeAnswer, postCampaignBySlugCoachAnswer, postCampaignBySlugJoinAnswer, postCoachCampaignsBySlugGeneratesecretAnswer, postCoachCampaignsBySlugInvitationAnswer, postCoachCampaignsBySlugUserByGuidDeclineAnswer, legacyDashboardAnswer } from './campaign-legacy-answers';

/** The dashboard, grouped the way legacy clients read it (active, done, upcoming, drafts, featured, open). */
async function groupedCampaigns({ caller }: LegacyCall) {
  const sections = await caller.campaign.dashboard();
  return { active: sections.mine, done: sections.finished, upcoming: sections.upcoming, drafts: sections.drafts, featured: sections.featured, open: sections.open, archive: sections.archive };
}

/** Spec 2 §7: the client reads the new campaign as `coach.campaign` (slug, permaLink); `active: true` publishes it. */
async function createCampaign({ caller, body }: LegacyCall) {
  const { fields, publish } = legacyCampaignFields(body);
  // Validated by the procedure's schema; the cast only names the shape for TypeScript.
  const created = await caller.campaign.create(fields as CampaignCreateInput);
  const campaign = publish ? await caller.campaign.submit({ slug: created.slug }) : created;
  return { ...campaign, coach: { campaign: { guid: campaign.guid, slug: campaign.slug, permaLink: campaign.permaLink } } };
}

async function updateCampaign({ caller, body, params }: LegacyCall) {
  const { fields, publish } = legacyCampaignFields(body);
  const updated = await caller.campaign.update({ ...fields, slug: params.slug ?? '' } as CampaignUpdateInput);
  // Publishing a campaign that is live already changes nothing.
  return publish && updated.abilities.submit ? caller.campaign.submit({ slug: updated.slug }) : updated;
}

/**
 * The super admin's all hunts (spec 2 §7 GET /admin/campaigns?startdate&enddate), as
 * `{ result: [...], total }`; also ?page (1-based), ?sort=name|endDate and ?site (a site's guid).
 */
async function allSitesCampaigns({ caller, query }: LegacyCall) {
  const { items, total } = await caller.campaign.admin.allSites({
    page: query.page === undefined ? undefined : Number(query.page),
    sort: query.sort as AllSitesCampaignListInput['sort'],
    siteGuid: query.site || undefined,
    startDate: query.startdate || undefined,
    endDate: query.enddate || undefined,
  } as AllSitesCampaignListInput);
  return new LegacyList(items, total);
}

/** Legacy campaign and coach routes (spec 1 §7, spec 2 §7): thin mappings onto the procedures. */
export function campaignLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/campaigns', groupedCampaigns, { doc: { response: legacyDashboardAnswer, summary: "The dashboard's campaigns: active, done, upcoming, drafts, featured, open" } });
  table.route('GET', '/campaigns/joined', groupedCampaigns, { doc: { response: legacyDashboardAnswer, summary: "The dashboard's campaigns: active, done, upcoming, drafts, featured, open" } });
  table.route('GET', '/coach/campaigns', groupedCampaigns, { doc: { response: legacyDashboardAnswer, summary: "The dashboard's campaigns: active, done, upcoming, drafts, featured, open" } });

  table.route('POST', '/coach/campaign', createCampaign, { doc: { summary: "Create a campaign (active: true publishes it); answers coach.campaign with slug and permaLink", body: legacyCampaignBody, response: legacyCampaignAnswer } });
  table.route('POST', '/coach/campaign/:slug', updateCampaign, { doc: { summary: "Update a campaign (active: true publishes a draft)", body: legacyCampaignUpdateBody, response: legacyCampaignAnswer } });
  table.route('GET', '/coach/campaigns/:slug/brief', campaignBriefAnswer, { doc: { summary: "A campaign's brief; includeUsers adds its people for coaches; may answer a redirect", response: legacyCampaignAnswer, query: z.object({ includeUsers: z.enum(['true', 'false']).optional(), showBriefWithoutAcceptingAgreement: z.enum(['true', 'false']).optional() }) } });

  table.route('POST', '/campaign/:slug/join', ({ caller, params, body }) =>
    caller.campaign.join({ slug: params.slug ?? '', agreement: body.agreement === true || body.agreement === 'true' }), { doc: { response: postCampaignBySlugJoinAnswer, summary: "Join a campaign", body: campaignJoinInput.omit({ slug: true }) } }
  );

  table.route('POST', '/coach/campaigns/:slug/invitation', ({ caller, params, body }) =>
    caller.campaign.member.invite({ slug: params.slug ?? '', emails: Array.isArray(body.emails) ? body.emails.join(';') : String(body.emails ?? '') }), { doc: { response: postCoachCampaignsBySlugInvitationAnswer, summary: "Invite people by e-mail", body: campaignInviteInput.omit({ emails: true }).extend({ emails: z.union([z.string(), z.array(z.string())]) }) } }
  );
  table.route('POST', '/coach/campaigns/:slug/user/:guid/approve', ({ caller, params }) => caller.campaign.member.approve({ slug: params.slug ?? '', userGuid: params.guid ?? '' }), { doc: { response: postCampaignBySlugJoinAnswer, summary: "Approve a pending participant", body: 'none' } });
  table.route('POST', '/coach/campaigns/:slug/user/:guid/decline', ({ caller, params }) => caller.campaign.member.decline({ slug: params.slug ?? '', userGuid: params.guid ?? '' }), { doc: { response: postCoachCampaignsBySlugUserByGuidDeclineAnswer, summary: "Decline a pending participant", body: 'none' } });
  table.route('DELETE', '/coach/campaigns/:slug/user/:guid', ({ caller, params }) => caller.campaign.member.remove({ slug: params.slug ?? '', userGuid: params.guid ?? '' }), { doc: { response: deleteCoachCampaignsBySlugUserByGuidAnswer, summary: "Remove a participant" } });

  table.route('DELETE', '/coach/campaigns/:slug/invitation/:guid', ({ caller, params }) =>
    caller.campaign.member.removeInvitation({ slug: params.slug ?? '', invitationGuid: params.guid ?? '' }), { doc: { response: deleteCoachCampaignsBySlugUserByGuidAnswer, summary: "Withdraw an invitation" } }
  );
  table.route('POST', '/coach/campaigns/:slug/generatesecret', ({ caller, params }) => caller.campaign.member.newShareLink({ slug: params.slug ?? '' }), { doc: { response: postCoachCampaignsBySlugGeneratesecretAnswer, summary: "A new share link (permaInviteLink)", body: 'none' } });
  // The coach to add or remove comes as coachGuid in the body (or the query, for DELETE).
  table.route('POST', '/campaign/:slug/coach', ({ caller, params, body }) => caller.campaign.member.addCoach({ slug: params.slug ?? '', userGuid: String(body.coachGuid ?? '') }), { doc: { response: postCampaignBySlugCoachAnswer, summary: "Add a coach", body: z.object({ coachGuid: z.string() }) } });
  table.route('DELETE', '/campaign/:slug/coach', ({ caller, params, body, query }) =>
    caller.campaign.member.removeCoach({ slug: params.slug ?? '', userGuid: String(body.coachGuid ?? query.coachGuid ?? '') }), { doc: { response: postCampaignBySlugCoachAnswer, summary: "Remove a coach (coachGuid in the body or the query)", query: z.object({ coachGuid: z.string().optional() }) } }
  );
  table.route('DELETE', '/api/campaigns/:guid', ({ caller, params }) => caller.campaign.admin.delete({ guid: params.guid ?? '' }), { doc: { response: deleteApiCampaignsByGuidAnswer, summary: "Delete a campaign" } });
  // The spec's payload is `code`; `customCode` (the tRPC name) is read too.
  table.route('POST', '/admin/campaign/:slug/customcode', ({ caller, params, body }) => {
    const code = typeof body.code === 'string' ? body.code : body.customCode;
    return caller.campaign.admin.setCustomCode({ slug: params.slug ?? '', customCode: typeof code === 'string' ? code : '' });
  }, { doc: { response: postAdminCampaignBySlugCustomcodeAnswer, summary: "Set a campaign's custom code (super admins)", body: z.object({ code: campaignCustomCodeInput.shape.customCode }) } });
  table.route('GET', '/admin/campaigns', allSitesCampaigns, { doc: { response: getAdminCampaignsAnswer, summary: "All hunts across sites (super admins)", query: z.object({ startdate: z.string().optional(), enddate: z.string().optional(), page: z.string().optional(), sort: z.enum(['name', 'endDate']).optional(), site: z.string().optional() }), answers: 'list' } });
  table.route('GET', '/invitations/:guid', ({ caller, params }) => caller.campaign.invitation({ kind: 'email', key: params.guid ?? '' }), { doc: { response: getInvitationsByGuidAnswer, summary: "An e-mail invitation" } });
  table.route('GET', '/invitations/campaign/:secret', ({ caller, params }) => caller.campaign.invitation({ kind: 'link', key: params.secret ?? '' }), { doc: { response: getInvitationsByGuidAnswer, summary: "A campaign's share-link invitation" } });
}
