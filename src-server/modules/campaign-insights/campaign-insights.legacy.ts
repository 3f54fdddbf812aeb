import { statisticsQuery } from '#shared/schemas/campaign-insights.ts';
import { campaignSearchInput, type CampaignSearchInput } from '#shared/schemas/campaign-lists.ts';
import { IDEA_MAX_PAGE_SIZE, IDEA_PAGE_SIZE } from '#shared/schemas/idea-list.ts';
import { legacyListPage } from '#server/legacy/list-window.ts';
import { legacySortDirection } from '#server/legacy/sort-direction.ts';
import { requireViewer } from '#server/trpc/context.ts';
import type { LegacyCall, LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { orBriefRedirect } from '#server/modules/campaign/campaign-brief-answer.ts';
import { ideasCsv, peopleCsv } from './campaign-export.service';
import { z } from 'zod';
import { campaignEventInput, campaignTagsInput } from '#shared/schemas/campaign-insights.ts';
import { getApiCampaignsByGuidStatisticsAnswer, getCampaignsSearchAnswer, getCoachCampaignsBySlugAnswer, getCoachCampaignsBySlugLeaderboardAnswer, getCoachIdeaStatusesAnswer, getGuestCampaignsAnswer, getTagsAnswer, getTagsFindorcreatetagByNameAnswer, postCampaignsByGuidTagsAnswer, postCoachCampaignsBySlugEventAnswer, postTagBySlugAnswer } from './campaign-insights-legacy-answers';

const flag = (value: string | undefined) => value === 'true' || value === '1';


/** A comma-joined or repeated list parameter (?slugs=a,b or ?slugs=a&slugs=b). */
function listParameter(value: unknown): string[] {
  const values = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
  return values.flatMap((entry) => entry.split(',')).map((entry) => entry.trim()).filter(Boolean);
}

const SEARCH_ORDERS = campaignSearchInput.shape.orderBy.unwrap().options;

/** GET /campaigns/search (spec 2 §7 count, orderBy, order, offset): the order's key and direction in the spellings legacy clients send. */
async function search({ caller, query }: LegacyCall) {
  const wanted = (query.orderBy ?? query.orderby ?? '').toLowerCase();
  const orderBy = SEARCH_ORDERS.find((option) => option.toLowerCase() === wanted);
  // The procedure's schema coerces and bounds these; the cast only names the shape.
  return caller.campaign.search({ query: query.query ?? '', count: query.count, offset: query.offset, orderBy, order: legacySortDirection(query.order) } as unknown as CampaignSearchInput);
}

/**
 * Campaign lists, contributors, statistics, winners, tags and exports (spec 1 §7, spec 2 §7):
 * thin mappings onto the procedures; the two CSV pages are opened directly in the browser.
 */
export function campaignInsightsLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/campaigns/search', search, { doc: { response: getCampaignsSearchAnswer, summary: "Search campaigns (list and searchTotal)", query: z.object({ query: z.string().optional(), count: z.string().optional(), offset: z.string().optional(), orderBy: z.string().optional(), order: z.enum(['asc', 'desc']).optional() }) } });
  table.route('GET', '/guest/campaigns', ({ caller, query }) => caller.campaign.guest({ featured: flag(query.featured), showOnLandingPage: flag(query.showOnLandingPage) }), { doc: { response: getGuestCampaignsAnswer, summary: "Campaigns for visitors: featured or shown on the landing page", query: z.object({ featured: z.enum(['true', 'false']).optional(), showOnLandingPage: z.enum(['true', 'false']).optional() }) } });
  table.route('GET', '/api/v2/campaigns/', ({ caller, query }) => caller.campaign.bySlugs({ slugs: listParameter(query.slugs) }), { doc: { response: getGuestCampaignsAnswer, summary: "Campaigns by their slugs", query: z.object({ slugs: z.string().meta({ description: 'Comma-joined slugs.' }) }) } });
  // Campaigns of one organisation: this site's own, by its guid; any other guid has none here.
  table.route('GET', '/campaigns-by-org/:guid', async ({ caller, ctx, params }) =>
    params.guid === ctx.site.id ? (await caller.campaign.search({ query: '', count: 100, offset: 0, orderBy: 'endDate', order: 'desc' })).list : [], { doc: { response: getGuestCampaignsAnswer, summary: "This site's campaigns, by the site's guid" } }
  );

  // The campaign's ideas list (spec 2 §7 ?page&pagesize&orderby&order&random; 10 a page by default, spec 1 §9).
  table.route('GET', '/coach/campaigns/:slug', async ({ caller, params, query }) => {
    let answer: Awaited<ReturnType<typeof caller.idea.byCampaign>> | undefined;
    const page = await orBriefRedirect(params.slug, () =>
      legacyListPage(query, { defaultSize: IDEA_PAGE_SIZE, maxSize: IDEA_MAX_PAGE_SIZE }, async ({ offset, count }) => {
        answer = await caller.idea.byCampaign({ slug: params.slug ?? '', sort: query.orderby ?? query.sortBy, offset, count });
        return { items: answer.ideas, total: answer.total };
      }),
    );
    return { ...answer, ideas: page.items, total: page.total };
  }, { doc: { response: getCoachCampaignsBySlugAnswer, summary: "A campaign's ideas, a page at a time", query: z.object({ orderby: z.string().optional(), page: z.string().optional(), pagesize: z.string().optional(), count: z.string().optional(), offset: z.string().optional(), order: z.enum(['asc', 'desc']).optional(), random: z.string().optional() }) } });
  table.route('GET', '/coach/idea/statuses', ({ caller }) => caller.idea.statuses(), { doc: { response: getCoachIdeaStatusesAnswer, summary: "The idea statuses a coach may set" } });
  table.route('GET', '/coach/campaigns/:slug/leaderboard', ({ caller, params }) => caller.campaign.leaderboard({ slug: params.slug ?? '' }), { doc: { response: getCoachCampaignsBySlugLeaderboardAnswer, summary: "The campaign's highscore: score, ideaCount, feedbackCount per participant" } });
  table.route('POST', '/coach/campaigns/:slug/event', ({ caller, params, body }) =>
    caller.campaign.event({ slug: params.slug ?? '', event: (body.event ?? body.type) as 'announce.winners' }), { doc: { response: postCoachCampaignsBySlugEventAnswer, summary: "Announce the winners", body: campaignEventInput.omit({ slug: true }) } }
  );
  table.route('GET', '/api/campaigns/:guid/statistics', ({ caller, params, query }) => caller.campaign.statistics(statisticsQuery(params.guid ?? '', query)), { doc: { response: getApiCampaignsByGuidStatisticsAnswer, summary: "A campaign's statistics: ideas, contributors, userMetrics", query: z.object({ fromDate: z.string().optional(), toDate: z.string().optional(), filter: z.string().optional(), filterField: z.string().optional() }) } });

  table.route('GET', '/coach/campaigns/:slug/csv', ({ ctx, params }) => peopleCsv(requireViewer(ctx), params.slug ?? ''), { doc: { summary: "The campaign's participants as CSV (opened in a window)", answers: 'file' }, download: true });
  table.route('GET', '/coach/campaigns/:slug/exportcsv', ({ ctx, params }) => ideasCsv(requireViewer(ctx), params.slug ?? ''), { doc: { summary: "The campaign's ideas as CSV (opened in a window)", answers: 'file' }, download: true });

  table.route('GET', '/tags', ({ caller }) => caller.tag.list(), { doc: { response: getTagsAnswer, summary: "The site's tags" } });
  table.route('GET', '/tags/findorcreatetag/:name', ({ caller, params }) => caller.tag.findOrCreate({ name: params.name ?? '' }), { doc: { response: getTagsFindorcreatetagByNameAnswer, summary: "A tag by name, created when new (Bearer token only)" }, changesState: true });
  table.route('POST', '/tag/:slug', ({ caller, params }) => caller.tag.campaigns({ slug: params.slug ?? '' }), { doc: { response: postTagBySlugAnswer, summary: "Campaigns with a tag", body: 'none' } });
  table.route('POST', '/campaigns/:guid/tags', ({ caller, params, body }) => caller.tag.setForCampaign({ guid: params.guid ?? '', tags: listParameter(body.tags) }), { doc: { response: postCampaignsByGuidTagsAnswer, summary: "Set a campaign's tags", body: campaignTagsInput.omit({ guid: true }) } });
  table.route('POST', '/coach/campaign/:guid/tag/:tag', ({ caller, params }) => caller.tag.addToCampaign({ guid: params.guid ?? '', tag: params.tag ?? '' }), { doc: { response: postCampaignsByGuidTagsAnswer, summary: "Tag a campaign", body: 'none' } });
  table.route('DELETE', '/coach/campaign/:guid/tag/:tag', ({ caller, params }) => caller.tag.removeFromCampaign({ guid: params.guid ?? '', tag: params.tag ?? '' }), { doc: { response: postCampaignsByGuidTagsAnswer, summary: "Remove a campaign's tag" } });
  table.route('GET', '/user/:guid/tags', ({ caller, params }) => caller.tag.forUser({ guid: params.guid ?? '' }), { doc: { response: getTagsAnswer, summary: "A user's interests (tags)" } });
  table.route('POST', '/user/:guid/tag/:tag', ({ caller, params }) => caller.tag.addToUser({ guid: params.guid ?? '', tag: params.tag ?? '' }), { doc: { response: getTagsAnswer, summary: "Add an interest to a user", body: 'none' } });
  table.route('DELETE', '/user/:guid/tag/:tag', ({ caller, params }) => caller.tag.removeFromUser({ guid: params.guid ?? '', tag: params.tag ?? '' }), { doc: { response: getTagsAnswer, summary: "Remove a user's interest" } });
}
