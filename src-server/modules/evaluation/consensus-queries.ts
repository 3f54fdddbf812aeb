import type { EntityManager } from '@mikro-orm/postgresql';
import { DISAGREEMENT_SPREAD } from '#shared/review-scores.ts';
import type { ConsensusFilters } from '#shared/schemas/consensus.ts';
import { executePrepared } from '#server/db/prepared-statements.ts';

/**
 * The consensus figures in SQL, so a stage of a thousand ideas is ranked, filtered and paged by
 * PostgreSQL rather than read whole into the process. Each figure is reckoned as
 * src-shared/review-scores.ts does (a score on 0–100, a review's weighted mean, the panel's mean
 * and population spread, disagreement at DISAGREEMENT_SPREAD), here and in the triggers that keep
 * review_consensus (migration 20261201020000); consensus.test.ts and consensus-store.test.ts hold
 * them to the same numbers.
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

const ORDER_COLUMNS = { title: 'lower(i.name)', reviews: 'c.submitted', mean: 'c.mean', spread: 'c.spread' } as const;

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
  /** Each scored criterion's mean on 0–100, by criterion id. */
  criterion_means: Record<string, number>;
  total: number;
}

/**
 * The ideas assigned for review in a stage with their consensus, in the asked order, after the
 * filters: the rows review_consensus keeps (its triggers recompute an idea's row whenever its
 * assignments, their scores or the scorecard's weights change), so a page reads a page of rows,
 * the mean, spread and reviews orders from their (stage, column) indexes. Read from the stage's
 * assignments, not from which stage each idea is in now: an idea a rule has moved on stays in the
 * ranking it was moved by, and one nobody is asked to review has nothing to rank (the assignment
 * overview lists those). `criterionId` is the criterion sorted by, if any.
 */
export function rankedIdeas(
  em: EntityManager,
  scope: { siteId: string; stageId: string; criterionId: string | null },
  filters: Pick<ConsensusFilters, 'sort' | 'direction' | 'disagreementOnly' | 'minReviews' | 'search'>,
  page: { limit: number; offset: number },
): Promise<ConsensusRow[]> {
  // The site is checked on the idea each row joins anyway: a condition on the kept row would keep
  // the planner from walking the order's (stage, column) index.
  const where = ['c.stage_id = ? and i.organisation_id = ?'];
  const whereParams: unknown[] = [scope.stageId, scope.siteId];
  if (filters.disagreementOnly) {
    where.push('c.submitted > 1 and c.spread >= ?');
    whereParams.push(DISAGREEMENT_SPREAD);
  }
  if (filters.minReviews > 0) {
    where.push('c.submitted >= ?');
    whereParams.push(filters.minReviews);
  }
  if (filters.search) {
    where.push('i.name ilike ?');
    whereParams.push(`%${escapeLike(filters.search)}%`);
  }
  const direction = filters.direction === 'asc' ? 'asc' : 'desc';
  const column = scope.criterionId ? '(c.criterion_means ->> ?)::float8' : ORDER_COLUMNS[filters.sort as keyof typeof ORDER_COLUMNS];
  const orderParams = scope.criterionId ? [scope.criterionId] : [];
  // Unfiltered, the total is the stage's row count (an index-only count) and the page comes from
  // the order's index; filtered, the matches are counted as they are ranked.
  const total = where.length === 1 ? '(select count(*) from review_consensus t where t.stage_id = ?)::int' : 'count(*) over ()::int';
  const totalParams = where.length === 1 ? [scope.stageId] : [];
  return executePrepared<ConsensusRow>(
    em,
    `select c.idea_id as id, i.name, c.assigned, c.submitted, c.mean, c.spread, c.submitted > 1 and c.spread >= ? as disagreement,
       c.criterion_means, ${total} as total
     from review_consensus c join idea i on i.id = c.idea_id
     where ${where.join(' and ')}
     order by ${column} ${direction} nulls last, lower(i.name) asc, c.idea_id asc
     limit ? offset ?`,
    [DISAGREEMENT_SPREAD, ...totalParams, ...whereParams, ...orderParams, page.limit, page.offset],
  );
}

export interface ScorecardFacts {
  id: string;
  campaignId: string;
  nameEn: string;
  nameSv: string;
  criteria: { id: string; nameEn: string; nameSv: string; guidance: string; scale: number; weight: number }[];
}

/** A stage of the site with its scorecard's criteria in order, in one statement: what the table heads its columns with. */
export async function scorecardFacts(em: EntityManager, siteId: string, stageId: string): Promise<ScorecardFacts | null> {
  const [row] = await executePrepared<ScorecardFacts>(
    em,
    `select s.id, s.campaign_id as "campaignId", s.name_en as "nameEn", s.name_sv as "nameSv",
       coalesce((select json_agg(json_build_object('id', c.id, 'nameEn', c.name_en, 'nameSv', c.name_sv, 'guidance', c.guidance, 'scale', c.scale, 'weight', c.weight) order by c.position)
         from scorecard_criterion c where c.stage_id = s.id), '[]') as criteria
     from campaign_stage s where s.id = ? and s.organisation_id = ?`,
    [stageId, siteId],
  );
  return row ?? null;
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
