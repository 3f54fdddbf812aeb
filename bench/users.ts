import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { buildApp } from '#server/app.ts';
import { TENANT_FILTER, type TenantFilterArgs } from '#server/db/base-entity.ts';
import { createSession } from '#server/modules/auth/session.service.ts';
import { defaultOrganisationRoles } from '#server/modules/organisation/default-roles.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import { LocalDiskStorage } from '#server/storage/local-disk-storage.ts';
import { EXTRA_FIELD_SEPARATOR } from '#shared/user-filters.ts';
import { openBenchDatabase } from './database';

/**
 * `npm run bench:users`: the admin users list and its export at BENCH_USERS users (10,000 by
 * default) on one site. Prints the median and p95 time of a list page for each kind of filter
 * (one statement a page, served by app_user's indexes), then each export format's time to the
 * last byte, its size and the process's peak RSS above what it held before, at a tenth of the
 * users and at all of them: a streamed export holds about the same memory at both.
 */
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const HOST = 'people-bench.localhost';
const log = (message: string) => process.stdout.write(`${message}\n`);

interface Seeded {
  orgId: string;
  cookie: string;
  labelId: string;
}

async function seed(orm: MikroORM): Promise<Seeded> {
  const em = orm.em.fork();
  const org = em.create(OrganisationSchema, {
    name: 'People bench',
    slug: 'people-bench',
    subdomain: 'people-bench',
    publicUrl: null,
    language: 'en',
    premium: true,
    isDefault: false,
    settings: { registrationExtraFields: { custom: [{ fieldid: 'val.team', label: 'Team', formTypeRegistration: 'dropdown', options: 'Red, Green, Blue, Yellow' }] } },
    roles: defaultOrganisationRoles('en'),
  });
  const admin = buildUser(em, org, { email: 'admin@people-bench.example.com', firstName: 'Bench', lastName: 'Admin', passwordHash: null, status: 'active', isOrgAdmin: true });
  await em.flush();
  const connection = em.getConnection();
  const labelId = (await connection.execute<{ id: string }[]>(`insert into label (id, created_at, updated_at, organisation_id, name) values (gen_random_uuid(), now(), now(), ?, 'Mentor') returning id`, [org.id]))[0]!.id;
  // Set-based, as the ideas bench seeds: statuses spread as a site's are (mostly active), a team each, a label on every 7th.
  await connection.execute(
    `insert into app_user (id, created_at, updated_at, organisation_id, email, email_normalized, first_name, last_name, status, org_role, is_org_admin, roles, description, extra_fields, email_options)
     select gen_random_uuid(), now() - (n || ' minutes')::interval, now(), ?, 'person' || n || '@people-bench.example.com', 'person' || n || '@people-bench.example.com',
       (array['Anna','Erik','Maria','Lars','Karin','Johan','Sara','Per','Lena','Nils'])[1 + n % 10], 'Person' || n,
       case when n % 20 = 0 then 'inactive' when n % 50 = 1 then 'pendingDelete' when n % 97 = 2 then 'blocked' else 'active' end,
       'member', false, '{}', '', jsonb_build_object('val.team', (array['Red','Green','Blue','Yellow'])[1 + n % 4]), '{"feedback":true,"winner":true,"comment":true,"tags":true}'
     from generate_series(1, ?) as n`,
    [org.id, USERS - 1],
  );
  await connection.execute(`insert into user_label (user_id, label_id) select id, ? from app_user where organisation_id = ? and right(email_normalized, 30) like '%7@people-bench.example.com'`, [labelId, org.id]);
  await connection.execute('vacuum analyze app_user');
  await connection.execute('vacuum analyze user_label');
  const scoped = orm.em.fork();
  const tenant: TenantFilterArgs = { organisationId: org.id };
  scoped.setFilterParams(TENANT_FILTER, tenant);
  const session = await createSession(scoped, await scoped.findOneOrFail(UserSchema, { id: admin.id }, { filters: false }), 'browser', { ip: '127.0.0.1', userAgent: 'bench' });
  return { orgId: org.id, cookie: `__Host-session=${session.token}`, labelId };
}

function trpcList(input: Record<string, unknown>): string {
  return `/trpc/people.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: input } }))}`;
}

/** GETs a path with the admin's cookie, keeping the body only when asked: the status, body, bytes and ms to the last byte. */
function request(port: number, path: string, cookie: string, keep = false): Promise<{ status: number; body: string; bytes: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { host: HOST, cookie } }, (response) => {
      let bytes = 0;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (keep) chunks.push(chunk);
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), bytes, ms: performance.now() - started }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

/** Runs `work` while sampling the process's RSS; answers its result and the peak above the RSS before it. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, peakMb: (peak - before) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  const filesDir = mkdtempSync(join(tmpdir(), 'ideahunt-people-bench-'));
  try {
    const seedStarted = Date.now();
    const seeded = await seed(database.orm);
    log(`seeded ${USERS} users in ${((Date.now() - seedStarted) / 1000).toFixed(1)}s`);
    const app = await buildApp({
      orm: database.orm,
      jwtKey: randomBytes(32),
      logger: pino({ level: 'warn' }),
      storage: new LocalDiskStorage(filesDir),
      jobs: { send: async () => undefined },
      legacyBasePath: '/legacy',
      trustProxy: false,
      publicUrl: 'http://localhost',
      clientDir: join(filesDir, 'no-client-build'),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const cases: [string, Record<string, unknown>][] = [
      ['active tab, page 1', {}],
      ['active tab, page 400', { page: 400 }],
      ['unverified tab', { status: 'inactive' }],
      ['search "erik"', { search: 'erik' }],
      ['search "person123"', { search: 'person123' }],
      ['label filter', { labels: [seeded.labelId] }],
      ['extra field Team=Blue', { extraFields: [{ field: 'val.team', value: 'Blue' }] }],
      ['all filters', { search: 'anna', labels: [seeded.labelId], extraFields: [{ field: 'val.team', value: 'Green' }] }],
    ];
    log(`\nusers list (tRPC people.list over HTTP, ${ROUNDS} rounds each)\ncase                      median ms   p95 ms   total`);
    for (const [name, input] of cases) {
      const times: number[] = [];
      let total = 0;
      for (let round = 0; round < ROUNDS + 3; round += 1) {
        const response = await request(port, trpcList(input), seeded.cookie, true);
        if (response.status !== 200) throw new Error(`${name}: HTTP ${response.status} ${response.body}`);
        total = (JSON.parse(response.body) as [{ result: { data: { json: { total: number } } } }])[0].result.data.json.total;
        // The first rounds warm the caches (site, session, plans).
        if (round >= 3) times.push(response.ms);
      }
      log(`${name.padEnd(26)}${percentile(times, 0.5).toFixed(1).padStart(9)}${percentile(times, 0.95).toFixed(1).padStart(9)}${String(total).padStart(8)}`);
    }

    log(`\nusers export (GET /legacy/export/users, the active tab)\nformat       users   ms to last byte     MB   peak RSS above start (MB)`);
    const extra = encodeURIComponent(`val.team${EXTRA_FIELD_SEPARATOR}Red`);
    for (const format of ['csv', 'windowscsv', 'xls']) {
      for (const [label, query] of [
        ['a quarter', `&extraFields=${extra}`],
        ['all', ''],
      ] as const) {
        const { result, peakMb } = await withPeakRss(() => request(port, `/legacy/export/users?format=${format}&count=all&readable=true${query}`, seeded.cookie));
        if (result.status !== 200) throw new Error(`export ${format}: HTTP ${result.status}`);
        log(`${format.padEnd(11)}${label.padStart(9)}${result.ms.toFixed(0).padStart(17)}${(result.bytes / 1024 / 1024).toFixed(2).padStart(7)}${peakMb.toFixed(1).padStart(16)}`);
      }
    }
    } finally {
      await app.close();
    }
  } finally {
    rmSync(filesDir, { recursive: true, force: true });
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
