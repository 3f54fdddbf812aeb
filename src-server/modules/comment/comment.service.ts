import { recordWebhookEvent } from '#server/modules/webhook-outbox/webhook-outbox.service.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CommentCreateInput, CommentUpdateInput } from '#shared/schemas/comment.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { assertNotMerged, loadIdeaForViewer } from '#server/modules/idea/idea-access.service.ts';
import { mailIdeaAuthors } from '#server/modules/idea/idea-author-mails.ts';
import { followOnTakingPart } from '#server/modules/notification/follow.service.ts';
import { resolveMentions, suggestMentions, tellMentioned, type MentionReader } from '#server/modules/mentions/mentions.service.ts';
import type { Mention } from '#shared/mentions.ts';
import type { MentionSuggestionsInput } from '#shared/schemas/mentions.ts';
import { mentionedGuids } from '#shared/mentions.ts';
import { CommentSchema, IdeaSchema, type Comment } from '#server/entities/idea.entity.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { publishEvent } from '#server/realtime/realtime-events.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { canDeleteComment, canEditComment } from './comment.policy';
import { isGuid } from '#shared/schemas/common.ts';

function sql(tx: EntityManager) {
  return <T extends object>(query: string, params: unknown[]) => tx.getConnection().execute<T[]>(query, params, 'all', tx.getTransactionContext());
}

/** A comment is read by everyone who sees its idea: seeing the idea is enough to be mentioned. */
const commentReader: MentionReader = () => true;

/** Who a comment on the idea may mention: everyone of the site who sees the idea, by name. */
export function commentMentionSuggestions(ctx: AuthedContext, input: MentionSuggestionsInput): Promise<Mention[]> {
  return suggestMentions(ctx, input.ideaGuid, input.query, commentReader);
}

/** Every comment of the idea, by updatedAt ascending (spec 1 §7); the presenter threads them. */
export async function listComments(ctx: AppContext, ideaGuid: string): Promise<Comment[]> {
  const view = await loadIdeaForViewer(ctx, ideaGuid);
  return ctx.em.find(CommentSchema, { idea: view.idea }, { populate: ['author', 'author.labels'], orderBy: { updatedAt: 'asc', createdAt: 'asc', id: 'asc' } });
}

/**
 * Comments or replies (spec 1 §6: any signed-in user who sees the idea). A reply answers a
 * top-level comment of the same idea, so threads stay one level deep as the page shows them.
 * The comment and the idea's counter are written in one transaction.
 */
export async function createComment(ctx: AuthedContext, input: CommentCreateInput): Promise<Comment> {
  const view = await loadIdeaForViewer(ctx, input.ideaGuid);
  assertNotMerged(view.idea);
  const ideaId = view.idea.id;
  const parentGuid = input.parentGuid ?? null;
  if (parentGuid !== null && !isGuid(parentGuid)) throw new AppError('invalid-comment-parent');
  const mentions = await resolveMentions(ctx, view.idea, view.campaign, input.body, commentReader);
  const comment = await ctx.em.transactional(async (tx) => {
    const run = sql(tx);
    if (parentGuid !== null) {
      // Locking the parent keeps a racing delete from removing it (and this reply with it) after our check.
      const [parent] = await run<{ idea_id: string; parent_id: string | null }>('select idea_id, parent_id from comment where id = ? and organisation_id = ? for update', [parentGuid, ctx.site.id]);
      if (!parent || parent.idea_id !== ideaId || parent.parent_id !== null) throw new AppError('invalid-comment-parent');
    }
    const row = tx.create(CommentSchema, {
      organisation: tx.getReference(OrganisationSchema, ctx.site.id),
      idea: tx.getReference(IdeaSchema, ideaId),
      author: tx.getReference(UserSchema, ctx.viewer.id),
      parent: parentGuid === null ? null : tx.getReference(CommentSchema, parentGuid),
      body: mentions.text,
    });
    await tx.flush();
    await run('update idea set comment_count = comment_count + 1 where id = ?', [ideaId]);
    await tellMentioned({ em: tx, site: ctx.site, deps: ctx.deps }, ctx.viewer, view.idea, view.campaign, mentions.people, 'comment');
    await followOnTakingPart(tx, { organisationId: ctx.site.id, ideaId }, [ctx.viewer.id]);
    await publishEvent(tx, { kind: 'idea-activity', organisationId: ctx.site.id, ideaId, what: 'comment' });
    await recordWebhookEvent(tx, ctx.site.id, 'comment.created', { commentId: row.id, ideaId, campaignId: view.campaign.id, authorId: ctx.viewer.id, parentId: parentGuid });
    return row;
  });
  await mailIdeaAuthors(ctx, 'comment', view.idea, view.campaign);
  comment.author = ctx.viewer;
  return comment;
}

async function loadComment(ctx: AppContext, guid: string): Promise<Comment> {
  const comment = isGuid(guid) ? await ctx.em.findOne(CommentSchema, { id: guid }, { populate: ['author', 'author.labels'] }) : null;
  if (!comment) throw new AppError('not-found');
  return comment;
}

/**
 * The author edits their own comment (spec 1 §6); editing moves it in the updatedAt order. Only
 * people the edit newly mentions are told: those the comment named before heard of it then.
 */
export async function updateComment(ctx: AuthedContext, input: CommentUpdateInput): Promise<Comment> {
  const comment = await loadComment(ctx, input.guid);
  const view = await loadIdeaForViewer(ctx, comment.idea.id);
  if (!canEditComment(ctx.viewer, comment.author)) throw new AppError('forbidden');
  const mentions = await resolveMentions(ctx, view.idea, view.campaign, input.body, commentReader);
  const toldBefore = mentionedGuids(comment.body);
  comment.body = mentions.text;
  // The notices' flush writes the edit with them.
  await tellMentioned(ctx, ctx.viewer, view.idea, view.campaign, mentions.people, 'comment', toldBefore);
  await ctx.em.flush();
  await publishEvent(ctx.em, { kind: 'idea-activity', organisationId: ctx.site.id, ideaId: comment.idea.id, what: 'comment' });
  return comment;
}

/**
 * Super admin and org admin delete any comment (spec 1 §6), but not one with replies (spec 1 §8);
 * the idea's counter goes down in the same transaction.
 */
export async function deleteComment(ctx: AuthedContext, guid: string): Promise<{ deleted: true; message: 'THE_COMMENT_HAS_BEEN_DELETED' }> {
  if (!canDeleteComment(ctx.viewer)) throw new AppError('forbidden');
  const comment = await loadComment(ctx, guid);
  await ctx.em.transactional(async (tx) => {
    const run = sql(tx);
    // The row lock orders this against a reply being added to it (createComment locks the parent too).
    const [locked] = await run<{ idea_id: string }>('select idea_id from comment where id = ? for update', [comment.id]);
    if (!locked) throw new AppError('not-found');
    const replies = await run<{ id: string }>('select id from comment where parent_id = ? limit 1', [comment.id]);
    if (replies.length > 0) throw new AppError('THE_COMMENT_HAS_CHILDREN_AND_CANNOT_BE_DELETED');
    await run('delete from comment where id = ?', [comment.id]);
    await run('update idea set comment_count = comment_count - 1 where id = ?', [locked.idea_id]);
    await publishEvent(tx, { kind: 'idea-activity', organisationId: ctx.site.id, ideaId: locked.idea_id, what: 'comment' });
  });
  ctx.em.getUnitOfWork().unsetIdentity(comment);
  return { deleted: true, message: 'THE_COMMENT_HAS_BEEN_DELETED' };
}
