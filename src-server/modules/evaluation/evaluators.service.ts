import { v7 as uuidv7 } from 'uuid';
import { refusingDuplicates } from '#server/db/unique-violation.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { CampaignEvaluatorSchema, EvaluationConflictSchema } from '#server/entities/evaluation.entity.ts';
import { IdeaSchema } from '#server/entities/idea.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { normalizeEmail } from '#server/modules/user/user.service.ts';
import { coachedCampaign } from '#server/modules/stages/coached-campaign.ts';
import { runner } from './assignment-store';

export interface EvaluatorEntry {
  guid: string;
  name: string;
  email: string;
  /** Assignments across the campaign's stages: still to review, and finished. */
  open: number;
  finished: number;
}

/** The campaign's evaluators, longest-serving first, with their assignments (coaches). */
export async function listEvaluators(ctx: AppContext, campaignSlug: string): Promise<EvaluatorEntry[]> {
  const campaign = await coachedCampaign(ctx, campaignSlug);
  const rows = await ctx.em.getConnection().execute<{ id: string; first_name: string; last_name: string; email: string; open: number; finished: number }[]>(
    `select u.id, u.first_name, u.last_name, u.email,
       count(a.id) filter (where a.state = 'open')::int as open,
       count(a.id) filter (where a.state <> 'open')::int as finished
     from campaign_evaluator e
     join app_user u on u.id = e.user_id
     left join review_assignment a on a.campaign_id = e.campaign_id and a.evaluator_id = e.user_id
     where e.campaign_id = ? and e.organisation_id = ?
     group by e.created_at, u.id
     order by e.created_at, u.id`,
    [campaign.id, ctx.site.id],
  );
  return rows.map((row) => ({ guid: row.id, name: `${row.first_name} ${row.last_name}`.trim(), email: row.email, open: row.open, finished: row.finished }));
}

export interface DeclaredConflict {
  ideaGuid: string;
  ideaName: string;
  evaluatorGuid: string;
  evaluatorName: string;
  declaredAt: Date;
  /** They are no longer an evaluator of the campaign: the conflict stays, should they be given the role again. */
  stillEvaluator: boolean;
}

/**
 * The conflicts of interest declared on the campaign's ideas, newest first (coaches): who is never
 * assigned which idea, so a coach can tell why an evaluator is missing from one. No reason is
 * asked of an evaluator when they declare one, so none is shown.
 */
export async function listConflicts(ctx: AppContext, campaignSlug: string): Promise<DeclaredConflict[]> {
  const campaign = await coachedCampaign(ctx, campaignSlug);
  const rows = await ctx.em.getConnection().execute<{ idea_id: string; idea_name: string; user_id: string; first_name: string; last_name: string; created_at: Date; still_evaluator: boolean }[]>(
    `select i.id as idea_id, i.name as idea_name, u.id as user_id, u.first_name, u.last_name, c.created_at,
       exists (select 1 from campaign_evaluator e where e.campaign_id = i.campaign_id and e.user_id = u.id) as still_evaluator
     from evaluation_conflict c
     join idea i on i.id = c.idea_id
     join app_user u on u.id = c.user_id
     where i.campaign_id = ? and c.organisation_id = ?
     order by c.created_at desc, c.id desc`,
    [campaign.id, ctx.site.id],
  );
  return rows.map((row) => ({
    ideaGuid: row.idea_id,
    ideaName: row.idea_name,
    evaluatorGuid: row.user_id,
    evaluatorName: `${row.first_name} ${row.last_name}`.trim(),
    declaredAt: new Date(row.created_at),
    stillEvaluator: row.still_evaluator,
  }));
}

/** A coach gives an active person of the site the evaluator role in the campaign, by their e-mail address. */
export async function addEvaluator(ctx: AuthedContext, campaignSlug: string, email: string): Promise<void> {
  const campaign = await coachedCampaign(ctx, campaignSlug);
  const user = await ctx.em.findOne(UserSchema, { emailNormalized: normalizeEmail(email), organisation: ctx.site.id, status: 'active' });
  if (!user) throw new AppError('user-not-found');
  if (await ctx.em.count(CampaignEvaluatorSchema, { campaign: campaign.id, user: user.id })) throw new AppError('evaluator-exists-already');
  ctx.em.create(CampaignEvaluatorSchema, { organisation: ctx.site.id, campaign: campaign.id, user: user.id, addedBy: ctx.viewer.id });
  // The same add at the same moment passed the check too: the unique key decides.
  await refusingDuplicates(() => ctx.em.flush(), () => new AppError('evaluator-exists-already'));
}

/** A coach takes the role back: the person's open assignments in the campaign go, finished ones stay. */
export async function removeEvaluator(ctx: AuthedContext, campaignSlug: string, userGuid: string): Promise<void> {
  const campaign = await coachedCampaign(ctx, campaignSlug);
  const evaluator = await ctx.em.findOne(CampaignEvaluatorSchema, { campaign: campaign.id, user: userGuid, organisation: ctx.site.id });
  if (!evaluator) throw new AppError('not-found');
  await ctx.em.transactional(async (tx) => {
    await runner(tx)(`delete from review_assignment where campaign_id = ? and evaluator_id = ? and state = 'open'`, [campaign.id, userGuid]);
    tx.remove(tx.getReference(CampaignEvaluatorSchema, evaluator.id));
    await tx.flush();
  });
}

/**
 * An evaluator of the idea's campaign declares a conflict of interest with it: they are never
 * assigned it again, and their open assignments on it go (a finished review stays, for the coach
 * to judge). Declaring twice changes nothing.
 */
export async function declareConflict(ctx: AuthedContext, ideaGuid: string): Promise<void> {
  const campaignId = await evaluatedCampaignOf(ctx, ideaGuid);
  await ctx.em.transactional(async (tx) => {
    const run = runner(tx);
    await run(
      `insert into evaluation_conflict (id, created_at, updated_at, organisation_id, idea_id, user_id) values (?, now(), now(), ?, ?, ?) on conflict (idea_id, user_id) do nothing`,
      [uuidv7(), ctx.site.id, ideaGuid, ctx.viewer.id],
    );
    await run(`delete from review_assignment where campaign_id = ? and idea_id = ? and evaluator_id = ? and state = 'open'`, [campaignId, ideaGuid, ctx.viewer.id]);
  });
}

/** An evaluator withdraws their declared conflict with an idea; they may be assigned it again. */
export async function withdrawConflict(ctx: AuthedContext, ideaGuid: string): Promise<void> {
  await evaluatedCampaignOf(ctx, ideaGuid);
  await ctx.em.nativeDelete(EvaluationConflictSchema, { idea: ideaGuid, user: ctx.viewer.id, organisation: ctx.site.id });
}

/** The campaign of an idea of this site whose evaluators include the viewer. */
async function evaluatedCampaignOf(ctx: AuthedContext, ideaGuid: string): Promise<string> {
  const idea = await ctx.em.findOne(IdeaSchema, { id: ideaGuid, organisation: ctx.site.id });
  if (!idea) throw new AppError('not-found');
  if (!(await ctx.em.count(CampaignEvaluatorSchema, { campaign: idea.campaign.id, user: ctx.viewer.id, organisation: ctx.site.id }))) throw new AppError('forbidden');
  return idea.campaign.id;
}
