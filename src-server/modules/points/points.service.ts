import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import { POINTS, type PointCause } from '../../../src-shared/constants';

export interface PointAwardRequest {
  campaignId: string;
  userId: string;
  cause: PointCause;
  /** What the award is for, e.g. an idea's or feedback's guid: one award per cause and key. */
  key: string;
}

/**
 * Credits points from the spec's table (ARCHITECTURE §7) as one ledger row. The row's unique
 * cause key makes a repeated or racing award a no-op, so points are never given twice for one
 * cause. Runs in the caller's transaction when there is one. True when points were given.
 */
export async function awardPoints(em: EntityManager, award: PointAwardRequest): Promise<boolean> {
  const rows = await em.getConnection().execute<{ id: string }[]>(
    `insert into point_award (id, created_at, updated_at, campaign_id, user_id, cause, cause_key, points)
     values (?, now(), now(), ?, ?, ?, ?, ?)
     on conflict (cause_key) do nothing
     returning id`,
    [uuidv7(), award.campaignId, award.userId, award.cause, `${award.cause}:${award.key}`, POINTS[award.cause]],
    'all',
    em.getTransactionContext(),
  );
  return rows.length > 0;
}

/** A user's points in one campaign, or across the site's campaigns when no campaign is given. */
export async function pointsOf(em: EntityManager, userId: string, campaignId?: string): Promise<number> {
  const [row] = await em.getConnection().execute<{ total: number }[]>(
    `select coalesce(sum(points), 0)::int as total from point_award where user_id = ? ${campaignId ? 'and campaign_id = ?' : ''}`,
    campaignId ? [userId, campaignId] : [userId],
  );
  return row?.total ?? 0;
}
