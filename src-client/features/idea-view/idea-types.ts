import type { trpc } from '#client/trpc.ts';

type Utils = ReturnType<typeof trpc.useUtils>;

/** The idea as idea.byGuid answers it. */
export type IdeaView = Awaited<ReturnType<Utils['idea']['byGuid']['fetch']>>;
/** One item of feedback.list. */
export type FeedbackItem = Awaited<ReturnType<Utils['feedback']['list']['fetch']>>[number];
/** One top-level comment of comment.list, replies under it. */
export type CommentItem = Awaited<ReturnType<Utils['comment']['list']['fetch']>>[number];
