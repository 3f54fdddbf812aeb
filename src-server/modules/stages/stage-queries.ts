import type { IdeaStatus } from '#shared/constants.ts';
import type { StageRuleReason } from '#shared/schemas/reviews.ts';
import { AppError } from '#server/errors/app-error.ts';
import { CampaignStageSchema } from '#server/entities/stage.entity.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { loadIdea } from '#server/modules/idea/idea-view.service.ts';
import { coachedCampaign } from './coached-campaign';
import { IDEA_STAGES_SQL, ideaStages } from './stage-pipeline';

/** Ideas a page of a stage's list shows. */
export const STAGE_IDEAS_PAGE_SIZE = 50;
/** Moves the campaign's record shows, newest first. */
export const STAGE_MOVES_SHOWN = 100;

export interface StageIdeaEntry {
  guid: string;
  name: string;
  status: IdeaStatus;
}

/** A page of the ideas in one stage of a campaign (or, with a null stage, in none), newest first (coaches); a stage of another campaign is not found. */
export async function stageIdeas(ctx: AppContext, input: { campaignSlug: string; stageGuid: string | null; page: number }): Promise<{ ideas: StageIdeaEntry[]; total: number }> {
  const campaign = await coachedCampaign(ctx, input.campaignSlug);
  if (input.stageGuid && !(await ctx.em.count(CampaignStageSchema, { id: input.stageGuid, campaign: campaign.id, organisation: ctx.site.id }))) throw new AppError('not-found');
  const rows = await ctx.em.getConnection().execute<{ id: string; name: string; status: IdeaStatus; total: string }[]>(
    `select staged.id, staged.name, staged.status, count(*) over () as total
     from (${IDEA_STAGES_SQL}) staged
     where staged.stage_id is not distinct from ?
     order by staged.created_at desc, staged.id desc limit ? offset ?`,
    [campaign.id, campaign.id, campaign.id, input.stageGuid, STAGE_IDEAS_PAGE_SIZE, (input.page - 1) * STAGE_IDEAS_PAGE_SIZE],
  );
  return { ideas: rows.map((row) => ({ guid: row.id, name: row.name, status: row.status })), total: Number(rows[0]?.total ?? 0) };
}

export interface StageMoveEntry {
  guid: string;
  batchGuid: string;
  ideaGuid: string;
  ideaName: string;
  fromStage: { nameEn: string; nameSv: string } | null;
  toStage: { nameEn: string; nameSv: string } | null;
  fromStatus: IdeaStatus;
  toStatus: IdeaStatus;
  movedBy: string | null;
  /** A stage rule moved the idea (issue 33 item 6). */
  byRule: boolean;
  reason: string;
  /** A rule's move: its figures, for the viewer's language; null for a coach's move. */
  ruleReason: StageRuleReason | null;
  movedAt: string;
  undoneAt: string | null;
  undoneBy: string | null;
}

/** The campaign's record of moves, newest first: who moved which idea from where to where, why, and any undoing (coaches). */
export async function campaignStageMoves(ctx: AppContext, campaignSlug: string): Promise<StageMoveEntry[]> {
  const campaign = await coachedCampaign(ctx, campaignSlug);
  const rows = await ctx.em.getConnection().execute<
    {
      id: string;
      batch: string;
      idea_id: string;
      idea_name: string;
      from_en: string | null;
      from_sv: string | null;
      to_en: string | null;
      to_sv: string | null;
      from_status: IdeaStatus;
      to_status: IdeaStatus;
      mover: string | null;
      by_rule: boolean;
      reason: string;
      rule_reason: StageRuleReason | null;
      created_at: Date;
      undone_at: Date | null;
      undoer: string | null;
    }[]
  >(
    `select m.id, m.batch, m.idea_id, i.name as idea_name, fs.name_en as from_en, fs.name_sv as from_sv, ts.name_en as to_en, ts.name_sv as to_sv,
       m.from_status, m.to_status, m.by_rule, m.reason, m.rule_reason, m.created_at, m.undone_at,
       nullif(trim(mover.first_name || ' ' || mover.last_name), '') as mover,
       nullif(trim(undoer.first_name || ' ' || undoer.last_name), '') as undoer
     from idea_stage_move m
     join idea i on i.id = m.idea_id
     left join campaign_stage fs on fs.id = m.from_stage_id
     left join campaign_stage ts on ts.id = m.to_stage_id
     left join app_user mover on mover.id = m.moved_by_id
     left join app_user undoer on undoer.id = m.undone_by_id
     where m.campaign_id = ? and m.organisation_id = ?
     order by m.created_at desc, m.id desc limit ?`,
    [campaign.id, ctx.site.id, STAGE_MOVES_SHOWN],
  );
  return rows.map((row) => ({
    guid: row.id,
    batchGuid: row.batch,
    ideaGuid: row.idea_id,
    ideaName: row.idea_name,
    fromStage: row.from_en === null ? null : { nameEn: row.from_en, nameSv: row.from_sv ?? row.from_en },
    toStage: row.to_en === null ? null : { nameEn: row.to_en, nameSv: row.to_sv ?? row.to_en },
    fromStatus: row.from_status,
    toStatus: row.to_status,
    movedBy: row.mover,
    byRule: row.by_rule,
    reason: row.reason,
    ruleReason: row.rule_reason,
    movedAt: new Date(row.created_at).toISOString(),
    undoneAt: row.undone_at ? new Date(row.undone_at).toISOString() : null,
    undoneBy: row.undoer,
  }));
}

export interface IdeaStage {
  nameEn: string;
  nameSv: string;
  deadline: string | null;
}

/**
 * The stage an idea is in, as this viewer may see it: coaches always; everyone else who sees the
 * idea only where the stage shows participants its name (otherwise they see the status alone).
 */
export async function stageOfIdea(ctx: AppContext, ideaGuid: string): Promise<IdeaStage | null> {
  const { campaign, idea, relation } = await loadIdea(ctx, ideaGuid);
  const [row] = idea.status === 'DRAFT' ? [] : await ideaStages(ctx.em, campaign.id, [idea.id]);
  if (!row?.stage_id) return null;
  const stage = await ctx.em.findOneOrFail(CampaignStageSchema, { id: row.stage_id, organisation: ctx.site.id });
  if (!relation.isCoach && stage.participantView !== 'stage') return null;
  return { nameEn: stage.nameEn, nameSv: stage.nameSv, deadline: stage.deadline ?? null };
}
