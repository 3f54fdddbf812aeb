import type { LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { z } from 'zod';
import { postApiIdeasByGuidUpvoteAnswer } from './upvote-legacy-answers';

/**
 * POST /api/ideas/{guid}/upvote (spec 1 §7). The body's userGuid is ignored: the vote is always
 * the signed-in user's own.
 */
export function upvoteLegacyRoutes(table: LegacyRouteTable): void {
  table.route('POST', '/api/ideas/:guid/upvote', ({ caller, params }) => caller.upvote.toggle({ ideaGuid: params.guid ?? '' }), { doc: { response: postApiIdeasByGuidUpvoteAnswer, summary: "Upvote an idea, or take the upvote back", body: z.object({ userGuid: z.string().optional().meta({ description: 'Ignored: the vote is the signed-in user\'s.' }) }) } });
}
