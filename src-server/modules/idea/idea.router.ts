import { IDEA_STATUSES } from '../../../src-shared/constants';
import { IDEA_PAGE_SIZE, campaignIdeasInput } from '../../../src-shared/schemas/idea-list';
import { publicProcedure, router } from '../../trpc/procedures';
import { campaignIdeas } from './idea-list.service';

const NEW_IDEA_HOURS = 3;

/** Ideas (spec 1 §2–§3); the idea pages, forms, feedback and comments build on this. */
export const ideaRouter = router({
  /** The campaign Ideas tab: a page of ideas in the asked (or default) order. */
  byCampaign: publicProcedure.input(campaignIdeasInput).query(async ({ ctx, input }) => {
    const { rows, sort, page, coach } = await campaignIdeas(ctx, input);
    const now = Date.now();
    return {
      sort,
      page,
      pageSize: IDEA_PAGE_SIZE,
      total: rows[0]?.total ?? 0,
      /** Rating and feedback orders are the coaches' (spec 1 §2). */
      coachView: coach,
      ideas: rows.map((row) => ({
        guid: row.id,
        name: row.name,
        excerpt: row.content,
        status: row.status,
        // Raw rows carry timestamps as text; the client gets a Date like everywhere else.
        createdAt: new Date(row.created_at),
        authors: row.authors,
        totalUpvoteCount: row.upvote_count,
        feedbackCount: row.feedback_count,
        commentCount: row.comment_count,
        rating: coach ? row.rating : null,
        /** Spec 1 §4: NEW for ideas under three hours old. */
        isNew: now - new Date(row.created_at).getTime() < NEW_IDEA_HOURS * 60 * 60 * 1000,
      })),
    };
  }),
  /** GET /coach/idea/statuses: every status the server knows, in the spec's spelling. */
  statuses: publicProcedure.query(() => [...IDEA_STATUSES]),
});
