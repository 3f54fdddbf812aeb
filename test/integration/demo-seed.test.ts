import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { CampaignDocumentSchema } from '../../src-server/modules/campaign/campaign.entity';
import { OrganisationSchema } from '../../src-server/modules/organisation/organisation.entity';
import { DEMO_PASSWORD, seedEmptyDatabase } from '../../src-server/modules/seed/demo-seed';
import { UserSchema } from '../../src-server/modules/user/user.entity';
import { callerFor, scopedEm, testDeps } from '../support/callers';
import { testOrm } from '../support/test-database';

describe('first-start demo data', () => {
  const seed = () => seedEmptyDatabase(testOrm(), { demo: true, storage: testDeps.storage, logger: pino({ level: 'silent' }) });

  it('seeds the demo sites, accounts and a campaign in every dashboard section, once', async () => {
    expect(await seed()).toBe('demo');
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
    expect(board.highscore[0]).toMatchObject({ ideaCount: 2, feedbackCount: 2, score: 2 * 1500 + 2 * 200 + 100 });
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
});
