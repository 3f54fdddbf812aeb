import type { EntityManager } from '@mikro-orm/postgresql';
import type { IdeaStatus } from '#shared/constants.ts';

/**
 * Each idea's stage, in SQL: the stage its latest move (not undone) put it in while that stage
 * still reports the idea's status; otherwise the first stage of the pipeline that does (a coach
 * who set the status on the idea page, or an idea from before the pipeline, lands there); none
 * when no stage reports it. So the stages never contradict the status the rest of the product reads.
 * Parameters: the campaign's id three times (ideas, and the two stage lookups).
 */
export const IDEA_STAGES_SQL = `
  with ideas as (
    select i.id, i.name, i.status, i.created_at,
      (select m.to_stage_id from idea_stage_move m where m.idea_id = i.id and m.undone_at is null order by m.created_at desc, m.id desc limit 1) as moved_to
    from idea i where i.campaign_id = ? and i.status <> 'DRAFT' and i.merged_into_id is null
  )
  select ideas.id, ideas.name, ideas.status, ideas.created_at,
    coalesce(
      (select s.id from campaign_stage s where s.id = ideas.moved_to and s.campaign_id = ? and s.reports_status = ideas.status),
      (select s.id from campaign_stage s where s.campaign_id = ? and s.reports_status = ideas.status order by s.position limit 1)
    ) as stage_id
  from ideas`;

export interface IdeaStageRow {
  id: string;
  name: string;
  status: IdeaStatus;
  created_at: Date;
  stage_id: string | null;
}

/** The stages of some ideas of a campaign (all of them without `ideaIds`, which is never empty), in the transaction of `em`. */
export function ideaStages(em: EntityManager, campaignId: string, ideaIds?: string[]): Promise<IdeaStageRow[]> {
  const only = ideaIds ? ' where ideas.id in (?)' : '';
  return em.getConnection().execute<IdeaStageRow[]>(`${IDEA_STAGES_SQL}${only}`, [campaignId, campaignId, campaignId, ...(ideaIds ? [ideaIds] : [])], 'all', em.getTransactionContext());
}
