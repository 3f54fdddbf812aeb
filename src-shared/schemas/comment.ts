import { z } from 'zod';
import { recordGuid } from './upvote';

export const COMMENT_MAX_LENGTH = 5000;

/** Spec 1 §5: empty after trimming is MESSAGE_BODY_MAY_NOT_BE_EMPTY. */
const commentBody = z.string().trim().min(1, 'MESSAGE_BODY_MAY_NOT_BE_EMPTY').max(COMMENT_MAX_LENGTH, 'VALUE_TOO_LONG');

export const commentListInput = z.object({ ideaGuid: recordGuid });

/** A top-level comment, or a reply when parentGuid names a top-level comment of the same idea. */
export const commentCreateInput = z.object({ ideaGuid: recordGuid, parentGuid: recordGuid.nullish(), body: commentBody });
export type CommentCreateInput = z.infer<typeof commentCreateInput>;

export const commentUpdateInput = z.object({ guid: recordGuid, body: commentBody });
export type CommentUpdateInput = z.infer<typeof commentUpdateInput>;

export const commentGuidInput = z.object({ guid: recordGuid });
