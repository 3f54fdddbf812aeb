import type { EntityManager } from '@mikro-orm/postgresql';
import { DISAGREEMENT_SPREAD } from '#shared/review-scores.ts';
import type { ConsensusFilters } from '#shared/schemas/consensus.ts';

/**
 * The consensus figures in SQL, so a stage of a thousand ideas is ranked, filtered and paged by
 * PostgreSQL rather than read whole into the process. Each figure is reckoned as
 * src-shared/review-scores.ts does (a score on 0–100, a review's weighted mean, the panel's mean
 * and population spread, disagreement at DISAGREEMENT_SPREAD); consensus.test.ts holds the two
 * to the same numbers.
 */

/** Each submitted review of a stage with its weighted mean (reviewScore). Parameter: the stage. */
const REVIEW_SCORES_SQL = `
  select a.id, a.idea_id, a.evaluator_id,
    sum((rs.score - 1)::float8 / (c.scale - 1) * 100 * c.weight) / sum(c.weight) as score
  from review_assignment a
  join review_score rs on rs.assignment_id = a.id and rs.score is not null
  join scorecard_criterion c on c.id = rs.criterion_id
  where a.stage_id = ? and a.state = 'submitted'
  group by a.id, a.idea_id, a.evaluator_id
  having sum(c.weight) > 0`;

/** A criterion's score on 0–100 (normalisedScore), over `rs` joined to its criterion `c`. */
const NORMALISED_SQL = '(rs.score - 1)::float8 / (c.scale - 1) * 100';

const ORDER_COLUMNS = { title: 'lower(name)', reviews: 'submitted', mean: 'mean', spread: 'spread' } as const;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export interface ConsensusRow {
  id: string;
  name: string;
  assigned: number;
  submitted: number;
  mean: number | null;
  spread: number | null;
  disagreement: boolean;
  total: number;
}

/**
 * The ideas assigned for review in a stage with their consensus, in the asked order, after the
 * filters. Read from the stage's assignments (an index), not from which stage each idea is in
 * now: that is worked out per idea of the campaign, and cost the ranking most of its time at a
 * thousand ideas; an idea a rule has moved on stays in the ranking it was moved by, and one
 * nobody is asked to review has nothing to rank (the assignment overview lists those).
 * `criterionId` is the criterion sorted by, if any.
 */
export function rankedIdeas(
  em: EntityManager,
  scope: { stageId: string; criterionId: string | null },
  filters: Pick<ConsensusFilters, 'sort' | 'direction' | 'disagreementOnly' | 'minReviews' | 'search'>,
  page: { limit: number; offset: number },
): Promise<ConsensusRow[]> {
  const where: string[] = [];
  const params: unknown[] = [scope.stageId, scope.criterionId, scope.stageId, DISAGREEMENT_SPREAD, scope.stageId];
  if (filters.disagreementOnly) where.push('disagreement');
  if (filters.minReviews > 0) {
    where.push('submitted >= ?');
    params.push(filters.minReviews);
  }
  if (filters.search) {
    where.push('name ilike ?');
    params.push(`%${escapeLike(filters.search)}%`);
  }
  const column = scope.criterionId ? 'criterion_mean' : ORDER_COLUMNS[filters.sort as keyof typeof ORDER_COLUMNS];
  const direction = filters.direction === 'asc' ? 'asc' : 'desc';
  return em.getConnection().execute<ConsensusRow[]>(
    `with reviews as (${REVIEW_SCORES_SQL}),
     panel as (select idea_id, count(*)::int as n, sum(score) / count(*) as mean from reviews group by idea_id),
     spread as (
       select r.idea_id, sqrt(sum((r.score - p.mean) * (r.score - p.mean)) / p.n) as spread
       from reviews r join panel p on p.idea_id = r.idea_id group by r.idea_id, p.n
     ),
     criterion as (
       select a.idea_id, avg(${NORMALISED_SQL}) as mean
       from review_assignment a
       join review_score rs on rs.assignment_id = a.id and rs.score is not null and rs.criterion_id = ?
       join scorecard_criterion c on c.id = rs.criterion_id
       where a.stage_id = ? and a.state = 'submitted'
       group by a.idea_id
     ),
     ranked as (
       select i.id, i.name, x.assigned, coalesce(p.n, 0) as submitted, p.mean, sp.spread,
         coalesce(p.n, 0) > 1 and sp.spread >= ? as disagreement,
         cm.mean as criterion_mean
       from (select idea_id, count(*)::int as assigned from review_assignment where stage_id = ? group by idea_id) x
       join idea i on i.id = x.idea_id
       left join panel p on p.idea_id = i.id
       left join spread sp on sp.idea_id = i.id
       left join criterion cm on cm.idea_id = i.id
     )
     select id, name, assigned, submitted, mean, spread, disagreement, count(*) over ()::int as total
     from ranked ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
     order by ${column} ${direction} nulls last, lower(name) asc, id asc
     limit ? offset ?`,
    [...params, page.limit, page.offset],
  );
}

/** Each criterion's mean score on 0–100 over the submitted reviews of some ideas in a stage. */
export function criterionMeans(em: EntityManager, stageId: string, ideaIds: string[]): Promise<{ idea_id: string; criterion_id: string; mean: number }[]> {
  if (ideaIds.length === 0) return Promise.resolve([]);
  return em.getConnection().execute(
    `select a.idea_id, rs.criterion_id, avg(${NORMALISED_SQL}) as mean
     from review_assignment a
     join review_score rs on rs.assignment_id = a.id and rs.score is not null
     join scorecard_criterion c on c.id = rs.criterion_id
     where a.stage_id = ? and a.state = 'submitted' and a.idea_id in (?)
     group by a.idea_id, rs.criterion_id`,
    [stageId, ideaIds],
  );
}

export interface CalibrationRow {
  id: string;
  first_name: string;
  last_name: string;
  reviews: number;
  compared: number;
  mean_offset: number | null;
}

/**
 * Each evaluator's offset from the panel in a stage: over their submitted reviews of ideas that
 * others reviewed too, their review's score minus the mean of the other reviews of that idea,
 * averaged. The campaign's evaluators, and anyone whose review is in though they left the role.
 */
export function calibration(em: EntityManager, scope: { campaignId: string; stageId: string }): Promise<CalibrationRow[]> {
  return em.getConnection().execute<CalibrationRow[]>(
    `with reviews as (${REVIEW_SCORES_SQL}),
     panel as (select idea_id, count(*)::int as n, sum(score) as total from reviews group by idea_id)
     select u.id, u.first_name, u.last_name,
       count(r.id)::int as reviews,
       (count(r.id) filter (where p.n > 1))::int as compared,
       avg(r.score - (p.total - r.score) / (p.n - 1)) filter (where p.n > 1) as mean_offset
     from app_user u
     left join reviews r on r.evaluator_id = u.id
     left join panel p on p.idea_id = r.idea_id
     where u.id in (select e.user_id from campaign_evaluator e where e.campaign_id = ?) or u.id in (select evaluator_id from reviews)
     group by u.id
     order by u.first_name, u.last_name, u.id`,
    [scope.stageId, scope.campaignId],
  );
}
