import { AppError } from '../../errors/app-error';
import type { AllSitesCampaignListInput, CampaignCreateInput, CampaignUpdateInput } from '../../../src-shared/schemas/campaign';
import { LegacyList } from '../../legacy/envelope';
import type { LegacyCall, LegacyRouteTable } from '../../legacy/legacy-routes';

/** The legacy draft names the photo "thumbnail" (an uploaded file record); ours is its guid. */
function draftFields(body: Record<string, unknown>): Record<string, unknown> {
  const { thumbnail, ...rest } = body;
  const photoGuid = thumbnail && typeof thumbnail === 'object' && 'guid' in thumbnail ? (thumbnail as { guid: unknown }).guid : undefined;
  return photoGuid === undefined ? rest : { ...rest, photoGuid };
}

/** The dashboard, grouped the way legacy clients read it (active, done, upcoming, drafts, featured). */
async function groupedCampaigns({ caller }: LegacyCall) {
  const sections = await caller.campaign.dashboard();
  return { active: sections.mine, done: sections.finished, upcoming: sections.upcoming, drafts: sections.drafts, featured: sections.featured, archive: sections.archive };
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
  table.route('GET', '/campaigns', groupedCampaigns);
  table.route('GET', '/campaigns/joined', groupedCampaigns);
  table.route('GET', '/coach/campaigns', groupedCampaigns);

  // Validated by the procedure's schema; the cast only names the shape for TypeScript.
  table.route('POST', '/coach/campaign', ({ caller, body }) => caller.campaign.create(draftFields(body) as CampaignCreateInput));
  table.route('POST', '/coach/campaign/:slug', ({ caller, body, params }) =>
    caller.campaign.update({ ...draftFields(body), slug: params.slug ?? '' } as CampaignUpdateInput),
  );
  table.route('GET', '/coach/campaigns/:slug/brief', async ({ caller, params, query }) => {
    const campaign = await caller.campaign.bySlug({ slug: params.slug ?? '' });
    // Spec 1 §7: the brief sends a member who has not accepted the campaign's agreement to it, unless asked not to.
    if (campaign.mustAcceptAgreement && query.showBriefWithoutAcceptingAgreement !== 'true') {
      throw new AppError('AGREEMENT_NOT_ACCEPTED', { redirect: `/coach/campaigns/${campaign.slug}/agreement` });
    }
    return campaign;
  });

  table.route('POST', '/campaign/:slug/join', ({ caller, params, body }) =>
    caller.campaign.join({ slug: params.slug ?? '', agreement: body.agreement === true || body.agreement === 'true' }),
  );

  table.route('POST', '/coach/campaigns/:slug/invitation', ({ caller, params, body }) =>
    caller.campaign.member.invite({ slug: params.slug ?? '', emails: Array.isArray(body.emails) ? body.emails.join(';') : String(body.emails ?? '') }),
  );
  table.route('POST', '/coach/campaigns/:slug/user/:guid/approve', ({ caller, params }) => caller.campaign.member.approve({ slug: params.slug ?? '', userGuid: params.guid ?? '' }));
  table.route('POST', '/coach/campaigns/:slug/user/:guid/decline', ({ caller, params }) => caller.campaign.member.decline({ slug: params.slug ?? '', userGuid: params.guid ?? '' }));
  table.route('DELETE', '/coach/campaigns/:slug/user/:guid', ({ caller, params }) => caller.campaign.member.remove({ slug: params.slug ?? '', userGuid: params.guid ?? '' }));

  table.route('DELETE', '/coach/campaigns/:slug/invitation/:guid', ({ caller, params }) =>
    caller.campaign.member.removeInvitation({ slug: params.slug ?? '', invitationGuid: params.guid ?? '' }),
  );
  table.route('POST', '/coach/campaigns/:slug/generatesecret', ({ caller, params }) => caller.campaign.member.newShareLink({ slug: params.slug ?? '' }));
  // The coach to add or remove comes as coachGuid in the body (or the query, for DELETE).
  table.route('POST', '/campaign/:slug/coach', ({ caller, params, body }) => caller.campaign.member.addCoach({ slug: params.slug ?? '', userGuid: String(body.coachGuid ?? '') }));
  table.route('DELETE', '/campaign/:slug/coach', ({ caller, params, body, query }) =>
    caller.campaign.member.removeCoach({ slug: params.slug ?? '', userGuid: String(body.coachGuid ?? query.coachGuid ?? '') }),
  );
  table.route('DELETE', '/api/campaigns/:guid', ({ caller, params }) => caller.campaign.admin.delete({ guid: params.guid ?? '' }));
  // The spec's payload is `code`; `customCode` (the tRPC name) is read too.
  table.route('POST', '/admin/campaign/:slug/customcode', ({ caller, params, body }) => {
    const code = typeof body.code === 'string' ? body.code : body.customCode;
    return caller.campaign.admin.setCustomCode({ slug: params.slug ?? '', customCode: typeof code === 'string' ? code : '' });
  });
  table.route('GET', '/admin/campaigns', allSitesCampaigns);
  table.route('GET', '/invitations/:guid', ({ caller, params }) => caller.campaign.invitation({ kind: 'email', key: params.guid ?? '' }));
  table.route('GET', '/invitations/campaign/:secret', ({ caller, params }) => caller.campaign.invitation({ kind: 'link', key: params.secret ?? '' }));
}
