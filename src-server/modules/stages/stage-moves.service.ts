import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import type { IdeaStatus } from '#shared/constants.ts';
import type { StageRuleReason } from '#shared/schemas/reviews.ts';
import type { StageMoveInput } from '#shared/schemas/stages.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { acceptIdea } from '#server/modules/idea/idea.service.ts';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { IdeaAuthorSchema, IdeaSchema } from '#server/entities/idea.entity.ts';
import { CampaignStageSchema, IdeaStageMoveSchema, type CampaignStage, type IdeaStageMove } from '#server/entities/stage.entity.ts';
import { coachedCampaign } from './coached-campaign';
import { ideaStages, type IdeaStageRow } from './stage-pipeline';
import { announceIdeaEvents } from '#server/modules/idea/idea-events.ts';
import type { NoticeContext } from '#server/modules/notification/notice-mails.ts';
import type { User } from '#server/entities/user.entity.ts';

type Run = <T extends object>(sql: string, params: unknown[]) => Promise<T[]>;
const runner = (tx: EntityManager): Run => (sql, params) => tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext());

/**
 * A coach moves ideas of their campaign into one of its stages, one or many at once (issue 33).
 * Each idea takes the status the stage reports, and each move is recorded with the reason; the
 * moves of one call share a batch, undone together. Ideas already in the stage are left as they
 * are (no move recorded). Answers the batch's moves. The ideas are locked in id order, so two
 * coaches moving the same ideas at once record one move after the other, each from where the
 * idea really was.
 */
export async function moveIdeas(ctx: AuthedContext, input: Required<StageMoveInput>): Promise<IdeaStageMove[]> {
  const stage = await ctx.em.findOne(CampaignStageSchema, { id: input.toStageGuid, organisation: ctx.site.id });
  if (!stage) throw new AppError('not-found');
  const campaign = await coachedCampaign(ctx, { id: stage.campaign.id });
  const ideaIds = [...new Set(input.ideaGuids)];
  const batch = uuidv7();
  await ctx.em.transactional(async (tx) => {
    const run = runner(tx);
    const locked = await run<{ id: string }>('select id from idea where id in (?) and campaign_id = ? order by id for no key update', [ideaIds, campaign.id]);
    const current = await ideaStages(tx, campaign.id, ideaIds);
    // Drafts and merged ideas are not in the pipeline (ideaStages leaves them out), nor are other campaigns' ideas.
    if (locked.length !== ideaIds.length || current.length !== ideaIds.length) throw new AppError('stage-move-not-possible');
    await recordStageMoves(tx, ctx, { campaignId: campaign.id, stage, ideas: current, batch, movedBy: ctx.viewer.id, actor: ctx.viewer, reason: input.reason });
  });
  return ctx.em.find(IdeaStageMoveSchema, { batch, organisation: ctx.site.id }, { orderBy: { id: 'asc' } });
}

/**
 * Moves ideas (locked by the caller, in the transaction of `tx`) into a stage: records each move
 * in one batch, sets the status the stage reports, accepts ideas it makes ACCEPTED and tells
 * followers. Ideas already in the stage stay as they are. `movedBy` is the person on the record
 * (none for a stage rule's move, recorded as the rule's); `actor` is who the notices name.
 */
export async function recordStageMoves(
  tx: EntityManager,
  ctx: NoticeContext,
  move: { campaignId: string; stage: CampaignStage; ideas: IdeaStageRow[]; batch: string; movedBy: string | null; actor: User; reason: string; ruleReason?: StageRuleReason },
): Promise<void> {
  const { campaignId, stage, batch } = move;
  const moving = move.ideas.filter((idea) => idea.stage_id !== stage.id);
  for (const idea of moving) {
    tx.create(IdeaStageMoveSchema, {
      organisation: ctx.site.id,
      campaign: campaignId,
      idea: idea.id,
      batch,
      fromStage: idea.stage_id,
      toStage: stage.id,
      fromStatus: idea.status,
      toStatus: stage.reportsStatus,
      movedBy: move.movedBy,
      byRule: move.movedBy === null,
      reason: move.reason,
      ruleReason: move.ruleReason ?? null,
    });
  }
  await tx.flush();
  const changing = moving.filter((idea) => idea.status !== stage.reportsStatus).map((idea) => idea.id);
  const run = runner(tx);
  if (changing.length > 0) await run('update idea set status = ?, updated_at = now() where id in (?)', [stage.reportsStatus, changing]);
  if (stage.reportsStatus === 'ACCEPTED') await acceptIdeas(tx, move.actor, campaignId, changing);
  if (moving.length > 0) await tellFollowersOfMoves(tx, ctx, move.actor, campaignId, moving, stage);
}

/**
 * Undoes the bulk move a recorded move was part of: each idea goes back to the status (and so the
 * stage) it had. Moves undo last first: an idea moved again since is undone from its later move
 * first (`stage-move-undo-later-first`), and one whose status was set some other way since is
 * left to the coach (`stage-move-changed-since`), so an undo never overwrites a newer decision.
 */
export async function undoMove(ctx: AuthedContext, moveGuid: string): Promise<IdeaStageMove[]> {
  const move = await ctx.em.findOne(IdeaStageMoveSchema, { id: moveGuid, organisation: ctx.site.id });
  if (!move) throw new AppError('not-found');
  const campaign = await coachedCampaign(ctx, { id: move.campaign.id });
  await ctx.em.transactional(async (tx) => {
    const run = runner(tx);
    const moves = await run<{ id: string; idea_id: string; from_status: IdeaStatus; to_status: IdeaStatus }>(
      'select id, idea_id, from_status, to_status from idea_stage_move where batch = ? and organisation_id = ? and undone_at is null order by idea_id',
      [move.batch, ctx.site.id],
    );
    if (moves.length === 0) throw new AppError('stage-move-undone-already');
    const ideaIds = moves.map((row) => row.idea_id);
    const ideas = await run<{ id: string; name: string; status: IdeaStatus; latest: string }>(
      `select i.id, i.name, i.status,
         (select m.id from idea_stage_move m where m.idea_id = i.id and m.undone_at is null order by m.created_at desc, m.id desc limit 1) as latest
       from idea i where i.id in (?) order by i.id for no key update of i`,
      [ideaIds],
    );
    const byId = new Map(ideas.map((idea) => [idea.id, idea]));
    for (const row of moves) {
      const idea = byId.get(row.idea_id);
      if (!idea || idea.latest !== row.id) throw new AppError('stage-move-undo-later-first');
      if (idea.status !== row.to_status) throw new AppError('stage-move-changed-since');
    }
    await run('update idea_stage_move set undone_at = now(), undone_by_id = ?, updated_at = now() where id in (?)', [ctx.viewer.id, moves.map((row) => row.id)]);
    const restored = moves.filter((row) => row.from_status !== row.to_status);
    if (restored.length > 0) {
      // One statement for the batch: array[?] takes one binding per idea.
      await run('update idea set status = back.status, updated_at = now() from unnest(array[?]::uuid[], array[?]::text[]) as back (id, status) where idea.id = back.id', [
        restored.map((row) => row.idea_id),
        restored.map((row) => row.from_status),
      ]);
    }
    const reaccepted = moves.filter((row) => row.from_status === 'ACCEPTED' && row.to_status !== 'ACCEPTED').map((row) => row.idea_id);
    await acceptIdeas(tx, ctx.viewer, campaign.id, reaccepted);
    await tellFollowersOfUndo(tx, ctx, campaign.id, moves, byId);
  });
  return ctx.em.find(IdeaStageMoveSchema, { batch: move.batch, organisation: ctx.site.id }, { orderBy: { id: 'asc' }, refresh: true });
}

/**
 * Each moved idea's followers hear of the move (issue 34): coaches, and participants where the
 * stage shows them its name; winning is told to everyone who sees the idea.
 */
async function tellFollowersOfMoves(tx: EntityManager, ctx: NoticeContext, actor: User, campaignId: string, moved: IdeaStageRow[], stage: CampaignStage): Promise<void> {
  const campaign = await tx.findOneOrFail(CampaignSchema, { id: campaignId }, { populate: ['coaches'] });
  const into = { nameEn: stage.nameEn, nameSv: stage.nameSv, participantView: stage.participantView };
  const news = moved.map((idea) => ({
    idea: { id: idea.id, name: idea.name, status: stage.reportsStatus, merged: false },
    event: { kind: 'stage' as const, from: idea.status, to: stage.reportsStatus, stage: into },
  }));
  await announceIdeaEvents({ ...ctx, em: tx }, actor, campaign, news);
}

/** An undone move gives ideas their status back: their followers hear of it as of a status set by hand. */
async function tellFollowersOfUndo(
  tx: EntityManager,
  ctx: AuthedContext,
  campaignId: string,
  moves: { idea_id: string; from_status: IdeaStatus; to_status: IdeaStatus }[],
  ideas: Map<string, { id: string; name: string }>,
): Promise<void> {
  const changed = moves.filter((row) => row.from_status !== row.to_status);
  if (changed.length === 0) return;
  const campaign = await tx.findOneOrFail(CampaignSchema, { id: campaignId }, { populate: ['coaches'] });
  const news = changed.map((row) => ({
    idea: { id: row.idea_id, name: ideas.get(row.idea_id)?.name ?? '', status: row.from_status, merged: false },
    event: { kind: 'status' as const, from: row.to_status, to: row.from_status },
  }));
  await announceIdeaEvents({ ...ctx, em: tx }, ctx.viewer, campaign, news);
}

/** Ideas that became ACCEPTED by a move (or its undoing) are accepted as the status dropdown accepts them: their authors told, and paid once per idea. */
async function acceptIdeas(tx: EntityManager, actor: User, campaignId: string, ideaIds: string[]): Promise<void> {
  if (ideaIds.length === 0) return;
  const campaign = await tx.findOneOrFail(CampaignSchema, { id: campaignId });
  const ideas = await tx.find(IdeaSchema, { id: { $in: ideaIds } }, { refresh: true });
  const authors = await tx.find(IdeaAuthorSchema, { idea: { $in: ideaIds } }, { populate: ['user'] });
  for (const idea of ideas) {
    await acceptIdea(
      tx,
      actor,
      idea,
      campaign,
      authors.filter((author) => author.idea.id === idea.id),
    );
  }
}
