import { recordWebhookEvent } from '#server/modules/webhook-outbox/webhook-outbox.service.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import { checkIdeaExtraFields, ideaFieldDefinitions, type ExtraFieldValue } from '#shared/idea-fields.ts';
import type { IdeaCreateInput, IdeaStatusInput, IdeaUpdateInput } from '#shared/schemas/idea.ts';
import { lockForListSave } from '#server/db/pivot-rows.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { viewCampaign } from '#server/modules/campaign/campaign-view.service.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { isCampaignCoach } from '#server/modules/campaign/campaign.policy.ts';
import { notifyFeedbackUsed, notifyIdeaAccepted, notifyIdeaCreated } from '#server/modules/notification/notification.service.ts';
import { followOnTakingPart } from '#server/modules/notification/follow.service.ts';
import { pointsIdeaOfAuthors } from '#server/modules/points/merge-origins.ts';
import { awardPoints, lockFirstFeedbackBonus, revokeFeedbackPoints, revokeIdeaPoints } from '#server/modules/points/points.service.ts';
import { FeedbackSchema, IdeaAuthorSchema, IdeaSchema, type Idea, type IdeaAuthor } from '#server/entities/idea.entity.ts';
import { applyCoAuthorChanges, finishCoAuthorChanges, mailCoAuthorInvitations, planCoAuthorChanges } from './idea-authors.service';
import { mailIdeaReceipt } from './idea-receipt';
import { announceIdeaEvent } from './idea-events';
import type { NoticeContext } from '#server/modules/notification/notice-mails.ts';
import type { IdeaStatus } from '#shared/constants.ts';
import { tagsForSave } from './idea-tags.service';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { attachmentsOf, checkFileFields, fileGuidsOfFields, replaceAttachments } from './idea-attachments';
import { loadIdea } from './idea-view.service';
import { campaignClosedReason, canDeleteIdea, canEditIdea, ideaAddRefusal } from './idea.policy';
import { isGuid } from '#shared/schemas/common.ts';
import { ideaSearchExtra } from '#shared/idea-search.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';

/**
 * Checks extra field values against the campaign's definitions; file fields must name the
 * editor's uploads, or ones the idea already shows. Answers the values to store.
 */
export async function checkedExtraFields(
  em: EntityManager,
  editorId: string,
  campaign: Campaign,
  input: Record<string, ExtraFieldValue>,
  previous: Record<string, ExtraFieldValue>,
): Promise<Record<string, ExtraFieldValue>> {
  const definitions = ideaFieldDefinitions(campaign.settings);
  const { values, fieldErrors } = checkIdeaExtraFields(definitions, input);
  const [first] = Object.values(fieldErrors);
  if (first) throw new AppError(first[0]!, { fieldErrors });
  await checkFileFields(em, editorId, definitions, values, fileGuidsOfFields(definitions, previous));
  return values;
}

/**
 * Counters users see change in the same transaction as the idea, by one atomic statement, so
 * parallel creates and deletes leave an exact count (ARCHITECTURE §3).
 */
async function adjustCampaignCounts(em: EntityManager, campaignId: string, ideas: number, feedback = 0): Promise<void> {
  await em
    .getConnection()
    .execute(
      'update campaign set idea_count = greatest(idea_count + ?, 0), feedback_count = greatest(feedback_count + ?, 0) where id = ?',
      [ideas, feedback, campaignId],
      'run',
      em.getTransactionContext(),
    );
}

/**
 * Posts a new idea (spec 1 §2, §5, §6): the adding rule first, then the extra fields and files;
 * the idea, its creator as accepted author, its tags and invited co-authors, the campaign's
 * idea count and the idea-new points are written in one transaction. Co-author outcomes the
 * spec reports after saving (some addresses unknown, some already authors) are thrown then.
 */
export async function createIdea(ctx: AuthedContext, input: IdeaCreateInput): Promise<Idea> {
  const view = await viewCampaign(ctx, input.campaignSlug);
  const campaign = view.campaign;
  const isCoach = isCampaignCoach(ctx.viewer, campaign);
  const refusal = ideaAddRefusal(ctx.viewer, campaign, { isCoach, joined: view.membership === 'approved', pending: view.membership === 'pending' }, new Date(), settingsWithDefaults(ctx.site.settings));
  if (refusal) throw new AppError(refusal);
  const extraFields = await checkedExtraFields(ctx.em, ctx.viewer.id, campaign, input.extraFields, {});
  const coAuthors = await planCoAuthorChanges(ctx, campaign, ctx.viewer.id, [], input);
  // Last of the checks: it creates tags new to the site, which only a save that goes ahead should.
  const tags = await tagsForSave(ctx, input.tags);

  const created = await ctx.em.transactional(async (em) => {
    const idea = em.create(IdeaSchema, {
      id: uuidv7(),
      organisation: ctx.org,
      campaign,
      name: input.name,
      content: input.content,
      status: 'PUBLISHED',
      extraFields,
      searchExtra: ideaSearchExtra(ideaFieldDefinitions(campaign.settings), extraFields),
      createdBy: ctx.viewer,
    });
    // The id is set now so the creator's row sorts before the invitees' (ids are time-ordered).
    em.create(IdeaAuthorSchema, { id: uuidv7(), idea, user: ctx.viewer, status: 'accepted' });
    if (tags) idea.tags.set(tags);
    const invitations = await applyCoAuthorChanges(em, idea, coAuthors);
    if (input.attachments) await replaceAttachments(em, ctx.viewer.id, idea, input.attachments, []);
    await em.flush();
    await adjustCampaignCounts(em, campaign.id, 1);
    await awardPoints(em, { campaignId: campaign.id, userId: ctx.viewer.id, cause: 'idea-new', key: idea.id });
    await notifyIdeaCreated(em, ctx.viewer, idea, campaign);
    await followOnTakingPart(em, { organisationId: ctx.site.id, ideaId: idea.id }, [ctx.viewer.id]);
    await recordWebhookEvent(em, ctx.site.id, 'idea.created', { ideaId: idea.id, campaignId: campaign.id, authorId: ctx.viewer.id });
    return { idea, invitations };
  });
  await mailCoAuthorInvitations(ctx, created.idea, campaign, created.invitations);
  await mailIdeaReceipt(ctx, created.idea, campaign);
  finishCoAuthorChanges(created.idea, coAuthors);
  return created.idea;
}

/**
 * An idea brought in from a survey (spec 2 §7 imports), in the caller's transaction: published
 * under its author as a posted one is, with the campaign's count, but without the adding rule,
 * points or notifications, since its author did not post it here.
 */
export async function insertImportedIdea(em: EntityManager, input: { campaign: Campaign; authorId: string; name: string; content: string }): Promise<Idea> {
  const author = em.getReference(UserSchema, input.authorId);
  const idea = em.create(IdeaSchema, {
    id: uuidv7(),
    organisation: input.campaign.organisation,
    campaign: input.campaign,
    name: input.name,
    content: input.content,
    status: 'PUBLISHED',
    extraFields: {},
    searchExtra: ideaSearchExtra(ideaFieldDefinitions(input.campaign.settings), {}),
    createdBy: author,
  });
  em.create(IdeaAuthorSchema, { id: uuidv7(), idea, user: author, status: 'accepted' });
  await em.flush();
  await adjustCampaignCounts(em, input.campaign.id, 1);
  await followOnTakingPart(em, { organisationId: input.campaign.organisation.id, ideaId: idea.id }, [input.authorId]);
  return idea;
}

/**
 * Saves an idea (spec 1 §2 edit, §4): its accepted authors and the campaign's coaches, while the
 * campaign runs. Feedback named in feedbackUsed becomes used and pays its writer feedback-used
 * (once per feedback). An author's save pays idea-revised once per idea and author: paying per
 * save would let anyone farm points by saving repeatedly, and coaches' edits are not revisions
 * by a contributor, so they earn nothing. Tags and co-authors change as on create.
 */
export async function updateIdea(ctx: AuthedContext, input: IdeaUpdateInput): Promise<Idea> {
  const { idea, campaign, relation, authors } = await loadIdea(ctx, input.guid);
  if (!canEditIdea(relation)) throw new AppError('forbidden');
  const closed = campaignClosedReason(campaign, new Date());
  if (closed) throw new AppError(closed);
  const extraFields = await checkedExtraFields(ctx.em, ctx.viewer.id, campaign, input.extraFields, idea.extraFields);
  const feedbackIds = [...new Set(input.feedbackUsed)];
  const feedback = feedbackIds.length > 0 ? await ctx.em.find(FeedbackSchema, { id: { $in: feedbackIds.filter((id) => isGuid(id)) }, idea }) : [];
  if (feedback.length !== feedbackIds.length) throw new AppError('invalid-input', { fieldErrors: { feedbackUsed: ['invalid-input'] } });
  const current = input.attachments ? await attachmentsOf(ctx.em, idea) : [];
  // An idea whose creator's account is gone has no one to protect from removal.
  const coAuthors = await planCoAuthorChanges(ctx, campaign, idea.createdBy?.id ?? '', authors, input);
  const tags = await tagsForSave(ctx, input.tags);

  const invitations = await ctx.em.transactional(async (em) => {
    if (tags) await lockForListSave(em, idea.tags);
    idea.name = input.name;
    idea.content = input.content;
    idea.extraFields = extraFields;
    idea.searchExtra = ideaSearchExtra(ideaFieldDefinitions(campaign.settings), extraFields);
    if (tags) idea.tags.set(tags);
    const invited = await applyCoAuthorChanges(em, idea, coAuthors);
    if (input.attachments) await replaceAttachments(em, ctx.viewer.id, idea, input.attachments, current);
    const newlyUsed = feedback.filter((row) => !row.used);
    for (const row of newlyUsed) row.used = true;
    await em.flush();
    for (const row of newlyUsed) {
      if (row.author) await awardPoints(em, { campaignId: campaign.id, userId: row.author.id, cause: 'feedback-used', key: row.id });
    }
    if (relation.isAuthor) {
      const keyedTo = await pointsIdeaOfAuthors(em, idea.id, [ctx.viewer.id]);
      await awardPoints(em, { campaignId: campaign.id, userId: ctx.viewer.id, cause: 'idea-revised', key: `${keyedTo.get(ctx.viewer.id)}:${ctx.viewer.id}` });
    }
    await notifyFeedbackUsed(em, ctx.viewer, idea, campaign, newlyUsed);
    await recordWebhookEvent(em, ctx.site.id, 'idea.updated', { ideaId: idea.id, campaignId: campaign.id, editorId: ctx.viewer.id });
    return invited;
  });
  await mailCoAuthorInvitations(ctx, idea, campaign, invitations);
  finishCoAuthorChanges(idea, coAuthors);
  return idea;
}

/**
 * Deletes an idea (its editors and org admins, spec 1 §6); its authors, feedback, comments,
 * upvotes and attachments go with it (cascades), the campaign's counters drop by what it carried,
 * and the points paid for it and for its feedback are taken back: otherwise deleting and posting
 * again paid idea-new (and a friend's feedback-new) over and over.
 */
export async function deleteIdea(ctx: AuthedContext, guid: string): Promise<void> {
  const { idea, campaign, relation } = await loadIdea(ctx, guid);
  if (!canDeleteIdea(ctx.viewer, relation)) throw new AppError('forbidden');
  await ctx.em.transactional(async (em) => {
    const run = <T extends object>(query: string, params: unknown[]) => em.getConnection().execute<T[]>(query, params, 'all', em.getTransactionContext());
    // The row lock holds off new feedback (createFeedback takes it too) and a second delete,
    // which then finds no idea and so counts and takes back nothing.
    const [locked] = await run<{ feedback_count: number }>('select feedback_count from idea where id = ? for update', [idea.id]);
    if (!locked) throw new AppError('not-found');
    const feedback = await run<{ id: string; author_id: string | null }>('select id, author_id from feedback where idea_id = ?', [idea.id]);
    await lockFirstFeedbackBonus(em, campaign.id, [...new Set(feedback.flatMap((row) => (row.author_id ? [row.author_id] : [])))]);
    await run('delete from idea where id = ?', [idea.id]);
    await adjustCampaignCounts(em, campaign.id, -1, -locked.feedback_count);
    await revokeIdeaPoints(em, campaign.id, idea.id);
    await revokeFeedbackPoints(em, campaign.id, feedback.map((row) => ({ id: row.id, authorId: row.author_id })));
  });
  ctx.em.getUnitOfWork().unsetIdentity(idea);
}

/**
 * A coach sets an idea's status (spec 1 §4 status dropdown, POST /coach/idea/{guid}). Accepting
 * pays each accepted author idea-accepted once per idea, however often the status moves back
 * and forth.
 */
export async function setIdeaStatus(ctx: AuthedContext, input: IdeaStatusInput): Promise<Idea> {
  const { idea, campaign, authors, relation } = await loadIdea(ctx, input.guid);
  if (!relation.isCoach) throw new AppError('forbidden');
  const accepting = input.status === 'ACCEPTED' && idea.status !== 'ACCEPTED';
  const from = idea.status;
  return ctx.em.transactional(async (em) => {
    idea.status = input.status;
    await em.flush();
    if (accepting) await acceptIdea(em, ctx.viewer, idea, campaign, authors);
    await tellFollowersOfStatus({ ...ctx, em }, ctx.viewer, idea, campaign, from);
    return idea;
  });
}

/** A status set by hand (the coach's dropdown, the admin editor) reaches the idea's followers (issue 34). */
export async function tellFollowersOfStatus(ctx: NoticeContext, actor: User, idea: Idea, campaign: Campaign, from: IdeaStatus): Promise<void> {
  if (from === idea.status) return;
  const followed = { id: idea.id, name: idea.name, status: idea.status, merged: idea.mergedInto != null };
  await announceIdeaEvent(ctx, actor, followed, campaign, { kind: 'status', from, to: idea.status });
}

/**
 * An idea becomes ACCEPTED (a coach's status change or an admin's edit): its authors hear of it,
 * and each earns idea-accepted once per idea (the ledger key), however often the status moves
 * back and forth.
 */
export async function acceptIdea(em: EntityManager, actor: User, idea: Idea, campaign: Campaign, authors: IdeaAuthor[]): Promise<void> {
  await notifyIdeaAccepted(em, actor, idea, campaign, authors);
  const accepted = authors.filter((row) => row.status === 'accepted').map((row) => row.user.id);
  const keyedTo = await pointsIdeaOfAuthors(em, idea.id, accepted);
  for (const userId of accepted) {
    await awardPoints(em, { campaignId: campaign.id, userId, cause: 'idea-accepted', key: `${keyedTo.get(userId)}:${userId}` });
  }
}
