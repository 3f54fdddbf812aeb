import { loadavg } from 'node:os';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { TENANT_FILTER, type TenantFilterArgs } from '#server/db/base-entity.ts';
import { executePrepared } from '#server/db/prepared-statements.ts';
import { CampaignEvaluatorSchema, ScorecardCriterionSchema } from '#server/entities/evaluation.entity.ts';
import { CampaignStageSchema } from '#server/entities/stage.entity.ts';
import { autoAssign } from '#server/modules/evaluation/assignments.service.ts';
import { consensusTable } from '#server/modules/evaluation/consensus.service.ts';
import { CONSENSUS_PAGE_SIZE } from '#shared/consensus.ts';
import { rankedIdeas } from '#server/modules/evaluation/consensus-queries.ts';
import { campaignIdeas, campaignIdeasQuery } from '#server/modules/idea/idea-list.service.ts';
import { QUEUE_PAGE_SIZE, REVIEW_QUEUE_GROUPS_SQL, REVIEW_QUEUE_PAGE_SQL, reviewQueue } from '#server/modules/evaluation/review-queue.ts';
import { campaignIdeasInput } from '#shared/schemas/idea-list.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { siteRecordOf } from '#server/modules/organisation/site-cache.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import { viewerFactsOf } from '#server/modules/user/viewer-facts.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { openBenchDatabase } from './database';
import { createBenchCampaign } from './seed';

/**
 * `npm run bench:assignment`: issue 33's volume bars (item 9): automatic assignment of 1,000 ideas
 * × 5 evaluators × 3 reviews under 2 s, and the consensus table's first page and an evaluator's
 * queue each within 2× the ideas list's first page. One campaign of BENCH_IDEAS ideas (1,000) in one stage with a
 * scorecard and BENCH_EVALUATORS evaluators (5), who wrote every 50th idea, co-wrote every 70th and
 * declared a conflict with every 90th, so the exclusions are read and honoured. Each round deals
 * the whole stage afresh (replaceOpen: the open assignments removed, 3,000 written) through the
 * service as the procedure calls it, coach check included. Then two thirds of those reviews are
 * submitted with scores (one statement, so review_consensus's triggers refresh the stage once),
 * and every read is timed twice against the ideas list's first page in the same run: the service
 * as its procedure calls it (campaign or stage check included) against the ideas list's service,
 * and the statement that makes the page alone against the list's statement. The reads: the
 * consensus table's first page, and an evaluator's queue (the procedure lists all their
 * assignments, 600 here). Prints median and p95 over BENCH_ROUNDS, then checks the last
 * assignment round's outcome: every idea its k reviews, the load within one, no excluded pair.
 */
const IDEAS = Number(process.env.BENCH_IDEAS ?? 1_000);
const EVALUATORS = Number(process.env.BENCH_EVALUATORS ?? 5);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
/** The reads take a few ms each: more rounds, so one slow moment of a busy machine moves no median. */
const READ_ROUNDS = Number(process.env.BENCH_READ_ROUNDS ?? 50);
const BAR_MS = 2_000;
/** The consensus table and the queue may cost this many times the ideas list's first page. */
const BAR_RATIO = 2;
const log = (message: string) => process.stdout.write(`${message}\n`);

async function seed(orm: MikroORM) {
  const em = orm.em.fork();
  const { org, coach, campaign } = await createBenchCampaign(em, {
    site: { name: 'Assignment bench', subdomain: 'assignment-bench', settings: {} },
    coachEmail: 'coach@assignment-bench.example.com',
    campaign: { slug: 'assignment-bench', name: 'Assignment bench', startedDaysAgo: 1 },
  });
  const evaluators = Array.from({ length: EVALUATORS }, (_, index) =>
    buildUser(em, org, { email: `evaluator${index}@assignment-bench.example.com`, firstName: 'Evaluator', lastName: String(index), passwordHash: null, status: 'active' }),
  );
  const stage = em.create(CampaignStageSchema, { organisation: org, campaign, position: 0, nameEn: 'Review', nameSv: 'Granskning', participantView: 'stage', reportsStatus: 'PUBLISHED' });
  ['Impact', 'Feasibility', 'Novelty'].forEach((name, position) => em.create(ScorecardCriterionSchema, { organisation: org, stage, position, nameEn: name, nameSv: name, scale: 5, weight: position + 1 }));
  for (const evaluator of evaluators) em.create(CampaignEvaluatorSchema, { organisation: org, campaign, user: evaluator, addedBy: coach });
  await em.flush();
  await insertIdeas(em, { orgId: org.id, campaignId: campaign.id, coachId: coach.id, evaluatorIds: evaluators.map((evaluator) => evaluator.id) });
  return { org, coach, campaign, stage };
}

async function insertIdeas(em: EntityManager, ids: { orgId: string; campaignId: string; coachId: string; evaluatorIds: string[] }): Promise<void> {
  const run = (sql: string, params: unknown[] = []) => em.getConnection().execute(sql, params);
  const evaluators = `(?::uuid[])[1 + g % ${ids.evaluatorIds.length}]`;
  const array = `{${ids.evaluatorIds.join(',')}}`;
  await run(
    `insert into idea (id, created_at, updated_at, organisation_id, campaign_id, name, content, status, extra_fields, created_by_id)
     select gen_random_uuid(), now() - g * interval '1 minute', now(), ?, ?, 'Idea ' || g, 'An idea to review.', 'PUBLISHED', '{}',
       case when g % 50 = 0 then ${evaluators} else ?::uuid end
     from generate_series(1, ?) g`,
    [ids.orgId, ids.campaignId, array, ids.coachId, IDEAS],
  );
  await run(`insert into idea_author (id, created_at, updated_at, idea_id, user_id, status) select gen_random_uuid(), now(), now(), id, created_by_id, 'accepted' from idea where campaign_id = ?`, [ids.campaignId]);
  // Co-authors and conflicts, by the ideas' order of writing.
  const numbered = `select id, row_number() over (order by created_at desc, id) as g from idea where campaign_id = ?`;
  await run(
    `insert into idea_author (id, created_at, updated_at, idea_id, user_id, status)
     select gen_random_uuid(), now(), now(), n.id, (?::uuid[])[1 + (n.g / 70) % ${ids.evaluatorIds.length}], 'accepted' from (${numbered}) n where n.g % 70 = 0
     on conflict (idea_id, user_id) do nothing`,
    [array, ids.campaignId],
  );
  await run(
    `insert into evaluation_conflict (id, created_at, updated_at, organisation_id, idea_id, user_id)
     select gen_random_uuid(), now(), now(), ?, n.id, (?::uuid[])[1 + (n.g / 90 + 2) % ${ids.evaluatorIds.length}] from (${numbered}) n where n.g % 90 = 0`,
    [ids.orgId, array, ids.campaignId],
  );
  for (const table of ['idea', 'idea_author', 'evaluation_conflict']) await run(`vacuum analyze ${table}`);
}

/**
 * Two thirds of the stage's assignments submitted, each criterion scored from a hash of the pair,
 * as the review screen would leave them: the consensus reads real figures, some ideas disagree.
 */
async function submitReviews(em: EntityManager, stageId: string): Promise<void> {
  const run = (sql: string, params: unknown[] = []) => em.getConnection().execute(sql, params);
  const chosen = `select id, organisation_id from review_assignment where stage_id = ? and abs(hashtext(id::text)) % 3 <> 0`;
  await run(
    `insert into review_score (id, created_at, updated_at, organisation_id, assignment_id, criterion_id, score, comment)
     select gen_random_uuid(), now(), now(), a.organisation_id, a.id, c.id, 1 + abs(hashtext(a.id::text || c.id::text)) % c.scale, ''
     from (${chosen}) a cross join scorecard_criterion c where c.stage_id = ?`,
    [stageId, stageId],
  );
  await run(`update review_assignment set state = 'submitted', submitted_at = now() where id in (select assignment_id from review_score)`);
  for (const table of ['review_assignment', 'review_score']) await run(`vacuum analyze ${table}`);
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

async function timed(run: () => Promise<unknown>, rounds = ROUNDS): Promise<number[]> {
  const times: number[] = [];
  // The first two rounds warm PostgreSQL's caches and plans.
  for (let round = 0; round < rounds + 2; round += 1) {
    const started = performance.now();
    await run();
    if (round >= 2) times.push(performance.now() - started);
  }
  return times;
}

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  try {
    const { org, coach, campaign, stage } = await seed(database.orm);
    const em = database.orm.em.fork();
    log(`automatic assignment: ${IDEAS} ideas × ${EVALUATORS} evaluators × ${REVIEWS} reviews, dealt afresh each round; ${ROUNDS} rounds (load ${loadavg()[0]!.toFixed(2)} on the machine)`);

    // A fork per call, scoped to the site as a request's is; the services read em, site and the viewer.
    const context = (viewer: User = coach) => {
      const fork = em.fork();
      fork.setFilterParams(TENANT_FILTER, { organisationId: org.id } satisfies TenantFilterArgs);
      return { em: fork, site: siteRecordOf(org), viewerFacts: viewerFactsOf(viewer), viewer, org } as unknown as AuthedContext;
    };
    let last = { created: 0, shortIdeaCount: 0 };
    const assigning = await timed(async () => {
      last = await autoAssign(context(), { stageGuid: stage.id, reviewsPerIdea: REVIEWS, dueDate: '2030-06-30', replaceOpen: true });
    });
    const connection = em.getConnection();
    await submitReviews(em, stage.id);
    const [{ evaluator_id: evaluatorId }] = await connection.execute<[{ evaluator_id: string }]>('select evaluator_id from review_assignment where stage_id = ? group by evaluator_id order by count(*) desc limit 1', [stage.id]);
    const evaluator = await em.fork().findOneOrFail(UserSchema, { id: evaluatorId }, { filters: false, populate: ['labels'] });

    const listInput = campaignIdeasInput.parse({ slug: campaign.slug, sort: 'new' });
    const list = campaignIdeasQuery({ campaignId: campaign.id, coach: true, sort: 'new', terms: [], limit: listInput.count, offset: 0 });
    const tableInput = { stageGuid: stage.id, sort: 'mean', direction: 'desc', disagreementOnly: false, minReviews: 0, search: '', page: 1 } as const;
    const baseline = await timed(() => campaignIdeas(context(), listInput), READ_ROUNDS);
    // Prepared, as the list's service and the ranking send theirs.
    const baselineSql = await timed(() => executePrepared(em.fork(), list.sql, list.params), READ_ROUNDS);
    const ranking = await timed(() => consensusTable(context(), tableInput), READ_ROUNDS);
    const rankingSql = await timed(() => rankedIdeas(em.fork(), { siteId: org.id, stageId: stage.id, criterionId: null }, tableInput, { limit: CONSENSUS_PAGE_SIZE, offset: 0 }), READ_ROUNDS);
    const queue = await timed(() => reviewQueue(context(evaluator)), READ_ROUNDS);
    // The queue's two statements: the stages' counts, then each stage's first page.
    const queueOnlySql = await timed(async () => {
      const groups = await connection.execute<{ stage_id: string }[]>(REVIEW_QUEUE_GROUPS_SQL, [evaluator.id, org.id]);
      await connection.execute(REVIEW_QUEUE_PAGE_SQL, [groups.map((group) => group.stage_id), evaluator.id, org.id, null, null, null, null, QUEUE_PAGE_SIZE + 1]);
    }, READ_ROUNDS);

    const median = (times: number[]) => percentile(times, 0.5);
    log('operation                                   median ms   p95 ms   × baseline');
    for (const [label, times, base] of [
      [`ideas list, first ${listInput.count} (service; baseline)`, baseline, baseline],
      ['  its statement (baseline of statements)', baselineSql, baselineSql],
      ['automatic assignment, whole stage', assigning, baseline],
      [`consensus table, first ${CONSENSUS_PAGE_SIZE} (service)`, ranking, baseline],
      ['  its ranking statement', rankingSql, baselineSql],
      [`evaluator's queue, first ${QUEUE_PAGE_SIZE} a stage (service)`, queue, baseline],
      ['  its two statements', queueOnlySql, baselineSql],
    ] as const) {
      log(`${label.padEnd(44)}${median(times).toFixed(1).padStart(9)}${percentile(times, 0.95).toFixed(1).padStart(9)}${(median(times) / median(base)).toFixed(2).padStart(12)}`);
    }

    const loads = (await connection.execute<{ load: number }[]>('select count(*)::int as load from review_assignment where stage_id = ? group by evaluator_id', [stage.id])).map((row) => row.load);
    const [{ wrong }] = await connection.execute<[{ wrong: number }]>(
      `select count(*)::int as wrong from review_assignment a
       where a.stage_id = ? and (exists (select 1 from idea_author x where x.idea_id = a.idea_id and x.user_id = a.evaluator_id)
         or exists (select 1 from evaluation_conflict c where c.idea_id = a.idea_id and c.user_id = a.evaluator_id))`,
      [stage.id],
    );
    const [{ reviewed }] = await connection.execute<[{ reviewed: number }]>(`select count(*)::int as reviewed from (select idea_id from review_assignment where stage_id = ? group by idea_id having count(*) = ?) r`, [stage.id, REVIEWS]);
    log(`last round: ${last.created} assignments, ${reviewed} of ${IDEAS} ideas with ${REVIEWS} reviews, ${last.shortIdeaCount} short; loads ${loads.join(' / ')} (max − min ${Math.max(...loads) - Math.min(...loads)}); ${wrong} assigned to an author or a conflict`);
    const p95 = percentile(assigning, 0.95);
    log(`bar: p95 ${p95.toFixed(0)} ms ${p95 < BAR_MS ? '<' : '≥'} ${BAR_MS} ms: ${p95 < BAR_MS && wrong === 0 && Math.max(...loads) - Math.min(...loads) <= 1 ? 'PASS' : 'FAIL'}`);
    for (const [label, times, base] of [
      ['consensus table (service)', ranking, baseline],
      ['consensus table (statement)', rankingSql, baselineSql],
      ['evaluator queue (service)', queue, baseline],
      ['evaluator queue (statement)', queueOnlySql, baselineSql],
    ] as const) {
      const ratio = median(times) / median(base);
      log(`bar: ${label} median ${ratio.toFixed(2)}× the ideas list's ${ratio <= BAR_RATIO ? '≤' : '>'} ${BAR_RATIO}×: ${ratio <= BAR_RATIO ? 'PASS' : 'FAIL'}`);
    }
    log(`load after the run: ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
