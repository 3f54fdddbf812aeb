import { randomBytes } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { campaignSettingsSchema } from '#shared/schemas/campaign.ts';
import { TENANT_FILTER, type TenantFilterArgs } from '#server/db/base-entity.ts';
import { signLegacyToken } from '#server/modules/auth/legacy-token.ts';
import { createSession } from '#server/modules/auth/session.service.ts';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { defaultOrganisationRoles } from '#server/modules/organisation/default-roles.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { buildUser } from '#server/modules/user/user.service.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Everything the servers and the load driver need to know about the seeded data. */
export interface BenchFixture {
  /** The Host header that selects the bench organisation. */
  host: string;
  slug: string;
  campaignId: string;
  ideaCount: number;
  /** Ideas a coach sees in the list (all but drafts). */
  visibleToCoach: number;
  /** A word that a small share of the ideas contain, for the search ordering. */
  searchTerm: string;
  /** A busy idea (co-authors, tags, upvotes, feedback) for the idea view. */
  viewGuid: string;
  /** The browser session token of the viewer (a listed coach of the campaign). */
  sessionToken: string;
  /** The same viewer's legacy Bearer JWT, signed with jwtKeyHex. */
  bearerJwt: string;
  jwtKeyHex: string;
}

export const BENCH_SUBDOMAIN = 'bench';
export const SEARCH_TERM = 'solar';

export interface SeedOptions {
  ideas: number;
  users: number;
}

/**
 * A premium site of the benches' own, its coach, and a running public campaign they coach (30
 * days left), written at once: the benches then add their bulk by SQL.
 */
export async function createBenchCampaign(
  em: EntityManager,
  input: { site: { name: string; subdomain: string; settings: Record<string, unknown> }; coachEmail: string; campaign: { slug: string; name: string; content?: string; startedDaysAgo: number } },
) {
  const org = em.create(OrganisationSchema, {
    name: input.site.name,
    slug: input.site.subdomain,
    subdomain: input.site.subdomain,
    publicUrl: null,
    language: 'en',
    premium: true,
    isDefault: false,
    settings: input.site.settings,
    roles: defaultOrganisationRoles('en'),
  });
  const coach = buildUser(em, org, { email: input.coachEmail, firstName: 'Bench', lastName: 'Coach', passwordHash: null, status: 'active' });
  const campaign = em.create(CampaignSchema, {
    organisation: org,
    slug: input.campaign.slug,
    name: input.campaign.name,
    content: input.campaign.content ?? '',
    startDate: new Date(Date.now() - input.campaign.startedDaysAgo * DAY),
    endDate: new Date(Date.now() + 30 * DAY),
    active: true,
    privacySetting: 'public',
    requireCoachApproval: false,
    settings: campaignSettingsSchema.parse({}),
    rewards: [],
    inviteSecret: randomBytes(24).toString('base64url'),
    createdBy: coach,
    photo: null,
  });
  campaign.coaches.add(coach);
  await em.flush();
  return { org, coach, campaign };
}

/**
 * A site, a running public campaign coached by the viewer, and `ideas` ideas with authors,
 * co-authors, tags, upvotes, feedback and comments. The few singular rows go through the ORM as
 * the app writes them; the bulk is set-based SQL (generate_series), and the idea and campaign
 * counters are then computed from the rows so they agree exactly.
 */
export async function seedBenchDatabase(orm: MikroORM, databaseUrl: string, options: SeedOptions): Promise<BenchFixture> {
  const em = orm.em.fork();
  const { org, coach, campaign } = await createBenchCampaign(em, {
    site: { name: 'Bench Organisation', subdomain: BENCH_SUBDOMAIN, settings: { ideaMaxNumTags: 5 } },
    coachEmail: 'coach@bench.example.com',
    campaign: { slug: 'bench-campaign', name: 'Bench campaign', content: 'A running public campaign with many ideas.', startedDaysAgo: 30 },
  });

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await bulkInsert(client, { orgId: org.id, campaignId: campaign.id, coachId: coach.id, ...options });
  } finally {
    await client.end();
  }

  const viewGuid = await mostDiscussedIdea(orm, campaign.id);
  const scoped = orm.em.fork();
  const tenant: TenantFilterArgs = { organisationId: org.id };
  scoped.setFilterParams(TENANT_FILTER, tenant);
  const viewer = await scoped.findOneOrFail(UserSchema, { id: coach.id }, { filters: false });
  const meta = { ip: '127.0.0.1', userAgent: 'bench' };
  const browser = await createSession(scoped, viewer, 'browser', meta);
  const bearer = await createSession(scoped, viewer, 'bearer', meta);
  const jwtKey = randomBytes(32);

  const counts = await orm.em
    .fork()
    .getConnection()
    .execute<{ total: number; visible: number }[]>(
      `select count(*)::int as total, count(*) filter (where status <> 'DRAFT')::int as visible from idea where campaign_id = ?`,
      [campaign.id],
    );
  return {
    host: `${BENCH_SUBDOMAIN}.localhost`,
    slug: campaign.slug,
    campaignId: campaign.id,
    ideaCount: counts[0]!.total,
    visibleToCoach: counts[0]!.visible,
    searchTerm: SEARCH_TERM,
    viewGuid,
    sessionToken: browser.token,
    bearerJwt: await signLegacyToken(jwtKey, bearer.token, bearer.expiresAt),
    jwtKeyHex: jwtKey.toString('hex'),
  };
}

async function mostDiscussedIdea(orm: MikroORM, campaignId: string): Promise<string> {
  const rows = await orm.em
    .fork()
    .getConnection()
    .execute<{ id: string }[]>(
      `select idea.id from idea
       where campaign_id = ? and status = 'PUBLISHED' and exists (select 1 from idea_tag where idea_tag.idea_id = idea.id)
         and (select count(*) from idea_author where idea_author.idea_id = idea.id) > 1
       order by feedback_count desc, upvote_count desc, id limit 1`,
      [campaignId],
    );
  if (!rows[0]) throw new Error('the seed produced no idea with co-authors and tags');
  return rows[0].id;
}

const WORDS = [
  'recycling', 'commute', 'onboarding', 'canteen', 'energy', 'meeting', 'feedback', 'mentoring', 'office', 'travel',
  'customer', 'support', 'quality', 'training', 'wellbeing', 'garden', 'bicycle', 'printer', 'coffee', 'library',
  'parking', 'security', 'handbook', 'newsletter', 'workshop', 'hackathon', 'recognition', 'lighting', 'heating', 'waste',
];
const ADJECTIVES = ['better', 'shared', 'greener', 'faster', 'simpler', 'smarter', 'quieter', 'friendlier', 'cheaper', 'open'];

async function bulkInsert(
  client: pg.Client,
  ids: { orgId: string; campaignId: string; coachId: string; ideas: number; users: number },
): Promise<void> {
  const run = (sql: string, params: unknown[] = []) => client.query(sql, params);
  await run('begin');
  // The authors: active members of the site, every one a participant of the campaign.
  await run(
    `insert into app_user (id, created_at, updated_at, organisation_id, email, email_normalized, first_name, last_name, status, email_options)
     select gen_random_uuid(), now() - interval '40 days', now(), $1, 'user' || g || '@bench.example.com', 'user' || g || '@bench.example.com',
            'First' || g, 'Last' || g, 'active', '{"feedback":true,"winner":true,"comment":true,"tags":true}'
     from generate_series(1, $2::int) g`,
    [ids.orgId, ids.users],
  );
  await run(`create temporary table bench_user on commit drop as select row_number() over (order by id) - 1 as n, id from app_user where organisation_id = $1 and id <> $2`, [ids.orgId, ids.coachId]);
  await run(`create index on bench_user (n)`);
  await run(
    `insert into campaign_participant (id, created_at, updated_at, campaign_id, user_id, status, approved_at)
     select gen_random_uuid(), now() - interval '30 days', now(), $1, id, 'approved', now() - interval '30 days' from bench_user`,
    [ids.campaignId],
  );
  await run(
    `insert into tag (id, created_at, updated_at, organisation_id, name, slug)
     select gen_random_uuid(), now(), now(), $1, w, w from unnest($2::text[]) w`,
    [ids.orgId, WORDS],
  );
  await run(`insert into campaign_tag (campaign_id, tag_id) select $1, id from tag where organisation_id = $2 order by slug limit 5`, [ids.campaignId, ids.orgId]);

  // Ideas: words picked by arithmetic on the row number, so the text is varied but reproducible;
  // every 50th idea mentions the search term. Most are published, a few are winners, candidates,
  // declined, archived or drafts, spread over the last 30 days.
  await run(
    `insert into idea (id, created_at, updated_at, organisation_id, campaign_id, name, content, status, extra_fields, created_by_id)
     select gen_random_uuid(), created, created, $1, $2,
            initcap(adj) || ' ' || w1 || ' for the ' || w2 || case when g % 50 = 0 then ' with ${SEARCH_TERM} panels' else '' end,
            'We could make the ' || w1 || ' ' || adj || ' by rethinking the ' || w2 || ' and the ' || w3 || '. '
              || repeat('Colleagues asked for a ' || adj || ' ' || w3 || ' many times, and a small pilot would show the effect. ', 1 + g % 4)
              || case when g % 50 = 25 then 'Solar power on the roof would pay for it.' else '' end,
            case when g % 500 = 0 then 'WINNER' when g % 97 = 0 then 'declined' when g % 89 = 0 then 'ARCHIVED' when g % 83 = 0 then 'DRAFT'
                 when g % 13 = 0 then 'candidate' else 'PUBLISHED' end,
            '{}', (select id from bench_user where n = (g * 7919) % $3)
     from generate_series(1, $4::int) g,
          lateral (select now() - (g::float / $4) * interval '30 days' - interval '5 minutes' as created,
                          ($5::text[])[1 + g % 10] as adj,
                          ($6::text[])[1 + (g * 7) % 30] as w1, ($6::text[])[1 + (g * 11 + 3) % 30] as w2, ($6::text[])[1 + (g * 13 + 5) % 30] as w3) pick`,
    [ids.orgId, ids.campaignId, ids.users, ids.ideas, ADJECTIVES, WORDS],
  );
  await run(
    `create temporary table bench_idea on commit drop as
     select row_number() over (order by created_at) as n, id, created_at, created_by_id from idea where campaign_id = $1`,
    [ids.campaignId],
  );
  await run(`create index on bench_idea (n)`);

  // The creator, a co-author on every 10th idea, and a pending invitation on every 50th.
  await run(`insert into idea_author (id, created_at, updated_at, idea_id, user_id, status) select gen_random_uuid(), created_at, created_at, id, created_by_id, 'accepted' from bench_idea`);
  await run(
    `insert into idea_author (id, created_at, updated_at, idea_id, user_id, status)
     select gen_random_uuid(), i.created_at + interval '1 minute', i.created_at, i.id, u.id, case when i.n % 50 = 0 then 'pending' else 'accepted' end
     from bench_idea i join bench_user u on u.n = (i.n * 31 + 1) % $1
     where i.n % 10 = 0 and u.id <> i.created_by_id`,
    [ids.users],
  );
  // Zero to three tags per idea.
  await run(
    `insert into idea_tag (idea_id, tag_id)
     select distinct i.id, t.id
     from bench_idea i cross join generate_series(1, (i.n % 4)::int) k
     join (select row_number() over (order by slug) - 1 as n, id from tag where organisation_id = $1) t on t.n = (i.n * 3 + k * 7) % 30`,
    [ids.orgId],
  );
  // Upvotes by distinct users: a long tail with a few very popular ideas.
  await run(
    `insert into upvote (id, created_at, updated_at, idea_id, user_id)
     select gen_random_uuid(), i.created_at + k * interval '1 minute', now(), i.id, u.id
     from bench_idea i cross join generate_series(1, least((power((i.n * 2654435761) % 1000 / 1000.0, 4) * 120)::int, $1 - 1)) k
     join bench_user u on u.n = (i.n + k * 17) % $1`,
    [ids.users],
  );
  // Feedback with ratings (every 7th without), zero to five per idea.
  await run(
    `insert into feedback (id, created_at, updated_at, organisation_id, idea_id, author_id, comment, rating, used)
     select gen_random_uuid(), i.created_at + k * interval '1 hour', now(), $1, i.id, u.id,
            'Have you thought about the cost of this? It looks promising.', case when (i.n + k) % 7 = 0 then null else 1 + (i.n * k) % 5 end, k = 1 and i.n % 3 = 0
     from bench_idea i cross join generate_series(1, ((i.n * 40503) % 6)::int) k
     join bench_user u on u.n = (i.n * 13 + k * 101) % $2`,
    [ids.orgId, ids.users],
  );
  await run(
    `insert into comment (id, created_at, updated_at, organisation_id, idea_id, author_id, body)
     select gen_random_uuid(), i.created_at + k * interval '2 hours', now(), $1, i.id, u.id, 'I like this, and the pilot could start next month.'
     from bench_idea i cross join generate_series(1, ((i.n * 69069) % 4)::int) k
     join bench_user u on u.n = (i.n * 5 + k * 37) % $2`,
    [ids.orgId, ids.users],
  );

  // Counters from the rows, as the actions keep them.
  await run(
    `update idea set upvote_count = coalesce(u.c, 0), feedback_count = coalesce(f.c, 0), rating_sum = coalesce(f.s, 0), rating_count = coalesce(f.r, 0),
            comment_count = coalesce(c.c, 0)
     from bench_idea i
       left join (select idea_id, count(*)::int c from upvote group by idea_id) u on u.idea_id = i.id
       left join (select idea_id, count(*)::int c, sum(rating)::int s, count(rating)::int r from feedback group by idea_id) f on f.idea_id = i.id
       left join (select idea_id, count(*)::int c from comment group by idea_id) c on c.idea_id = i.id
     where idea.id = i.id`,
  );
  await run(
    `update campaign set idea_count = (select count(*) from idea where campaign_id = $1),
            feedback_count = (select count(*) from feedback join idea on idea.id = feedback.idea_id where idea.campaign_id = $1),
            contributor_count = (select count(*) from campaign_participant where campaign_id = $1 and status = 'approved')
     where id = $1`,
    [ids.campaignId],
  );
  await run('commit');
  // A running site's autovacuum has long merged GIN's pending lists into the search and trigram
  // indexes; a bulk seed leaves every row there, which made each search scan them (1.7 ms a
  // statement instead of 0.6). ANALYZE alone does not merge them.
  await run('vacuum analyze');
}
