import type { Comment } from '#server/entities/idea.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import { canDeleteComment, canEditComment } from './comment.policy';

export interface CommentDto {
  guid: string;
  /** Null for a top-level comment (spec 1 §3 parentGUID). */
  parentGuid: string | null;
  text: string;
  createdAt: Date;
  updatedAt: Date;
  user: { guid: string; name: string; labels: string[] } | null;
  objectType: 'idea';
  objectKey: string;
  ideaGuid: string;
  abilities: { edit: boolean; delete: boolean };
  /** Replies to a top-level comment, oldest first; always empty on a reply. */
  replies: CommentDto[];
}

/** One comment (spec 1 §3 Comment); its author must be loaded. */
export function presentComment(comment: Comment, viewer: User | null): CommentDto {
  const author = comment.author;
  return {
    guid: comment.id,
    parentGuid: comment.parent?.id ?? null,
    text: comment.body,
    createdAt: comment.createdAt,
    updatedAt: comment.updatedAt,
    user: author ? { guid: author.id, name: fullName(author), labels: author.labels.isInitialized() ? author.labels.getItems().map((label) => label.name) : [] } : null,
    objectType: 'idea',
    objectKey: comment.idea.id,
    ideaGuid: comment.idea.id,
    abilities: { edit: canEditComment(viewer, author), delete: canDeleteComment(viewer) },
    replies: [],
  };
}

/** The thread: top-level comments in the given order with their replies under them (spec 1 §2). */
export function presentThread(comments: Comment[], viewer: User | null): CommentDto[] {
  const topLevel: CommentDto[] = [];
  const byGuid = new Map<string, CommentDto>();
  for (const comment of comments) {
    if (comment.parent) continue;
    const dto = presentComment(comment, viewer);
    topLevel.push(dto);
    byGuid.set(dto.guid, dto);
  }
  for (const comment of comments) {
    if (comment.parent) byGuid.get(comment.parent.id)?.replies.push(presentComment(comment, viewer));
  }
  return topLevel;
}
