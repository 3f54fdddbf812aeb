import { duplicatePairInput, duplicatePairsInput, type DuplicatePairsInput } from '#shared/schemas/idea-duplicates.ts';
import type { LegacyCall, LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { getApiCampaignsBySlugDuplicatesAnswer, postApiCampaignsBySlugDuplicatesDismissAnswer } from './idea-duplicates-legacy-answers';

/** The pair a body names; the procedure's schema checks the guids. */
function pairOf({ params, body }: LegacyCall) {
  return { campaignSlug: params.slug ?? '', ideaGuid: String(body.ideaGuid ?? ''), otherIdeaGuid: String(body.otherIdeaGuid ?? '') };
}

const pairBody = duplicatePairInput.omit({ campaignSlug: true });

/** Possible duplicates for coaches (issue 23): the same procedures as the campaign's Possible duplicates tab. */
export function ideaDuplicatesLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/api/campaigns/:slug/duplicates', ({ caller, params, query }) =>
    // The procedure's schema coerces and bounds the page; the cast only names the shape.
    caller.ideaDuplicates.list({ campaignSlug: params.slug ?? '', page: query.page } as unknown as DuplicatePairsInput), {
    doc: { response: getApiCampaignsBySlugDuplicatesAnswer, summary: "A campaign's possible duplicate ideas, most alike first (coaches)", query: duplicatePairsInput.pick({ page: true }) },
  });
  table.route('POST', '/api/campaigns/:slug/duplicates/dismiss', (call) => call.caller.ideaDuplicates.dismiss(pairOf(call)), {
    doc: { response: postApiCampaignsBySlugDuplicatesDismissAnswer, summary: 'Mark a pair of ideas as not duplicates (coaches)', body: pairBody },
  });
  table.route('POST', '/api/campaigns/:slug/duplicates/restore', (call) => call.caller.ideaDuplicates.restore(pairOf(call)), {
    doc: { response: postApiCampaignsBySlugDuplicatesDismissAnswer, summary: 'Take back a "not a duplicate" (coaches)', body: pairBody },
  });
}
