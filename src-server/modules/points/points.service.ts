import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import { POINTS, type PointCause } from '#shared/points.ts';

export interface PointAwardRequest {
  campaignId: string;
  userId: string;
  cause: PointCause;
  /** What the award is for, e.g. an idea's or feedback's guid: one award per cause and key. */
  key: string;
}

/** The ledger row's unique key: the cause, then what it was paid for. */
const causeKey = (cause: PointCause, key: string): string => `${cause}:${key}`;

/** The first-feedback bonus's key: once per writer and campaign. */
export const firstFeedbackKey = (campaignId: string, userId: string): string => `${campaignId}:${userId}`;

function sql(em: EntityManager) {
  return <T extends object>(query: string, params: unknown[]) => em.getConnection().execute<T[]>(query, params, 'all', em.getTransactionContext());
}

/**
 * Credits points from the spec's table (ARCHITECTURE §7) as one ledger row. The row's unique
 * cause key makes a repeated or racing award a no-op, so points are never given twice for one
 * cause. Runs in the caller's transaction when there is one. True when points were given.
 */
export async function awardPoints(em: EntityManager, award: PointAwardRequest): Promise<boolean> {
  const rows = await sql(em)<{ id: string }>(
    `insert into point_award (id, created_at, updated_at, campaign_id, user_id, cause, cause_key, points)
     values (?, now(), now(), ?, ?, ?, ?, ?)
     on conflict (cause_key) do nothing
     returning id`,
    [uuidv7(), award.campaignId, award.userId, award.cause, causeKey(award.cause, award.key), POINTS[award.cause]],
  );
  return rows.length > 0;
}

/**
 * Holds these writers' first-feedback bonus in the campaign until the transaction ends. Giving
 * feedback pays the bonus and taking feedback away judges it by the writer's other feedback in
 * the campaign: without the lock, a delete could read the campaign before a new feedback commits
 * and take back the bonus that feedback relies on. Locks in one order, so two holders of several
 * never wait on each other.
 */
export async function lockFirstFeedbackBonus(em: EntityManager, campaignId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const keys = userIds.map((userId) => causeKey('feedback-first', firstFeedbackKey(campaignId, userId)));
  await sql(em)(
    `select pg_advisory_xact_lock(lock_key) from (select hashtextextended(key, 0) as lock_key from jsonb_array_elements_text(?::jsonb) as wanted(key) order by 1) as ordered`,
    [JSON.stringify(keys)],
  );
}

/**
 * Takes back what deleted feedback earned (points follow what they were paid for), in the
 * caller's transaction after the rows are gone: each one's feedback-new and feedback-used, and
 * the first-feedback bonus of a writer left with no feedback in the campaign (their next
 * feedback earns it again). The ledger rows are deleted, so deleting twice or two racing deletes
 * take back once. The caller holds the writers' bonus locks (lockFirstFeedbackBonus).
 */
export async function revokeFeedbackPoints(em: EntityManager, campaignId: string, feedback: readonly { id: string; authorId: string | null }[]): Promise<void> {
  if (feedback.length === 0) return;
  const run = sql(em);
  const paidFor = feedback.flatMap((row) => [causeKey('feedback-new', row.id), causeKey('feedback-used', row.id)]);
  await run('delete from point_award where cause_key in (?)', [paidFor]);
  const writers = [...new Set(feedback.flatMap((row) => (row.authorId ? [row.authorId] : [])))];
  if (writers.length === 0) return;
  await run(
    `delete from point_award award where award.cause_key in (?)
       and not exists (select 1 from feedback join idea on idea.id = feedback.idea_id where feedback.author_id = award.user_id and idea.campaign_id = award.campaign_id)`,
    [writers.map((userId) => causeKey('feedback-first', firstFeedbackKey(campaignId, userId)))],
  );
}

/**
 * Takes back what a deleted idea paid its authors, in the caller's transaction: idea-new, and
 * every idea-revised and idea-accepted keyed to it. An author who came to it through a merge is
 * keyed to their own idea (merge-origins) and keeps those. Deleting rows takes back once however
 * often it runs.
 */
export async function revokeIdeaPoints(em: EntityManager, campaignId: string, ideaId: string): Promise<void> {
  await sql(em)(
    `delete from point_award where campaign_id = ?
       and (cause_key = ? or (cause in ('idea-revised', 'idea-accepted') and starts_with(cause_key, cause || ':' || ? || ':')))`,
    [campaignId, causeKey('idea-new', ideaId), ideaId],
  );
}

/**
 * Takes back what being an author of an idea paid these people, when they are removed from it
 * (issue 31 note: a removed co-author kept their points): the idea-revised and idea-accepted keyed
 * to this idea for each of them, as deleting the idea would. What is keyed to an idea they came
 * from through a merge stays with that idea. A second removal takes nothing more.
 */
export async function revokeAuthorPoints(em: EntityManager, campaignId: string, ideaId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const keys = userIds.flatMap((userId) => [causeKey('idea-revised', `${ideaId}:${userId}`), causeKey('idea-accepted', `${ideaId}:${userId}`)]);
  await sql(em)('delete from point_award where campaign_id = ? and cause_key in (?)', [campaignId, keys]);
}

/** A user's points in one campaign, or across the site's campaigns when no campaign is given. */
export async function pointsOf(em: EntityManager, userId: string, campaignId?: string): Promise<number> {
  const [row] = await em.getConnection().execute<{ total: number }[]>(
    `select coalesce(sum(points), 0)::int as total from point_award where user_id = ? ${campaignId ? 'and campaign_id = ?' : ''}`,
    campaignId ? [userId, campaignId] : [userId],
  );
  return row?.total ?? 0;
}
