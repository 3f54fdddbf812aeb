import { loadavg } from 'node:os';
import pg from 'pg';
import { openBenchDatabase } from './database';
import { createBenchCampaign } from './seed';

/**
 * `npm run bench:hot-row` (issue 37 item 2): BENCH_CONNECTIONS (50) clients writing for
 * BENCH_DURATION (10) seconds, each loop creating an idea, giving feedback on it, upvoting it and
 * commenting on it, every write in its own transaction with the counter statements our services
 * send (idea.service: campaign.idea_count; feedback.service: idea and campaign feedback_count;
 * upvote.service, comment.service: the idea's counters; the listing trigger: the campaign's
 * listed counts). Once with every client in ONE campaign, once with each in a campaign of its own,
 * alternating BENCH_ROUNDS (2) times; prints writes per second of each and their ratio, then checks
 * every counter against its rows.
 */
const CLIENTS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const log = (message: string) => process.stdout.write(`${message}\n`);

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: CLIENTS });
  try {
    const em = database.orm.em.fork();
    const { org, campaign } = await createBenchCampaign(em, {
      site: { name: 'Hot row bench', subdomain: 'hot-row-bench', settings: {} },
      coachEmail: 'coach@hot-row-bench.example.com',
      campaign: { slug: 'hot-row-0', name: 'Hot row 0', startedDaysAgo: 1 },
    });
    // The other campaigns: copies of the first under their own id and slug.
    await pool.query(
      `insert into campaign select (jsonb_populate_record(null::campaign, to_jsonb(c) || jsonb_build_object('id', gen_random_uuid(), 'slug', 'hot-row-' || n, 'name', 'Hot row ' || n))).*
       from campaign c, generate_series(1, $2 - 1) n where c.id = $1`,
      [campaign.id, CLIENTS],
    );
    const campaigns = (await pool.query<{ id: string }>(`select id from campaign where organisation_id = $1 order by slug = 'hot-row-0' desc, slug`, [org.id])).rows.map((row) => row.id);
    const users = (
      await pool.query<{ id: string }>(
        `insert into app_user (id, created_at, updated_at, organisation_id, email, email_normalized, first_name, last_name, status, org_role, is_org_admin, roles, description, extra_fields, email_options)
         select gen_random_uuid(), now(), now(), $1, 'writer' || n || '@hot-row-bench.example.com', 'writer' || n || '@hot-row-bench.example.com', 'Writer', 'No ' || n,
           'active', 'member', false, '{}', '', '{}', '{}' from generate_series(1, $2) n returning id`,
        [org.id, CLIENTS],
      )
    ).rows.map((row) => row.id);

    const transaction = async (client: pg.PoolClient, statements: [string, unknown[]][]) => {
      await client.query('begin');
      let first: { id: string } | undefined;
      for (const [sql, params] of statements) {
        const result = await client.query<{ id: string }>(sql, params.map((param) => (param === FIRST ? first!.id : param)));
        first ??= result.rows[0];
      }
      await client.query('commit');
      return first;
    };
    const FIRST = Symbol('the id the first statement returned');

    /** One client's loop: answers the writes it committed before the deadline. */
    const writer = async (userId: string, campaignId: string, until: number) => {
      const client = await pool.connect();
      let writes = 0;
      try {
        while (Date.now() < until) {
          const idea = await transaction(client, [
            [`insert into idea (id, created_at, updated_at, organisation_id, campaign_id, name, content, status, extra_fields, created_by_id)
              values (gen_random_uuid(), now(), now(), $1, $2, 'An idea', 'Its text.', 'PUBLISHED', '{}', $3) returning id`, [org.id, campaignId, userId]],
            [`insert into idea_author (id, created_at, updated_at, idea_id, user_id, status) values (gen_random_uuid(), now(), now(), $1, $2, 'accepted')`, [FIRST, userId]],
            ['update campaign set idea_count = greatest(idea_count + 1, 0) where id = $1', [campaignId]],
          ]);
          await transaction(client, [
            [`insert into feedback (id, created_at, updated_at, organisation_id, idea_id, comment) values (gen_random_uuid(), now(), now(), $1, $2, 'Good.') returning idea_id as id`, [org.id, idea!.id]],
            ['update idea set feedback_count = feedback_count + 1 where id = $1', [idea!.id]],
            ['update campaign set feedback_count = feedback_count + 1 where id = $1', [campaignId]],
          ]);
          await transaction(client, [
            [`insert into upvote (id, created_at, updated_at, idea_id, user_id) values (gen_random_uuid(), now(), now(), $1, $2) returning idea_id as id`, [idea!.id, userId]],
            ['update idea set upvote_count = upvote_count + 1 where id = $1', [idea!.id]],
          ]);
          await transaction(client, [
            [`insert into comment (id, created_at, updated_at, organisation_id, idea_id, body) values (gen_random_uuid(), now(), now(), $1, $2, 'Agreed.') returning idea_id as id`, [org.id, idea!.id]],
            ['update idea set comment_count = comment_count + 1 where id = $1', [idea!.id]],
          ]);
          writes += 4;
        }
      } finally {
        client.release();
      }
      return writes;
    };
    const run = async (spread: boolean) => {
      const until = Date.now() + SECONDS * 1000;
      const counts = await Promise.all(users.map((userId, index) => writer(userId, spread ? campaigns[index]! : campaigns[0]!, until)));
      return counts.reduce((sum, count) => sum + count, 0) / SECONDS;
    };

    log(`bench:hot-row: ${CLIENTS} clients × ${SECONDS} s, load average ${loadavg()[0]!.toFixed(1)}`);
    log(`round   one campaign w/s   ${CLIENTS} campaigns w/s   one / spread`);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const one = await run(false);
      const spread = await run(true);
      log(`${String(round).padEnd(8)}${one.toFixed(0).padStart(16)}${spread.toFixed(0).padStart(19)}${(one / spread).toFixed(2).padStart(14)}×`);
    }
    const { rows } = await pool.query<{ wrong: number }>(
      `select count(*)::int as wrong from campaign c where c.organisation_id = $1 and (
         c.idea_count <> (select count(*) from idea where campaign_id = c.id)
         or c.listed_idea_count <> (select count(*) from idea where campaign_id = c.id and idea_is_listed(status) = 1)
         or c.feedback_count <> (select count(*) from feedback f join idea i on i.id = f.idea_id where i.campaign_id = c.id))
       or exists (select 1 from idea i where i.campaign_id = c.id and (
         i.upvote_count <> (select count(*) from upvote where idea_id = i.id)
         or i.comment_count <> (select count(*) from comment where idea_id = i.id)
         or i.feedback_count <> (select count(*) from feedback where idea_id = i.id)))`,
      [org.id],
    );
    log(`counters: ${rows[0]!.wrong === 0 ? 'every campaign and idea counter equals its rows' : `${rows[0]!.wrong} campaigns with a counter off`}; load average ${loadavg()[0]!.toFixed(1)}`);
  } finally {
    await pool.end();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
