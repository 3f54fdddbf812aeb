import { recordWebhookEvent } from '#server/modules/webhook-outbox/webhook-outbox.service.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FeedbackCreateInput, FeedbackUpdateInput } from '#shared/schemas/feedback.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import type { PrivacySetting } from '#server/entities/campaign.entity.ts';
import { assertCampaignRunning, assertNotMerged, loadIdeaForViewer } from '#server/modules/idea/idea-access.service.ts';
import { FeedbackSchema, IdeaSchema, type Feedback } from '#server/entities/idea.entity.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { mailIdeaAuthors } from '#server/modules/idea/idea-author-mails.ts';
import { notifyFeedbackGiven } from '#server/modules/notification/notification.service.ts';
import { followOnTakingPart } from '#server/modules/notification/follow.service.ts';
import { awardPoints, firstFeedbackKey, lockFirstFeedbackBonus, revokeFeedbackPoints } from '#server/modules/points/points.service.ts';
import { publishEvent } from '#server/realtime/realtime-events.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import type { FeedbackAudience, FeedbackFacts } from './feedback.presenter';
import { canDeleteFeedback, canEditFeedback, canReadFeedback, feedbackReaderRole } from './feedback.policy';
import { resolveMentions, suggestMentions, tellMentioned, type MentionReader } from '#server/modules/mentions/mentions.service.ts';
import type { Mention } from '#shared/mentions.ts';
import type { MentionSuggestionsInput } from '#shared/schemas/mentions.ts';
import { mentionedGuids } from '#shared/mentions.ts';
import { isGuid } from '#shared/schemas/common.ts';
import { executePrepared } from '#server/db/prepared-statements.ts';
import { viewerStandingParams } from '#server/modules/campaign/campaign-facts.ts';
import { IDEA_STANDING_COLUMNS, ideaStandingOf, type IdeaStandingRow } from '#server/modules/idea/idea-view.service.ts';

/** Spec 1 §6: besides participants, anyone who sees the idea gives feedback in public and internal campaigns. */
const OPEN_FEEDBACK_SETTINGS: readonly PrivacySetting[] = ['public', 'internal'];

/** Who may be mentioned in the viewer's feedback: those who may read it, by the campaign's feedback visibility (spec 1 §4). */
function feedbackMentionReader(ctx: AuthedContext): MentionReader {
  return (person, relation, campaign) => canReadFeedback({ id: person.id, role: feedbackReaderRole(person, relation.isCoach || relation.isAuthor) }, ctx.viewer, campaign.settings.canViewTrustedFeedback);
}

/** Who the viewer's feedback on the idea may mention, by name. */
export function feedbackMentionSuggestions(ctx: AuthedContext, input: MentionSuggestionsInput): Promise<Mention[]> {
  return suggestMentions(ctx, input.ideaGuid, input.query, feedbackMentionReader(ctx));
}

/** 0 is the widget's "not rated": stored as null so it stays out of the idea's mean rating. */
const storedRating = (rating: number): number | null => (rating === 0 ? null : rating);

function sql(tx: EntityManager) {
  return <T extends object>(query: string, params: unknown[]) => tx.getConnection().execute<T[]>(query, params, 'all', tx.getTransactionContext());
}

type FeedbackJson = Omit<FeedbackFacts, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

interface FeedbackListRow extends IdeaStandingRow {
  feedback: FeedbackJson[];
}

/**
 * The idea (for the idea view's access rule) and its feedback with each writer's roles and labels,
 * newest first, in one prepared statement of plain data: loading the same as entities (the idea's
 * graph, then the feedback with writers and labels) cost about ten times the idea view's CPU.
 */
const FEEDBACK_LIST_SQL = `select ${IDEA_STANDING_COLUMNS},
  coalesce((select jsonb_agg(jsonb_build_object('id', f.id, 'createdAt', f.created_at, 'updatedAt', f.updated_at, 'used', f.used, 'comment', f.comment, 'rating', f.rating,
      'author', case when u.id is null then null else jsonb_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'status', u.status,
        'roles', u.roles, 'isOrgAdmin', u.is_org_admin, 'orgRole', u.org_role,
        'labels', coalesce((select jsonb_agg(label.name order by label.name) from user_label held join label on label.id = held.label_id where held.user_id = u.id), '[]')) end)
    order by f.created_at desc, f.id desc)
    from feedback f left join app_user u on u.id = f.author_id where f.idea_id = i.id), '[]') as feedback
from idea i join campaign c on c.id = i.campaign_id
where i.organisation_id = ? and i.id = ?`;

/** The idea's feedback, newest first, with what each viewer may read (spec 1 §4). */
export async function listFeedback(ctx: AppContext, ideaGuid: string): Promise<{ items: FeedbackFacts[]; audience: FeedbackAudience }> {
  const [row] = isGuid(ideaGuid) ? await executePrepared<FeedbackListRow>(ctx.em, FEEDBACK_LIST_SQL, [...viewerStandingParams(ctx), ctx.site.id, ideaGuid]) : [];
  if (!row) throw new AppError('not-found');
  const standing = ideaStandingOf(ctx, row);
  const items = row.feedback.map((feedback) => ({ ...feedback, createdAt: new Date(feedback.createdAt), updatedAt: new Date(feedback.updatedAt) }));
  return { items, audience: audienceOf(ctx, { coach: standing.relation.isCoach, author: standing.relation.isAuthor }, standing.campaign.settings.canViewTrustedFeedback) };
}

/**
 * The idea's authors read its feedback as its coaches do (spec 1 §6: on the edit page a coach or
 * idea author is treated as creator): they choose which feedback helped, and its writers' points
 * depend on that choice.
 */
function audienceOf(ctx: AppContext, view: { coach: boolean; author: boolean }, visibility: FeedbackAudience['visibility']): FeedbackAudience {
  return { viewer: ctx.viewerFacts, role: feedbackReaderRole(ctx.viewerFacts, view.coach || view.author), visibility };
}

/**
 * Gives feedback (spec 1 §6 'give feedback'): not on one's own idea, once per user and idea, by a
 * participant or coach, or anyone in a public or internal campaign, while the campaign runs.
 * The row, the idea's and campaign's counters and the points (feedback-new per feedback, the
 * first-feedback bonus once per user and campaign) are written in one transaction.
 */
export async function createFeedback(ctx: AuthedContext, input: FeedbackCreateInput): Promise<{ feedback: Feedback; audience: FeedbackAudience }> {
  const view = await loadIdeaForViewer(ctx, input.ideaGuid);
  if (view.author) throw new AppError('feedback-on-own-idea');
  if (!view.member && !view.coach && !OPEN_FEEDBACK_SETTINGS.includes(view.campaign.privacySetting)) {
    throw new AppError(view.pending ? 'user-not-approved' : 'user-not-in-campaign');
  }
  assertCampaignRunning(view.campaign);
  assertNotMerged(view.idea);
  const viewer = ctx.viewer;
  const ideaId = view.idea.id;
  const campaignId = view.campaign.id;
  const rating = storedRating(input.rating);
  const mentions = await resolveMentions(ctx, view.idea, view.campaign, input.comment, feedbackMentionReader(ctx));
  const feedback = await ctx.em.transactional(async (tx) => {
    const run = sql(tx);
    // Locking the idea row serialises feedback on this idea, so two racing requests cannot both pass the once-only check.
    await run('select id from idea where id = ? for update', [ideaId]);
    await lockFirstFeedbackBonus(tx, campaignId, [viewer.id]);
    const given = await run<{ id: string }>('select id from feedback where idea_id = ? and author_id = ? limit 1', [ideaId, viewer.id]);
    if (given.length > 0) throw new AppError('feedback-already-given');
    const row = tx.create(FeedbackSchema, {
      organisation: tx.getReference(OrganisationSchema, ctx.site.id),
      idea: tx.getReference(IdeaSchema, ideaId),
      author: tx.getReference(UserSchema, viewer.id),
      comment: mentions.text,
      rating,
      used: false,
    });
    await tx.flush();
    await run('update idea set feedback_count = feedback_count + 1, rating_sum = rating_sum + ?, rating_count = rating_count + ? where id = ?', [rating ?? 0, rating === null ? 0 : 1, ideaId]);
    await run('update campaign set feedback_count = feedback_count + 1 where id = ?', [campaignId]);
    await awardPoints(tx, { campaignId, userId: viewer.id, cause: 'feedback-new', key: row.id });
    await awardPoints(tx, { campaignId, userId: viewer.id, cause: 'feedback-first', key: firstFeedbackKey(campaignId, viewer.id) });
    await publishEvent(tx, { kind: 'idea-activity', organisationId: ctx.site.id, ideaId, what: 'feedback' });
    await recordWebhookEvent(tx, ctx.site.id, 'feedback.created', { feedbackId: row.id, ideaId, campaignId, authorId: viewer.id, rating });
    await notifyFeedbackGiven(tx, viewer, view.idea, view.campaign);
    await followOnTakingPart(tx, { organisationId: ctx.site.id, ideaId }, [viewer.id]);
    await tellMentioned({ em: tx, site: ctx.site, deps: ctx.deps }, viewer, view.idea, view.campaign, mentions.people, 'feedback');
    return row;
  });
  await mailIdeaAuthors(ctx, 'feedback', view.idea, view.campaign);
  feedback.author = viewer;
  return { feedback, audience: audienceOf(ctx, view, view.campaign.settings.canViewTrustedFeedback) };
}

async function loadFeedback(ctx: AppContext, guid: string): Promise<Feedback> {
  const feedback = isGuid(guid) ? await ctx.em.findOne(FeedbackSchema, { id: guid }, { populate: ['author', 'author.labels'] }) : null;
  if (!feedback) throw new AppError('not-found');
  return feedback;
}

/**
 * The author edits their own feedback (spec 1 §6); the idea's rating moves by the difference.
 * Only people the edit newly mentions are told.
 */
export async function updateFeedback(ctx: AuthedContext, input: FeedbackUpdateInput): Promise<{ feedback: Feedback; audience: FeedbackAudience }> {
  const feedback = await loadFeedback(ctx, input.guid);
  const view = await loadIdeaForViewer(ctx, feedback.idea.id);
  if (!canEditFeedback(ctx.viewer, feedback.author)) throw new AppError('forbidden');
  const rating = storedRating(input.rating);
  const mentions = await resolveMentions(ctx, view.idea, view.campaign, input.comment, feedbackMentionReader(ctx));
  await ctx.em.transactional(async (tx) => {
    const run = sql(tx);
    // Read the stored rating under a row lock, so a parallel edit cannot make the idea's sum drift (nor tell someone twice).
    const [old] = await run<{ rating: number | null; comment: string }>('select rating, comment from feedback where id = ? for update', [feedback.id]);
    if (!old) throw new AppError('not-found');
    await run('update feedback set comment = ?, rating = ?, updated_at = now() where id = ?', [mentions.text, rating, feedback.id]);
    await run('update idea set rating_sum = rating_sum + ?, rating_count = rating_count + ? where id = ?', [
      (rating ?? 0) - (old.rating ?? 0),
      (rating === null ? 0 : 1) - (old.rating === null ? 0 : 1),
      view.idea.id,
    ]);
    await publishEvent(tx, { kind: 'idea-activity', organisationId: ctx.site.id, ideaId: view.idea.id, what: 'feedback' });
    await tellMentioned({ em: tx, site: ctx.site, deps: ctx.deps }, ctx.viewer, view.idea, view.campaign, mentions.people, 'feedback', mentionedGuids(old.comment));
  });
  // Reflect the saved values in the loaded entity for the answer; the rows were written above.
  Object.assign(feedback, { comment: mentions.text, rating, updatedAt: new Date() });
  return { feedback, audience: audienceOf(ctx, view, view.campaign.settings.canViewTrustedFeedback) };
}

/**
 * Super admin and org admin delete any feedback (spec 1 §6); the counters go down with it and the
 * points it earned are taken back, in the same transaction.
 */
export async function deleteFeedback(ctx: AuthedContext, guid: string): Promise<{ deleted: true; message: 'FEEDBACK_DELETED' }> {
  if (!canDeleteFeedback(ctx.viewer)) throw new AppError('forbidden');
  const feedback = await loadFeedback(ctx, guid);
  await ctx.em.transactional(async (tx) => {
    const run = sql(tx);
    // The delete itself reports what it removed, so a racing second delete removes nothing and counts nothing.
    const [removed] = await run<{ rating: number | null; idea_id: string; author_id: string | null }>('delete from feedback where id = ? returning rating, idea_id, author_id', [
      feedback.id,
    ]);
    if (!removed) throw new AppError('not-found');
    const [idea] = await run<{ campaign_id: string }>(
      'update idea set feedback_count = feedback_count - 1, rating_sum = rating_sum - ?, rating_count = rating_count - ? where id = ? returning campaign_id',
      [removed.rating ?? 0, removed.rating === null ? 0 : 1, removed.idea_id],
    );
    if (idea) {
      // The bonus lock before the campaign's row: giving feedback takes them in that order.
      await lockFirstFeedbackBonus(tx, idea.campaign_id, removed.author_id ? [removed.author_id] : []);
      await run('update campaign set feedback_count = feedback_count - 1 where id = ?', [idea.campaign_id]);
      await revokeFeedbackPoints(tx, idea.campaign_id, [{ id: feedback.id, authorId: removed.author_id }]);
    }
    await publishEvent(tx, { kind: 'idea-activity', organisationId: ctx.site.id, ideaId: removed.idea_id, what: 'feedback' });
  });
  ctx.em.getUnitOfWork().unsetIdentity(feedback);
  return { deleted: true, message: 'FEEDBACK_DELETED' };
}
