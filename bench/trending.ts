import { loadavg } from 'node:os';
import { refreshTrending } from '#server/modules/idea/trending.service.ts';
import { openBenchDatabase } from './database';
import { seedBenchDatabase } from './seed';

/**
 * `npm run bench:trending`: one run of the scheduled trending refresh at BENCH_IDEAS ideas
 * (10,000) over 30 days, five minutes after the run before (the stored scores set as that run
 * left them), against the same run rewriting every touched idea, as it did before it kept a
 * tolerance (its statement replayed here). Prints rows rewritten and ms, BENCH_ROUNDS (3) each,
 * alternating.
 */
const IDEAS = Number(process.env.BENCH_IDEAS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const log = (message: string) => process.stdout.write(`${message}\n`);

const EVERY_TOUCHED_IDEA = `update idea set trending_score = idea_trending_score(idea.upvote_count, idea.feedback_count, idea.comment_count, idea.created_at, now())
  from campaign where campaign.id = idea.campaign_id and campaign.active and campaign.end_date > now() - interval '1 day'
    and idea.upvote_count + idea.feedback_count + idea.comment_count > 0`;

async function main(): Promise<void> {
  log(`bench:trending: ${IDEAS} ideas, load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  const database = await openBenchDatabase();
  try {
    await seedBenchDatabase(database.orm, database.url, { ideas: IDEAS, users: 500 });
    const connection = database.orm.em.fork().getConnection();
    const asFiveMinutesAgo = () =>
      connection.execute(`update idea set trending_score = idea_trending_score(upvote_count, feedback_count, comment_count, created_at, now() - interval '5 minutes')`);
    const timed = async (run: () => Promise<number>) => {
      await asFiveMinutesAgo();
      await connection.execute('vacuum idea');
      const started = performance.now();
      const rows = await run();
      return `${String(rows).padStart(8)} rows ${(performance.now() - started).toFixed(0).padStart(7)} ms`;
    };
    log('round   every touched idea            beyond the tolerance');
    for (let round = 1; round <= ROUNDS; round += 1) {
      const every = await timed(async () => (await connection.execute<{ affectedRows: number }>(EVERY_TOUCHED_IDEA, [], 'run')).affectedRows);
      const tolerant = await timed(() => refreshTrending(database.orm.em.fork()));
      log(`${String(round).padEnd(8)}${every}    ${tolerant}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
