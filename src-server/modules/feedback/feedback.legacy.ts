import type { FeedbackCreateInput } from '#shared/schemas/feedback.ts';
import type { LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { legacyFeedbackBody } from '#server/legacy/legacy-payloads.ts';
import { deleteFeedbackByGuidDeleteAnswer, postIdeasByGuidGivefeedbackAnswer } from './feedback-legacy-answers';

/** Legacy forms send the rating as text; anything not a number is left for the schema to refuse. */
function ratingOf(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return 0;
  return typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
}

/** Feedback routes of spec 1 §7: give feedback on an idea, delete feedback. */
export function feedbackLegacyRoutes(table: LegacyRouteTable): void {
  table.route('POST', '/ideas/:guid/givefeedback', ({ caller, params, body }) =>
    // The procedure's schema checks these; the cast only names the shape.
    caller.feedback.create({ ideaGuid: params.guid ?? '', comment: body.comment ?? '', rating: ratingOf(body.rating) } as FeedbackCreateInput), { doc: { response: postIdeasByGuidGivefeedbackAnswer, summary: "Give feedback on an idea", body: legacyFeedbackBody } }
  );
  table.route('DELETE', '/feedback/:guid/delete', ({ caller, params }) => caller.feedback.delete({ guid: params.guid ?? '' }), { doc: { response: deleteFeedbackByGuidDeleteAnswer, summary: "Delete feedback" } });
}
