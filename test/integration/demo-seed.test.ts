import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { AgreementAcceptanceSchema } from '#server/entities/agreement.entity.ts';
import { CampaignDocumentSchema } from '#server/entities/campaign.entity.ts';
import { MediaFileSchema } from '#server/entities/media.entity.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { DEMO_PASSWORD, seedEmptyDatabase } from '#server/modules/seed/demo-seed.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { checkFieldValues } from '#shared/field-engine.ts';
import { registrationFormFields } from '#shared/registration-fields.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { callerFor, scopedEm, testDeps } from '../support/callers';
import { testOrm } from '../support/test-database';

describe('first-start demo data', () => {
  const seed = () => seedEmptyDatabase(testOrm(), { demo: true, storage: testDeps.storage, logger: pino({ level: 'silent' }), publicUrl: testDeps.publicUrl });

  let firstStart: { outcome: string; milliseconds: number };
  beforeAll(async () => {
    const started = performance.now();
    const outcome = await seed();
    firstStart = { outcome, milliseconds: performance.now() - started };
  });

  it('seeds the demo sites, accounts and a campaign in every dashboard section, once, quickly', async () => {
    expect(firstStart.outcome).toBe('demo');
    expect(firstStart.milliseconds).toBeLessThan(10_000);
    expect(await seed()).toBe('none');

    const demo = await testOrm().em.fork().findOneOrFail(OrganisationSchema, { slug: 'demo' });
    const anna = await scopedEm(demo).findOneOrFail(UserSchema, { email: 'anna@example.com' });
    const sections = await (await callerFor(anna)).caller.campaign.dashboard();
    const names = (cards: { name: string }[]) => cards.map((card) => card.name).sort();
    expect(names(sections.mine)).toEqual(['Coffee corner 2.0', 'Greener commutes']);
    expect(sections.mine.find((card) => card.name === 'Coffee corner 2.0')?.awaitingApproval).toBe(true);
    expect(names(sections.featured)).toEqual(['Office of the future']);
    expect(names(sections.upcoming)).toEqual(['Winter wellbeing']);
    expect(names(sections.finished)).toEqual(['Customer ideas 2026']);
    expect(JSON.stringify(sections)).not.toContain('Board secret project');

    const coach = await scopedEm(demo).findOneOrFail(UserSchema, { email: 'coach@example.com' });
    expect(names((await (await callerFor(coach)).caller.campaign.dashboard()).drafts)).toEqual(['Spring kickoff']);

    const brief = await (await callerFor(null, { org: demo })).caller.campaign.bySlug({ slug: 'greener-commutes' });
    expect(brief.thumbnail?.url).toMatch(/^\/media\//);
    expect(brief.rewards).toHaveLength(2);
    const documents = await scopedEm(demo).find(CampaignDocumentSchema, {}, { populate: ['media'] });
    expect(documents.map((document) => document.media.mimeType)).toEqual(['application/pdf', 'application/pdf']);
    expect(await testDeps.storage.size(documents[0]!.media.storageKey)).toBeGreaterThan(300);

    // Ideas, feedback and points make contributors, statistics, winners and tags look alive.
    const board = await (await callerFor(anna)).caller.campaign.leaderboard({ slug: 'greener-commutes' });
    expect(board.highscore.map((entry) => entry.user.firstName)).toEqual(['Anna', 'Erik', 'Carl']);
    // Two ideas, two feedback (one first-feedback bonus), her feedback used by Erik, and her revision of the bike idea.
    expect(board.highscore[0]).toMatchObject({ ideaCount: 2, feedbackCount: 2, score: 2 * 1500 + 2 * 200 + 100 + 400 + 750 });
    expect(brief.tags.map((tag) => tag.name)).toEqual(['Commuting', 'Sustainability']);
    expect(brief.meta.completedIdeasCount).toBe(4);
    const finished = await (await callerFor(anna)).caller.campaign.bySlug({ slug: 'customer-ideas-2026' });
    expect(finished.winners.list.map((idea) => idea.name)).toEqual(['Self-service order tracking', 'Repair instead of replace']);
    const admin = await scopedEm(demo).findOneOrFail(UserSchema, { email: 'admin@example.com' });
    const statistics = await (await callerFor(admin)).caller.campaign.statistics({ guid: brief.guid });
    expect(statistics).toMatchObject({ ideas: 4, feedback: 4, contributors: 3 });
    expect(statistics.userMetrics.map((metric) => metric.label)).toEqual(['Department', 'Effort to try it']);
    const winter = await (await callerFor(anna)).caller.campaign.bySlug({ slug: 'winter-wellbeing' });
    expect(winter.requireAgreementAcceptance).toBe(true);

    const login = await (await callerFor(null, { org: demo })).caller.auth.login({ email: 'anna@example.com', password: DEMO_PASSWORD });
    expect(login.user.name).toBe('Anna Andersson');
  });

  it('keeps every counter equal to its rows, and pays points with the services\' cause keys', async () => {
    const sql = <T extends object>(query: string) => testOrm().em.getConnection().execute<T[]>(query);
    expect(
      await sql(`select i.name from idea i
        where i.upvote_count <> (select count(*) from upvote u where u.idea_id = i.id)
           or i.comment_count <> (select count(*) from comment c where c.idea_id = i.id)
           or i.feedback_count <> (select count(*) from feedback f where f.idea_id = i.id)
           or i.rating_count <> (select count(rating) from feedback f where f.idea_id = i.id)
           or i.rating_sum <> (select coalesce(sum(rating), 0) from feedback f where f.idea_id = i.id)`),
    ).toEqual([]);
    expect(
      await sql(`select c.slug from campaign c
        where c.idea_count <> (select count(*) from idea i where i.campaign_id = c.id)
           or c.feedback_count <> (select count(*) from feedback f join idea i on i.id = f.idea_id where i.campaign_id = c.id)`),
    ).toEqual([]);
    // Running campaigns with activity have their trending median, so HOT picks out the ideas above it.
    expect(
      await sql(`select c.slug from campaign c where c.active and c.end_date > now()
        and exists (select 1 from idea i where i.campaign_id = c.id and i.trending_score > 0) and c.trending_median = 0
        and (select count(*) from idea i where i.campaign_id = c.id and i.trending_score > 0) * 2 > c.idea_count`),
    ).toEqual([]);
    // Notifications are dated by what caused them, in the past, not all at the seed's moment.
    expect(await sql(`select id from notification where created_at > now() or updated_at <> created_at`)).toEqual([]);
    const [dates] = await sql<{ distinct_dates: number; total: number }>(`select count(distinct created_at)::int as distinct_dates, count(*)::int as total from notification`);
    expect(dates!.distinct_dates).toBeGreaterThan(dates!.total / 2);
    // Joining included: people joined before the seed ran, and the coach heard of it then.
    expect(await sql(`select n.id from notification n where n.type = 'campaign' and n.created_at > now() - interval '5 minutes'`)).toEqual([]);
    expect(await sql(`select p.id from campaign_participant p where p.created_at > now() - interval '5 minutes' or (p.status = 'approved' and p.approved_at <> p.created_at)`)).toEqual([]);
    // Nothing looks edited: rows keep the times the demo gives them.
    expect(await sql(`select body from comment where updated_at <> created_at`)).toEqual([]);
    // Every idea paid idea-new to its creator, every feedback feedback-new to its writer, every used one feedback-used.
    expect(await sql(`select i.name from idea i where not exists (select 1 from point_award p where p.cause_key = 'idea-new:' || i.id and p.user_id = i.created_by_id)`)).toEqual([]);
    expect(await sql(`select f.id from feedback f where not exists (select 1 from point_award p where p.cause_key = 'feedback-new:' || f.id and p.user_id = f.author_id)`)).toEqual([]);
    expect(await sql(`select f.id from feedback f where f.used and not exists (select 1 from point_award p where p.cause_key = 'feedback-used:' || f.id and p.user_id = f.author_id)`)).toEqual([]);
    expect(await sql(`select p.cause_key from point_award p where p.cause = 'feedback-used' and not exists (select 1 from feedback f where 'feedback-used:' || f.id = p.cause_key and f.used)`)).toEqual([]);
    // A revision that marked feedback as used paid the author idea-revised.
    expect(
      await sql(`select i.name from idea i where exists (select 1 from feedback f where f.idea_id = i.id and f.used)
        and not exists (select 1 from point_award p where p.cause_key = 'idea-revised:' || i.id || ':' || i.created_by_id)`),
    ).toEqual([]);
  });

  it('gives both sites every kind of idea content, the Swedish one in Swedish', async () => {
    const sql = <T extends object>(query: string) => testOrm().em.getConnection().execute<T[]>(query);
    const kinds = await sql<{ slug: string; thumbnails: number; images: number; tagged: number; accepted: number; pending: number; upvotes: number; replies: number; used: number; revised: number; unread: number }>(
      `select o.slug,
        (select count(*) from idea_attachment a join idea i on i.id = a.idea_id where i.organisation_id = o.id and a.kind = 'thumbnail')::int as thumbnails,
        (select count(*) from idea_attachment a join idea i on i.id = a.idea_id where i.organisation_id = o.id and a.kind = 'image')::int as images,
        (select count(distinct t.idea_id) from idea_tag t join idea i on i.id = t.idea_id where i.organisation_id = o.id)::int as tagged,
        (select count(*) from idea_author a join idea i on i.id = a.idea_id where i.organisation_id = o.id and a.status = 'accepted' and a.user_id <> i.created_by_id)::int as accepted,
        (select count(*) from idea_author a join idea i on i.id = a.idea_id where i.organisation_id = o.id and a.status = 'pending')::int as pending,
        (select count(*) from upvote u join idea i on i.id = u.idea_id where i.organisation_id = o.id)::int as upvotes,
        (select count(*) from comment c where c.organisation_id = o.id and c.parent_id is not null)::int as replies,
        (select count(*) from feedback f where f.organisation_id = o.id and f.used)::int as used,
        (select count(*) from point_award p join campaign c on c.id = p.campaign_id where c.organisation_id = o.id and p.cause = 'idea-revised')::int as revised,
        (select count(*) from notification n where n.organisation_id = o.id and n.read_at is null)::int as unread
      from organisation o order by o.slug`,
    );
    expect(kinds.map((site) => site.slug)).toEqual(['demo', 'sverige']);
    for (const site of kinds) {
      for (const [kind, count] of Object.entries(site)) if (kind !== 'slug') expect(count, `${site.slug}: ${kind}`).toBeGreaterThan(0);
    }

    const demo = await testOrm().em.fork().findOneOrFail(OrganisationSchema, { slug: 'demo' });
    const anna = await scopedEm(demo).findOneOrFail(UserSchema, { email: 'anna@example.com' });
    const asAnna = (await callerFor(anna)).caller;
    const ideas = await asAnna.idea.byCampaign({ slug: 'greener-commutes' });
    const bikeGuid = ideas.ideas.find((idea) => idea.name === 'Secure bike parking in the garage')!.guid;
    const bike = await asAnna.idea.byGuid({ guid: bikeGuid });
    expect(bike.thumbnail?.url).toMatch(/^\/media\//);
    expect(bike.images).toHaveLength(2);
    expect(bike.authors.map((author) => author.name)).toEqual(['Anna Andersson', 'Erik Ek']);
    expect(bike.tags.map((tag) => tag.name)).toEqual(['Commuting', 'Sustainability']);
    expect(bike.data.metaData.map((field) => field.value)).toEqual(['Operations', 'Medium']);
    expect(bike.totalUpvoteCount).toBe(2);
    const thread = await asAnna.comment.list({ ideaGuid: bikeGuid });
    expect(JSON.stringify(thread)).toContain('Lockers are cheap');
    const thumbnail = await scopedEm(demo).findOneOrFail(MediaFileSchema, { id: bike.thumbnail!.guid });
    expect(thumbnail).toMatchObject({ mimeType: 'image/jpeg', width: 800, height: 800, context: 'ideaThumbnail' });
    expect(thumbnail.owner?.id).toBe(anna.id);
    expect(await testDeps.storage.size(thumbnail.storageKey)).toBeGreaterThan(5000);
    // Anna's pending co-author invitation shows the accept/decline banner on Erik's idea.
    const carPool = await asAnna.idea.byGuid({ guid: ideas.ideas.find((idea) => idea.name === 'Car pool matching in the intranet')!.guid });
    expect(carPool.abilities.answerInvitation).toBe(true);
    expect(carPool.pendingAuthors.map((author) => author.name)).toEqual(['Anna Andersson']);

    // Unread news on the bell, written as the product writes it for these actions.
    const news = await asAnna.notification.feed();
    expect(await asAnna.notification.unreadCount()).toBe(news.length);
    expect(news.every((entry) => entry.unread)).toBe(true);
    expect(news.map((entry) => `${entry.type}/${entry.subType}`).sort()).toEqual(['feedback/recieved', 'feedback/recieved', 'feedback/recieved', 'feedback/used', 'idea/joined']);
    const coach = await scopedEm(demo).findOneOrFail(UserSchema, { email: 'coach@example.com' });
    const coachNews = new Set((await (await callerFor(coach)).caller.notification.feed()).map((entry) => `${entry.type}/${entry.subType}`));
    expect([...coachNews].sort()).toEqual(['campaign/approved', 'campaign/pending', 'feedback/created', 'idea/created']);

    const sverige = await testOrm().em.fork().findOneOrFail(OrganisationSchema, { slug: 'sverige' });
    const lina = await scopedEm(sverige).findOneOrFail(UserSchema, { email: 'lina.sverige@example.com' });
    const asLina = (await callerFor(lina)).caller;
    const swedish = await asLina.campaign.dashboard();
    expect(swedish.mine.map((card) => card.name)).toEqual(['Hållbar vardag']);
    expect(swedish.finished.map((card) => card.name)).toEqual(['Bättre kundservice']);
    const swedishIdeas = await asLina.idea.byCampaign({ slug: 'hallbar-vardag' });
    expect((await asLina.notification.feed()).length).toBeGreaterThan(0);
    expect(swedishIdeas.ideas.map((idea) => idea.name).sort()).toEqual(['Cykelpool för korta resor', 'Släck skärmarna på natten', 'Vegetarisk dag i personalrestaurangen']);
  });

  it('shows signup’s extras: registration fields on both sites, one required, and terms to accept on the Swedish one', async () => {
    const em = testOrm().em.fork();
    for (const slug of ['demo', 'sverige']) {
      const site = await em.findOneOrFail(OrganisationSchema, { slug });
      const fields = registrationFormFields(settingsWithDefaults(site.settings));
      expect(fields.filter((field) => field.required)).toHaveLength(1);
      // Every demo account has filled in what its site requires: none is sent to complete a profile.
      const users = await scopedEm(site).find(UserSchema, {});
      for (const user of users) expect(checkFieldValues(fields, user.extraFields as Record<string, string>).fieldErrors, user.email).toEqual({});
    }
    const sverige = await em.findOneOrFail(OrganisationSchema, { slug: 'sverige' });
    const required = await (await callerFor(null, { org: sverige })).caller.agreement.forSignup();
    expect(required).toMatchObject({ termsOfService: { name: 'Användarvillkor', version: 1 }, privacyPolicy: null });
    const terms = await (await callerFor(null, { org: sverige })).caller.agreement.byGuid({ guid: required.termsOfService!.guid });
    expect(terms.text).toContain('## Dina idéer');
    const members = await scopedEm(sverige).count(UserSchema, {});
    expect(await scopedEm(sverige).count(AgreementAcceptanceSchema, { agreement: required.termsOfService!.guid })).toBe(members);
    const demo = await em.findOneOrFail(OrganisationSchema, { slug: 'demo' });
    expect(await (await callerFor(null, { org: demo })).caller.agreement.forSignup()).toEqual({ termsOfService: null, privacyPolicy: null });
  });
});
