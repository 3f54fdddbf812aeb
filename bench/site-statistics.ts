import { randomBytes } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { defaultOrganisationRoles } from '#server/modules/organisation/default-roles.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { allSitesStatistics, organisationStatistics } from '#server/modules/site-statistics/site-statistics.service.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import { SUPER_ADMIN_ROLE } from '#shared/constants.ts';
import { campaignSettingsSchema } from '#shared/schemas/campaign.ts';
import { lastDays } from '#shared/schemas/site-statistics.ts';
import { openBenchDatabase } from './database';

/**
 * `npm run bench:stats`: the organisation statistics of one site with BENCH_USERS users (10,000)
 * and BENCH_IDEAS ideas (20,000) spread over the last year, with their feedback, comments,
 * upvotes, campaign joins and invitations, seeded set-based. Prints the median and p95 time of
 * the service (three statements) for a week, the default 30 days and a year, and the same across
 * sites. The service is timed without HTTP: the screen's one request adds only tRPC's few ms.
 */
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const IDEAS = Number(process.env.BENCH_IDEAS ?? 20_000);
const CAMPAIGNS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const DAY = 24 * 60 * 60 * 1000;
const log = (message: string) => process.stdout.write(`${message}\n`);

async function seed(orm: MikroORM): Promise<{ orgId: string; adminId: string }> {
  const em = orm.em.fork();
  const org = em.create(OrganisationSchema, {
    name: 'Statistics bench',
    slug: 'stats-bench',
    subdomain: 'stats-bench',
    publicUrl: null,
    language: 'en',
    premium: true,
    isDefault: false,
    settings: {},
    roles: defaultOrganisationRoles('en'),
  });
  const admin = buildUser(em, org, { email: 'admin@stats-bench.example.com', firstName: 'Bench', lastName: 'Admin', passwordHash: null, status: 'active', isOrgAdmin: true, roles: [SUPER_ADMIN_ROLE] });
  for (let index = 0; index < CAMPAIGNS; index += 1) {
    // Staggered over the year so each period sees some campaigns running and some not.
    const start = Date.now() - (360 - index * 18) * DAY;
    const campaign = em.create(CampaignSchema, {
      organisation: org,
      slug: `stats-bench-${index}`,
      name: `Bench campaign ${index}`,
      startDate: new Date(start),
      endDate: new Date(start + 60 * DAY),
      active: true,
      privacySetting: 'public',
      settings: campaignSettingsSchema.parse({}),
      rewards: [],
      inviteSecret: randomBytes(24).toString('base64url'),
      createdBy: admin,
      photo: null,
    });
    campaign.coaches.add(admin);
  }
  await em.flush();
  await bulkInsert(em, org.id);
  return { orgId: org.id, adminId: admin.id };
}

async function bulkInsert(em: EntityManager, orgId: string): Promise<void> {
  const run = (sql: string, params: unknown[] = []) => em.getConnection().execute(sql, params);
  await run(
    `insert into app_user (id, created_at, updated_at, organisation_id, email, email_normalized, first_name, last_name, status, email_options)
     select gen_random_uuid(), now() - ((g * 7919) % 365 || ' days')::interval, now(), ?, 'user' || g || '@stats-bench.example.com', 'user' || g || '@stats-bench.example.com',
       'First' || g, 'Last' || g, 'active', '{"feedback":true,"winner":true,"comment":true,"tags":true}'
     from generate_series(1, ?::int) g`,
    [orgId, USERS],
  );
  await run(`create table bench_user as select row_number() over (order by id) - 1 as n, id, created_at from app_user where organisation_id = ? and email like 'user%'`, [orgId]);
  await run(`create table bench_campaign as select row_number() over (order by start_date) - 1 as n, id, start_date, end_date from campaign where organisation_id = ?`, [orgId]);
  // Each user joins one campaign, on a day inside it.
  await run(
    `insert into campaign_participant (id, created_at, updated_at, campaign_id, user_id, status, approved_at)
     select gen_random_uuid(), c.start_date + (u.n % 50) * interval '1 day', now(), c.id, u.id, case when u.n % 17 = 0 then 'pending' else 'approved' end, null
     from bench_user u join bench_campaign c on c.n = u.n % ${CAMPAIGNS}`,
  );
  await run(
    `insert into campaign_invitation (id, created_at, updated_at, campaign_id, email, accepted_at)
     select gen_random_uuid(), c.start_date + (g % 40) * interval '1 day', now(), c.id, 'invitee' || g || '@stats-bench.example.com', case when g % 3 = 0 then c.start_date + (g % 40 + 2) * interval '1 day' end
     from generate_series(1, 4000) g join bench_campaign c on c.n = g % ${CAMPAIGNS}`,
  );
  await run(
    `insert into idea (id, created_at, updated_at, organisation_id, campaign_id, name, content, status, extra_fields, created_by_id)
     select gen_random_uuid(), c.start_date + ((g * 31) % 59) * interval '1 day' + (g % 1440) * interval '1 minute', now(), ?, c.id,
       'Bench idea ' || g, 'An idea to count.', case when g % 83 = 0 then 'DRAFT' else 'PUBLISHED' end, '{}', u.id
     from generate_series(1, ?::int) g join bench_campaign c on c.n = g % ${CAMPAIGNS} join bench_user u on u.n = (g * 7919) % ?`,
    [orgId, IDEAS, USERS],
  );
  await run(`create table bench_idea as select row_number() over (order by id) - 1 as n, id, created_at, created_by_id from idea where organisation_id = ?`, [orgId]);
  await run(`insert into idea_author (id, created_at, updated_at, idea_id, user_id, status) select gen_random_uuid(), created_at, created_at, id, created_by_id, 'accepted' from bench_idea`);
  await run(
    `insert into feedback (id, created_at, updated_at, organisation_id, idea_id, author_id, comment, rating, used)
     select gen_random_uuid(), i.created_at + k * interval '5 hours', now(), ?, i.id, u.id, 'Promising.', 1 + (i.n * k) % 5, false
     from bench_idea i cross join generate_series(1, ((i.n * 40503) % 4)::int) k join bench_user u on u.n = (i.n * 13 + k * 101) % ?`,
    [orgId, USERS],
  );
  await run(
    `insert into comment (id, created_at, updated_at, organisation_id, idea_id, author_id, body)
     select gen_random_uuid(), i.created_at + k * interval '3 hours', now(), ?, i.id, u.id, 'I like this.'
     from bench_idea i cross join generate_series(1, ((i.n * 69069) % 3)::int) k join bench_user u on u.n = (i.n * 5 + k * 37) % ?`,
    [orgId, USERS],
  );
  await run(
    `insert into upvote (id, created_at, updated_at, idea_id, user_id)
     select gen_random_uuid(), i.created_at + k * interval '1 hour', now(), i.id, u.id
     from bench_idea i cross join generate_series(1, ((i.n * 2654435761) % 8)::int) k join bench_user u on u.n = (i.n + k * 17) % ?`,
    [USERS],
  );
  for (const table of ['bench_user', 'bench_campaign', 'bench_idea']) await run(`drop table ${table}`);
  for (const table of ['app_user', 'campaign', 'campaign_participant', 'campaign_invitation', 'idea', 'idea_author', 'feedback', 'comment', 'upvote']) await run(`vacuum analyze ${table}`);
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  try {
    const seeded = await seed(database.orm);
    const em = database.orm.em.fork();
    const site = await em.findOneOrFail(OrganisationSchema, { id: seeded.orgId });
    const viewer = await em.findOneOrFail('User', { id: seeded.adminId }, { filters: false });
    // The service reads only em, site and viewer; the rest of a request's context is not needed to time it.
    const ctx = { em, site, viewer } as unknown as AuthedContext;
    log(`site statistics: ${USERS} users, ${IDEAS} ideas, ${CAMPAIGNS} campaigns; ${ROUNDS} rounds each (load ${(await import('node:os')).loadavg()[0]!.toFixed(2)})`);
    log('period              scope          median ms   p95 ms   active users');
    for (const [label, days] of [
      ['7 days', 7],
      ['30 days (default)', 30],
      ['365 days', 365],
    ] as const) {
      const period = lastDays(new Date(), days);
      for (const [scope, run] of [
        ['organisation', () => organisationStatistics(ctx, period)],
        ['all sites', () => allSitesStatistics(ctx, period)],
      ] as const) {
        const times: number[] = [];
        let active = 0;
        for (let round = 0; round < ROUNDS + 2; round += 1) {
          const started = performance.now();
          active = (await run()).activeUsers;
          // The first rounds warm PostgreSQL's caches and plans.
          if (round >= 2) times.push(performance.now() - started);
        }
        log(`${label.padEnd(20)}${scope.padEnd(15)}${percentile(times, 0.5).toFixed(1).padStart(9)}${percentile(times, 0.95).toFixed(1).padStart(9)}${String(active).padStart(15)}`);
      }
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
