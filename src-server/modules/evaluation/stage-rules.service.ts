import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import { consensus, reviewScore, type CriterionScore } from '#shared/review-scores.ts';
import type { ReviewSettingsSaveInput, StageRuleInput, StageRuleKind } from '#shared/schemas/reviews.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { StageRuleSchema, type StageRule } from '#server/entities/stage-rule.entity.ts';
import { CampaignStageSchema, type CampaignStage } from '#server/entities/stage.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import type { NoticeContext } from '#server/modules/notification/notice-mails.ts';
import { recordStageMoves } from '#server/modules/stages/stage-moves.service.ts';
import { ideaStages } from '#server/modules/stages/stage-pipeline.ts';
import { runner } from './assignment-store';
import { coachedStage } from './coached-stage';

export interface ReviewSettings {
  stage: CampaignStage;
  rules: StageRule[];
  /** The campaign's other stages, the places a rule may move ideas to. */
  targets: CampaignStage[];
}

/** A stage's review settings (coaches): blind or not, and its rules. */
export async function reviewSettings(ctx: AppContext, stageGuid: string): Promise<ReviewSettings> {
  const { stage } = await coachedStage(ctx, stageGuid);
  return settingsOf(ctx, stage);
}

/** A coach saves a stage's review settings: blind mode, and a rule of each kind or none. */
export async function saveReviewSettings(ctx: AuthedContext, input: ReviewSettingsSaveInput): Promise<ReviewSettings> {
  const { stage } = await coachedStage(ctx, input.stageGuid);
  const targets = new Map((await stagesOfCampaign(ctx, stage.campaign.id)).map((target) => [target.id, target]));
  const existing = new Map((await ctx.em.find(StageRuleSchema, { stage: stage.id, organisation: ctx.site.id })).map((rule) => [rule.kind, rule]));
  const wanted: [StageRuleKind, StageRuleInput][] = [
    ['advance', input.advance],
    ['decline', input.decline],
  ];
  // Stages of other campaigns (or sites) are not found before anything else is judged.
  if (wanted.some(([, fields]) => fields && !targets.has(fields.toStageGuid))) throw new AppError('not-found');
  for (const [kind, fields] of wanted) {
    const rule = existing.get(kind);
    if (!fields) {
      if (rule) ctx.em.remove(rule);
      continue;
    }
    if (fields.toStageGuid === stage.id) throw new AppError('stage-rule-same-stage', { fieldErrors: { [`${kind}.toStageGuid`]: ['stage-rule-same-stage'] } });
    const values = { toStage: fields.toStageGuid, threshold: fields.threshold, minReviews: fields.minReviews };
    if (rule) ctx.em.assign(rule, values);
    else ctx.em.create(StageRuleSchema, { organisation: ctx.site.id, stage: stage.id, kind, ...values });
  }
  stage.blindReview = input.blindReview;
  await ctx.em.flush();
  return settingsOf(ctx, stage);
}

async function settingsOf(ctx: AppContext, stage: CampaignStage): Promise<ReviewSettings> {
  const [rules, stages] = await Promise.all([
    ctx.em.find(StageRuleSchema, { stage: stage.id, organisation: ctx.site.id }, { orderBy: { kind: 'asc' } }),
    stagesOfCampaign(ctx, stage.campaign.id),
  ]);
  return { stage, rules, targets: stages.filter((target) => target.id !== stage.id) };
}

function stagesOfCampaign(ctx: AppContext, campaignId: string): Promise<CampaignStage[]> {
  return ctx.em.find(CampaignStageSchema, { campaign: campaignId, organisation: ctx.site.id }, { orderBy: { position: 'asc' } });
}

/** How a rule reads in the move record's "why" as text (the log says it from ruleReason, in the viewer's language). */
export function ruleDescription(rule: Pick<StageRule, 'kind' | 'threshold' | 'minReviews'>, mean: number, reviews: number): string {
  const sign = rule.kind === 'advance' ? '≥' : '≤';
  return `Stage rule: mean ${sign} ${Number(rule.threshold)} with at least ${rule.minReviews} reviews (mean ${Math.round(mean * 10) / 10} of ${reviews})`;
}

/**
 * Runs the stage's rules on an idea after a review was submitted, in the submit's transaction
 * (the caller holds the idea's lock, so this reads every review submitted before). An idea still
 * in the stage whose submitted reviews meet a rule moves as the rule's move: on record with no
 * mover and the rule as the reason, so it shows in the history and undoes like any move. Once the
 * idea has left the stage, later submits move it no more. Advancing is tried before declining.
 */
export async function applyStageRules(tx: EntityManager, ctx: NoticeContext, input: { campaignId: string; stage: CampaignStage; ideaId: string; submitter: User }): Promise<void> {
  const rules = await tx.find(StageRuleSchema, { stage: input.stage.id, organisation: ctx.site.id }, { orderBy: { kind: 'asc' } });
  if (rules.length === 0) return;
  const [current] = await ideaStages(tx, input.campaignId, [input.ideaId]);
  if (current?.stage_id !== input.stage.id) return;
  const panel = consensus(await submittedReviewScores(tx, input.stage.id, input.ideaId));
  if (panel.mean === null) return;
  const mean = panel.mean;
  const met = rules.find((rule) => panel.reviews >= rule.minReviews && (rule.kind === 'advance' ? mean >= Number(rule.threshold) : mean <= Number(rule.threshold)));
  if (!met) return;
  const toStage = await tx.findOneOrFail(CampaignStageSchema, { id: met.toStage.id, organisation: ctx.site.id });
  await recordStageMoves(tx, ctx, {
    campaignId: input.campaignId,
    stage: toStage,
    ideas: [current],
    batch: uuidv7(),
    movedBy: null,
    actor: await noticeActor(tx, input.campaignId, input.submitter),
    reason: ruleDescription(met, mean, panel.reviews),
    ruleReason: { kind: met.kind, threshold: Number(met.threshold), minReviews: met.minReviews, mean, reviews: panel.reviews },
  });
}

/**
 * Who the followers' notices name for a rule's move: the campaign's first coach (the rule is
 * theirs), so an author never learns from a notice who reviewed their idea; the submitter only
 * where the campaign has no coach.
 */
async function noticeActor(tx: EntityManager, campaignId: string, submitter: User): Promise<User> {
  const campaign = await tx.findOneOrFail(CampaignSchema, { id: campaignId }, { populate: ['coaches'] });
  return campaign.coaches.getItems()[0] ?? submitter;
}

/** Each submitted review's weighted mean (0–100) of an idea in a stage. */
async function submittedReviewScores(tx: EntityManager, stageId: string, ideaId: string): Promise<number[]> {
  const rows = await runner(tx)<{ scores: CriterionScore[] }>(
    `select json_agg(json_build_object('score', rs.score, 'scale', c.scale, 'weight', c.weight)) as scores
     from review_assignment a
     join review_score rs on rs.assignment_id = a.id and rs.score is not null
     join scorecard_criterion c on c.id = rs.criterion_id
     where a.stage_id = ? and a.idea_id = ? and a.state = 'submitted'
     group by a.id`,
    [stageId, ideaId],
  );
  return rows.flatMap((row) => {
    const score = reviewScore(row.scores);
    return score === null ? [] : [score];
  });
}
