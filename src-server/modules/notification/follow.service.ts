import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import type { PersonInCampaignRow } from '#server/modules/user/viewer-facts.ts';

/** What a follow row points at: one idea or one campaign of a site. */
export type FollowTarget = { organisationId: string } & ({ ideaId: string } | { campaignId: string });

function targetColumns(target: FollowTarget): { column: 'idea_id' | 'campaign_id'; id: string } {
  return 'ideaId' in target ? { column: 'idea_id', id: target.ideaId } : { column: 'campaign_id', id: target.campaignId };
}

function run<T extends object>(em: EntityManager, query: string, params: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(query, params, 'all', em.getTransactionContext());
}

/**
 * Taking part follows (issue 34 item 1: authors, co-authors, upvoters, commenters, feedback
 * givers). Does nothing when the person already has a row, so an explicit unfollow stands. Runs
 * in the caller's transaction, so the follow commits with the action that caused it.
 */
export async function followOnTakingPart(em: EntityManager, target: FollowTarget, userIds: readonly string[]): Promise<void> {
  const { column, id } = targetColumns(target);
  for (const userId of new Set(userIds)) {
    await run(
      em,
      `insert into follow (id, created_at, updated_at, organisation_id, user_id, ${column}, following) values (?, now(), now(), ?, ?, ?, true)
       on conflict (user_id, ${column}) do nothing`,
      [uuidv7(), target.organisationId, userId, id],
    );
  }
}

/** The person's own choice from the follow button: written whatever was there before. */
export async function setFollowing(em: EntityManager, target: FollowTarget, userId: string, following: boolean): Promise<void> {
  const { column, id } = targetColumns(target);
  await run(
    em,
    `insert into follow (id, created_at, updated_at, organisation_id, user_id, ${column}, following) values (?, now(), now(), ?, ?, ?, ?)
     on conflict (user_id, ${column}) do update set following = excluded.following, updated_at = now()`,
    [uuidv7(), target.organisationId, userId, id, following],
  );
}

/** Whether the person follows the target now (no row: they never took part nor chose). */
export async function isFollowing(em: EntityManager, target: FollowTarget, userId: string): Promise<boolean> {
  const { column, id } = targetColumns(target);
  const rows = await run<{ following: boolean }>(em, `select following from follow where user_id = ? and ${column} = ? and organisation_id = ?`, [userId, id, target.organisationId]);
  return rows[0]?.following ?? false;
}

/** A follower as the notices judge them: their account's facts and their place in the target's campaign. */
export type FollowerRow = PersonInCampaignRow & { winner_mails: boolean };

/**
 * The followers of an idea or a campaign (`campaignId`, the idea's own when the target is an
 * idea) who may still be told anything: following, on its site, with an account that can sign in
 * (blocked and leaving accounts hear nothing). Whether each may still see it is the caller's rule.
 */
export function followersOf(em: EntityManager, target: FollowTarget, campaignId: string): Promise<FollowerRow[]> {
  const [column, targetId] = 'ideaId' in target ? ['idea_id', target.ideaId] : ['campaign_id', target.campaignId];
  return followerRows(em, `f.${column} = ?`, targetId, target.organisationId, campaignId);
}

/** The followers of several ideas of one campaign at once, each row with the idea it follows (a bulk move's notices). */
export function followersOfIdeas(em: EntityManager, organisationId: string, ideaIds: readonly string[], campaignId: string): Promise<(FollowerRow & { idea_id: string })[]> {
  if (ideaIds.length === 0) return Promise.resolve([]);
  return followerRows(em, 'f.idea_id in (?)', [...ideaIds], organisationId, campaignId);
}

function followerRows<T extends FollowerRow>(em: EntityManager, targetCondition: string, target: unknown, organisationId: string, campaignId: string): Promise<T[]> {
  return em.getConnection().execute<T[]>(
    `select u.id, u.email, u.status, u.roles, u.is_org_admin, u.org_role, coalesce((u.email_options->>'winner')::boolean, true) as winner_mails, f.idea_id,
       (select p.status from campaign_participant p where p.campaign_id = ? and p.user_id = u.id) as membership,
       exists (select 1 from campaign_invitation inv where inv.campaign_id = ? and inv.email = u.email_normalized) as invited
     from follow f join app_user u on u.id = f.user_id
     where ${targetCondition} and f.organisation_id = ? and f.following and u.organisation_id = ? and u.status not in ('blocked', 'pendingDelete')
     order by u.id`,
    [campaignId, campaignId, target, organisationId, organisationId],
    'all',
    em.getTransactionContext(),
  );
}
