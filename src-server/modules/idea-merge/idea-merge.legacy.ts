import type { z } from 'zod';
import { ideaMergeAnswerInput, ideaMergeProposeInput, ideaMergeVoteInput } from '#shared/schemas/idea-merge.ts';
import { LegacyList } from '#server/legacy/envelope.ts';
import type { LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { legacyCampaignMergeAnswer, legacyIdeaMergesAnswer, legacyMergeActionAnswer } from './idea-merge-legacy-answers';

/**
 * Idea merges for REST clients (issue 23), beside the legacy idea routes: the same procedures, so
 * the same rules. The bodies are the procedures' inputs without the guid the path carries.
 */
export function ideaMergeLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/api/ideas/:guid/merges', ({ caller, params }) => caller.ideaMerge.ofIdea({ ideaGuid: params.guid ?? '' }), {
    doc: { response: legacyIdeaMergesAnswer, summary: "The merges an idea takes part in, as the signed-in user may see them" },
  });
  table.route('GET', '/api/campaigns/:slug/merges', async ({ caller, params }) => {
    const merges = await caller.ideaMerge.byCampaign({ campaignSlug: params.slug ?? '' });
    return new LegacyList(merges, merges.length);
  }, { doc: { response: legacyCampaignMergeAnswer, summary: "A campaign's merge record, newest first (coaches)", answers: 'list' } });
  table.route('POST', '/api/ideas/:guid/merge', ({ caller, params, body }) => caller.ideaMerge.propose({ ...body, sourceGuid: params.guid ?? '' } as z.input<typeof ideaMergeProposeInput>), {
    doc: { response: legacyMergeActionAnswer, summary: 'Propose merging this idea into another of its campaign (coaches); its authors are asked', body: ideaMergeProposeInput.omit({ sourceGuid: true }) },
  });
  table.route('POST', '/api/merges/:guid/answer', ({ caller, params, body }) => caller.ideaMerge.answer({ ...body, mergeGuid: params.guid ?? '' } as z.input<typeof ideaMergeAnswerInput>), {
    doc: { response: legacyMergeActionAnswer, summary: "Accept or decline merging one's idea (its authors)", body: ideaMergeAnswerInput.omit({ mergeGuid: true }) },
  });
  table.route('POST', '/api/merges/:guid/vote', ({ caller, params, body }) => caller.ideaMerge.answerVote({ ...body, mergeGuid: params.guid ?? '' } as z.input<typeof ideaMergeVoteInput>), {
    doc: { response: legacyMergeActionAnswer, summary: "Move one's upvote of a merged idea to the idea it joined, or keep it where it is", body: ideaMergeVoteInput.omit({ mergeGuid: true }) },
  });
  table.route('POST', '/api/merges/:guid/withdraw', ({ caller, params }) => caller.ideaMerge.withdraw({ mergeGuid: params.guid ?? '' }), {
    doc: { response: legacyMergeActionAnswer, summary: 'Withdraw a merge proposal its authors have not all answered (coaches)', body: 'none' },
  });
  table.route('POST', '/api/merges/:guid/unmerge', ({ caller, params }) => caller.ideaMerge.unmerge({ mergeGuid: params.guid ?? '' }), {
    doc: { response: legacyMergeActionAnswer, summary: 'Undo a merge: everything it moved goes back (coaches)', body: 'none' },
  });
}
