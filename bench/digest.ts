import { execSync } from 'node:child_process';
import type { MikroORM } from '@mikro-orm/postgresql';
import { defaultOrganisationRoles } from '#server/modules/organisation/default-roles.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { scheduleDigests, sendDigest } from '#server/modules/digest/digest.service.ts';
import type { JobQueue } from '#server/jobs/job-queue.ts';
import { openBenchDatabase } from './database';

/**
 * `npm run bench:digest`: the weekly digest for BENCH_PEOPLE people (10,000) of one site, each
 * with BENCH_ITEMS (5) events waiting, as the jobs run it: the scheduler makes a row per person
 * and queues its job (pages of 1,000), then each send-digest job takes one person. Prints the
 * time of both and the process's RSS before, at its peak and after: a digest holds one person's
 * items at a time, so memory stays flat however many people there are.
 */
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 5);
const log = (message: string) => process.stdout.write(`${message}\n`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function seed(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  const org = em.create(OrganisationSchema, { name: 'Digest bench', slug: 'digest-bench', subdomain: 'digest-bench', publicUrl: null, language: 'en', premium: true, isDefault: false, settings: {}, roles: defaultOrganisationRoles('en') });
  await em.flush();
  const run = (sql: string, params: unknown[] = []) => em.getConnection().execute(sql, params);
  await run(
    `insert into app_user (id, created_at, updated_at, organisation_id, email, email_normalized, first_name, last_name, status, email_options)
     select gen_random_uuid(), now(), now(), ?, 'user' || g || '@digest-bench.example.com', 'user' || g || '@digest-bench.example.com', 'First' || g, 'Last' || g, 'active', '{}'
     from generate_series(1, ?::int) g`,
    [org.id, PEOPLE],
  );
  await run(
    `insert into notification_setting (user_id, organisation_id, channels, digest_frequency, updated_at)
     select id, organisation_id, '{"status":"digest","feedback":"digest"}', 'weekly', now() from app_user where organisation_id = ?`,
    [org.id],
  );
  await run(
    `insert into digest_item (id, created_at, organisation_id, user_id, kind, event, data)
     select gen_random_uuid(), now() - (g || ' hours')::interval, u.organisation_id, u.id, 'status', 'idea/status',
       jsonb_build_object('ideaName', 'Idea ' || g, 'campaignName', 'Campaign ' || (g % 3), 'actorName', 'Coach', 'status', 'ACCEPTED')
     from app_user u cross join generate_series(1, ?::int) g where u.organisation_id = ?`,
    [ITEMS, org.id],
  );
  await run('vacuum analyze');
}

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  try {
    log(`seeding ${PEOPLE} people with ${ITEMS} waiting events each…`);
    await seed(database.orm);
    const queued: string[] = [];
    const digestJobs: JobQueue = { send: async (name, data) => void (name === 'send-digest' && queued.push((data as { digestId: string }).digestId)) };
    const mailJobs: JobQueue = { send: async () => undefined };
    const deps = { jobs: mailJobs, publicUrl: 'http://localhost:3000', jwtKey: new TextEncoder().encode('bench-signing-key-of-at-least-32-bytes') };
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);

    const scheduleStart = performance.now();
    await scheduleDigests(database.orm.em.fork(), digestJobs);
    const scheduleMs = performance.now() - scheduleStart;

    // The workers: each job takes one digest id off the queue, as pg-boss hands them out.
    const sendStart = performance.now();
    let items = 0;
    while (queued.length > 0) items += await sendDigest(database.orm.em.fork(), deps, queued.shift()!);
    const sendMs = performance.now() - sendStart;
    clearInterval(sample);
    globalThis.gc?.();
    const after = process.memoryUsage().rss;
    const [mails] = await database.orm.em.fork().getConnection().execute<{ count: string }[]>(`select count(*) from mail_message where template = 'notice-digest'`);

    log(`people: ${PEOPLE}; events carried: ${items}; digest mails written: ${mails?.count}`);
    log(`schedule: ${scheduleMs.toFixed(0)} ms; send: ${(sendMs / 1000).toFixed(1)} s (${(sendMs / PEOPLE).toFixed(2)} ms per person)`);
    log(`RSS before: ${mb(before)}, peak: ${mb(peak)}, after: ${mb(after)}`);
    log(`load: ${execSync('uptime').toString().trim()}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
