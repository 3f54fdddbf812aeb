import { loadavg } from 'node:os';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { TENANT_FILTER, type TenantFilterArgs } from '#server/db/base-entity.ts';
import { possibleDuplicates } from '#server/modules/idea-duplicates/duplicate-pairs.service.ts';
import { campaignIdeasQuery } from '#server/modules/idea/idea-list.service.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { ideaCorpus } from '#test/support/idea-corpus.ts';
import { openBenchDatabase } from './database';
import { createBenchCampaign } from './seed';

/**
 * `npm run bench:duplicates`: one campaign of BENCH_IDEAS ideas (10,000) from the idea corpus
 * (shared vocabulary, every 20th a reworded title, every 50th a re-used text). Prints:
 * - what keeping the pairs costs: the ideas' measurement after the bulk insert (the work the
 *   views spread over their visits, REFRESH_PER_VIEW at a time), per idea;
 * - the first page of possible duplicates (the service as the procedure calls it, the campaign
 *   check included), median and p95 over BENCH_ROUNDS, against the baseline of the same run: the
 *   first page of the campaign's ideas list, newest first (its SQL, as the list procedure sends it).
 */
const IDEAS = Number(process.env.BENCH_IDEAS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const log = (message: string) => process.stdout.write(`${message}\n`);

async function seed(orm: MikroORM): Promise<{ orgId: string; coachId: string; campaignId: string; slug: string }> {
  const em = orm.em.fork();
  const { org, coach, campaign } = await createBenchCampaign(em, {
    site: { name: 'Duplicates bench', subdomain: 'duplicates-bench', settings: {} },
    coachEmail: 'coach@duplicates-bench.example.com',
    campaign: { slug: 'duplicates-bench', name: 'Duplicates bench', startedDaysAgo: 1 },
  });
  await insertIdeas(em, { orgId: org.id, campaignId: campaign.id, authorId: coach.id });
  return { orgId: org.id, coachId: coach.id, campaignId: campaign.id, slug: campaign.slug };
}

async function insertIdeas(em: EntityManager, ids: { orgId: string; campaignId: string; authorId: string }): Promise<void> {
  const run = (sql: string, params: unknown[] = []) => em.getConnection().execute(sql, params);
  await run(
    `insert into idea (id, created_at, updated_at, organisation_id, campaign_id, name, content, status, extra_fields, created_by_id)
     select gen_random_uuid(), now() - g * interval '1 minute', now(), ?, ?, corpus.value->>'name', corpus.value->>'content',
       case when g % 97 = 0 then 'DRAFT' when g % 89 = 0 then 'ARCHIVED' else 'PUBLISHED' end, '{}', ?
     from jsonb_array_elements(?::jsonb) with ordinality as corpus(value, g)`,
    [ids.orgId, ids.campaignId, ids.authorId, JSON.stringify(ideaCorpus(IDEAS))],
  );
  await run(`insert into idea_author (id, created_at, updated_at, idea_id, user_id, status) select gen_random_uuid(), created_at, created_at, id, created_by_id, 'accepted' from idea where campaign_id = ?`, [ids.campaignId]);
  // As autovacuum leaves a running site: the GIN indexes' pending lists merged, statistics known.
  for (const table of ['idea', 'idea_author', 'idea_duplicate_pending']) await run(`vacuum analyze ${table}`);
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS + 3; round += 1) {
    const started = performance.now();
    await run();
    // The first rounds warm PostgreSQL's caches and plans.
    if (round >= 3) times.push(performance.now() - started);
  }
  return times;
}

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  try {
    const seeded = await seed(database.orm);
    const em = database.orm.em.fork();
    const connection = em.getConnection();
    log(`possible duplicates: ${IDEAS} ideas in one campaign; ${ROUNDS} rounds each (load ${loadavg()[0]!.toFixed(2)} on the machine)`);

    const started = performance.now();
    await connection.execute('select count(refresh_idea_duplicate_candidates(idea_id)) from idea_duplicate_pending where campaign_id = ?', [seeded.campaignId]);
    await connection.execute('delete from idea_duplicate_pending where campaign_id = ?', [seeded.campaignId]);
    await connection.execute('vacuum analyze idea_duplicate_candidate');
    const measuring = performance.now() - started;
    const [{ pairs }] = (await connection.execute('select count(*)::int as pairs from idea_duplicate_candidate where campaign_id = ?', [seeded.campaignId])) as [{ pairs: number }];
    log(`measuring every idea after the bulk insert: ${(measuring / 1000).toFixed(1)} s, ${(measuring / IDEAS).toFixed(1)} ms per idea; ${pairs} pairs kept`);

    const site = await em.findOneOrFail(OrganisationSchema, { id: seeded.orgId });
    const viewer = await em.findOneOrFail('User', { id: seeded.coachId }, { filters: false });
    // The service reads only em, site and viewer; the rest of a request's context is not needed to time it.
    const ctx = { em, site, viewer } as unknown as AuthedContext;
    const list = campaignIdeasQuery({ campaignId: seeded.campaignId, coach: true, sort: 'new', terms: [], limit: 10, offset: 0 });
    const baseline = await timed(() => connection.execute(list.sql, list.params));
    // A fork per call, scoped to the site as a request's is.
    const page = (number: number) => () => {
      const fork = em.fork();
      fork.setFilterParams(TENANT_FILTER, { organisationId: seeded.orgId } satisfies TenantFilterArgs);
      return possibleDuplicates({ ...ctx, em: fork }, { campaignSlug: seeded.slug, page: number });
    };
    const firstPage = await timed(page(1));
    const fifthPage = await timed(page(5));
    log('query                                   median ms   p95 ms   × baseline (median)');
    for (const [label, times] of [
      ['ideas list, first page (baseline)', baseline],
      ['possible duplicates, first page', firstPage],
      ['possible duplicates, page 5', fifthPage],
    ] as const) {
      log(`${label.padEnd(40)}${percentile(times, 0.5).toFixed(1).padStart(9)}${percentile(times, 0.95).toFixed(1).padStart(9)}${(percentile(times, 0.5) / percentile(baseline, 0.5)).toFixed(1).padStart(10)}×`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
