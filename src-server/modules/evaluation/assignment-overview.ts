import { ASSIGNMENT_OVERVIEW_PAGE_SIZE, type AssignmentState } from '#shared/schemas/evaluation.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { IDEA_STAGES_SQL } from '#server/modules/stages/stage-pipeline.ts';
import { coachedStage } from './coached-stage';

export interface EvaluatorLoad {
  guid: string;
  name: string;
  open: number;
  finished: number;
}

export interface IdeaAssignments {
  guid: string;
  name: string;
  assignments: { guid: string; evaluatorGuid: string; evaluatorName: string; state: AssignmentState; dueDate: string }[];
}

export interface AssignmentOverview {
  /** Each evaluator of the campaign with their assignments in this stage: the load the coach balances. */
  evaluators: EvaluatorLoad[];
  /** A page of the stage's ideas, newest first, each with who reviews it. */
  ideas: IdeaAssignments[];
  ideaCount: number;
  assignmentCount: number;
  /** Ideas of the stage nobody is assigned to review yet. */
  unassignedIdeaCount: number;
}

/** Who reviews what in a stage (coaches): each evaluator's load, and a page of ideas with their evaluators. */
export async function assignmentOverview(ctx: AppContext, input: { stageGuid: string; page: number }): Promise<AssignmentOverview> {
  const { stage, campaign } = await coachedStage(ctx, input.stageGuid);
  const connection = ctx.em.getConnection();
  const [evaluators, ideas, [totals]] = await Promise.all([
    connection.execute<{ id: string; first_name: string; last_name: string; open: number; finished: number }[]>(
      `select u.id, u.first_name, u.last_name,
         count(a.id) filter (where a.state = 'open')::int as open,
         count(a.id) filter (where a.state <> 'open')::int as finished
       from campaign_evaluator e
       join app_user u on u.id = e.user_id
       left join review_assignment a on a.stage_id = ? and a.evaluator_id = e.user_id
       where e.campaign_id = ? and e.organisation_id = ?
       group by e.created_at, u.id
       order by e.created_at, u.id`,
      [stage.id, campaign.id, ctx.site.id],
    ),
    connection.execute<{ id: string; name: string; assignments: IdeaAssignments['assignments'] }[]>(
      `select staged.id, staged.name,
         coalesce(json_agg(json_build_object('guid', a.id, 'evaluatorGuid', a.evaluator_id, 'evaluatorName', trim(u.first_name || ' ' || u.last_name), 'state', a.state, 'dueDate', a.due_date)
           order by u.first_name, u.last_name, a.id) filter (where a.id is not null), '[]') as assignments
       from (${IDEA_STAGES_SQL}) staged
       left join review_assignment a on a.idea_id = staged.id and a.stage_id = ?
       left join app_user u on u.id = a.evaluator_id
       where staged.stage_id = ?
       group by staged.id, staged.name, staged.created_at
       order by staged.created_at desc, staged.id desc limit ? offset ?`,
      [campaign.id, campaign.id, campaign.id, stage.id, stage.id, ASSIGNMENT_OVERVIEW_PAGE_SIZE, (input.page - 1) * ASSIGNMENT_OVERVIEW_PAGE_SIZE],
    ),
    connection.execute<{ ideas: number; assignments: number; unassigned: number }[]>(
      `select count(*)::int as ideas, coalesce(sum(staged.assigned), 0)::int as assignments, count(*) filter (where staged.assigned = 0)::int as unassigned
       from (select s.id, (select count(*) from review_assignment a where a.idea_id = s.id and a.stage_id = ?) as assigned
             from (${IDEA_STAGES_SQL}) s where s.stage_id = ?) staged`,
      [stage.id, campaign.id, campaign.id, campaign.id, stage.id],
    ),
  ]);
  return {
    evaluators: evaluators.map((row) => ({ guid: row.id, name: `${row.first_name} ${row.last_name}`.trim(), open: row.open, finished: row.finished })),
    ideas: ideas.map((row) => ({ guid: row.id, name: row.name, assignments: row.assignments })),
    ideaCount: totals?.ideas ?? 0,
    assignmentCount: totals?.assignments ?? 0,
    unassignedIdeaCount: totals?.unassigned ?? 0,
  };
}
