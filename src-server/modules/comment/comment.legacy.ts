import type { CommentCreateInput } from '#shared/schemas/comment.ts';
import { AppError } from '#server/errors/app-error.ts';
import { LegacyList } from '#server/legacy/envelope.ts';
import type { LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { legacyCommentBody } from '#server/legacy/legacy-payloads.ts';
import { legacyCommentAnswer, legacyCommentDeletedAnswer } from './comment-legacy-answers';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Comment routes of spec 1 §7. POST /comment creates (a reply when `parent` is set) or, with
 * `commentGuid`, edits; objectType/objectKey name the idea. Only ideas carry comments here.
 */
export function commentLegacyRoutes(table: LegacyRouteTable): void {
  table.route('POST', '/comment', ({ caller, body }) => {
    const commentGuid = text(body.commentGuid);
    // The procedures' schemas check text and guids; the casts only name the shape.
    if (commentGuid) return caller.comment.update({ guid: commentGuid, body: body.text ?? '' } as { guid: string; body: string });
    const ideaGuid = text(body.ideaGuid) ?? text(body.objectKey) ?? '';
    return caller.comment.create({ ideaGuid, parentGuid: text(body.parent) ?? null, body: body.text ?? '' } as CommentCreateInput);
  }, { doc: { response: legacyCommentAnswer, summary: "Comment on an idea, reply (parent) or edit (commentGuid)", body: legacyCommentBody } });
  table.route('GET', '/comment/:objectType/:objectKey', async ({ caller, params }) => {
    if (params.objectType?.toLowerCase() !== 'idea') throw new AppError('not-found');
    const thread = await caller.comment.list({ ideaGuid: params.objectKey ?? '' });
    return new LegacyList(thread, thread.length);
  }, { doc: { response: legacyCommentAnswer, summary: "An idea's comments, replies under their parent (objectType idea)", answers: 'list' } });
  table.route('POST', '/comment/:guid/delete', ({ caller, params }) => caller.comment.delete({ guid: params.guid ?? '' }), { doc: { response: legacyCommentDeletedAnswer, summary: "Delete a comment", body: 'none' } });
}
