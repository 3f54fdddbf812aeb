import { loadavg } from 'node:os';
import { openBenchDatabase } from './database';
import { seedBenchDatabase } from './seed';

/**
 * `npm run bench:bulk`: how long the bench seed (set-based inserts of ideas, authors, tags,
 * upvotes, feedback and comments, then the counters) takes at growing sizes, on the schema before
 * the kept list totals moved to statement triggers (BENCH_BULK_BEFORE, the last migration of the
 * row trigger) and on today's. Each size and schema gets a fresh database, the two one after the
 * other in the same run, so the load is alike. Linear writes keep seconds per 1,000 ideas flat.
 * BENCH_BULK_SIZES lists the sizes (2500,5000,10000); BENCH_BULK_BEFORE_MAX skips the old schema
 * above that size (10000), where it takes minutes to hours.
 */
const SIZES = (process.env.BENCH_BULK_SIZES ?? '2500,5000,10000').split(',').map(Number);
const BEFORE_MIGRATION = process.env.BENCH_BULK_BEFORE ?? 'Migration20261129060000';
const BEFORE_MAX = Number(process.env.BENCH_BULK_BEFORE_MAX ?? 10_000);
const USERS = 500;
const log = (message: string) => process.stdout.write(`${message}\n`);

async function seedSeconds(migrateTo: string | undefined, ideas: number): Promise<number> {
  const database = await openBenchDatabase({ migrateTo });
  try {
    const started = performance.now();
    await seedBenchDatabase(database.orm, database.url, { ideas, users: USERS });
    return (performance.now() - started) / 1000;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  log(`bench:bulk: seeding ${SIZES.join(' / ')} ideas (${USERS} users), row trigger (${BEFORE_MIGRATION}) vs statement triggers`);
  log(`load average before: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  log('ideas     row trigger s  statement s  s per 1k (row / statement)');
  for (const ideas of SIZES) {
    const before = ideas <= BEFORE_MAX ? await seedSeconds(BEFORE_MIGRATION, ideas) : undefined;
    const after = await seedSeconds(undefined, ideas);
    const perThousand = (seconds: number) => (seconds / (ideas / 1000)).toFixed(2);
    log(
      `${String(ideas).padEnd(9)} ${(before === undefined ? 'skipped' : before.toFixed(1)).padStart(13)}  ${after.toFixed(1).padStart(11)}  ` +
        `${before === undefined ? '-' : perThousand(before)} / ${perThousand(after)}`,
    );
  }
  log(`load average after: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
}

await main();
