import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { CampaignInvitationSchema, CampaignParticipantSchema } from '#server/entities/participation.entity.ts';
import { CommentSchema, UpvoteSchema, type Idea } from '#server/entities/idea.entity.ts';
import { OrganisationSchema, type Organisation } from '#server/entities/organisation.entity.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { lastDays } from '#shared/schemas/site-statistics.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createFeedbackRow, createIdeaRow } from '../factories/idea.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { countQueries } from '../support/count-queries';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

const at = (moment: string) => new Date(moment.length === 10 ? `${moment}T12:00:00Z` : moment);
/** The period under test and, for churn, the ten days before it. */
const PERIOD = { startDate: '2026-01-11', endDate: '2026-01-20' };

async function backdate(table: 'app_user', id: string, moment: string): Promise<void> {
  await testOrm().em.fork().getConnection().execute(`update ${table} set created_at = ? where id = ?`, [at(moment), id]);
}

async function person(org: Organisation, name: string, created = '2025-12-01'): Promise<User> {
  const user = await createUser({ organisation: org, firstName: name, lastName: 'Counted' });
  await backdate('app_user', user.id, created);
  return user;
}

async function campaign(org: Organisation, coach: User, start: string, end: string, active = true): Promise<Campaign> {
  const row = await createCampaignRow({ organisation: org, coach, active });
  await testOrm().em.fork().nativeUpdate(CampaignSchema, { id: row.id }, { startDate: at(start), endDate: at(end) }, { filters: false });
  return row;
}

async function join(row: Campaign, user: User, moment: string, status: 'approved' | 'pending' = 'approved'): Promise<void> {
  const em = testOrm().em.fork();
  em.create(CampaignParticipantSchema, {
    campaign: em.getReference(CampaignSchema, row.id),
    user: em.getReference(UserSchema, user.id),
    status,
    agreementAcceptedAt: null,
    approvedAt: null,
    createdAt: at(moment),
  });
  await em.flush();
}

async function comment(idea: Idea, user: User, moment: string): Promise<void> {
  const em = testOrm().em.fork();
  em.create(CommentSchema, { organisation: em.getReference(OrganisationSchema, idea.organisation.id), idea: idea.id, author: user.id, parent: null, body: 'Nice', createdAt: at(moment) });
  await em.flush();
}

async function upvote(idea: Idea, user: User, moment: string): Promise<void> {
  const em = testOrm().em.fork();
  em.create(UpvoteSchema, { idea: idea.id, user: user.id, createdAt: at(moment) });
  await em.flush();
}

async function invite(row: Campaign, email: string, sent: string, accepted: string | null = null): Promise<void> {
  const em = testOrm().em.fork();
  em.create(CampaignInvitationSchema, { campaign: row.id, email, invitedBy: null, acceptedBy: null, acceptedAt: accepted ? at(accepted) : null, createdAt: at(sent) });
  await em.flush();
}

/**
 * A site whose figures are counted by hand below. Campaign A runs 5–25 January (both periods),
 * B 1–8 January (the previous period only); a draft and a later campaign never count.
 */
async function countedSite(): Promise<{ org: Organisation; admin: User }> {
  const org = await createOrganisation({ name: 'Counted site' });
  const admin = await createUser({ organisation: org, isOrgAdmin: true });
  await backdate('app_user', admin.id, '2025-12-01');
  const [ann, bob, cat, dan, eve, gil, cora] = await Promise.all(['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Gil', 'Cora'].map((name) => person(org, name)));
  const fay = await person(org, 'Fay', '2026-01-15');
  await person(org, 'Gus', '2026-02-01');

  const a = await campaign(org, cora!, '2026-01-05', '2026-01-25');
  const b = await campaign(org, cora!, '2026-01-01', '2026-01-08');
  await campaign(org, cora!, '2026-01-10', '2026-01-20', false);
  await campaign(org, cora!, '2026-02-01', '2026-02-20');

  await join(a, ann!, '2026-01-06');
  await join(a, bob!, '2026-01-12');
  await join(a, cat!, '2026-01-12', 'pending');
  await join(b, dan!, '2026-01-02');
  await join(b, ann!, '2026-01-02');

  const annIdea = await createIdeaRow({ campaign: a, author: ann!, createdAt: at('2026-01-12') });
  const bobIdea = await createIdeaRow({ campaign: a, author: bob!, createdAt: at('2026-01-15') });
  await createIdeaRow({ campaign: a, author: bob!, status: 'DRAFT', createdAt: at('2026-01-16') });
  const eveIdea = await createIdeaRow({ campaign: b, author: eve!, createdAt: at('2026-01-03') });
  await createIdeaRow({ campaign: b, author: ann!, createdAt: at('2026-01-04') });

  await createFeedbackRow({ idea: annIdea, author: cat!, createdAt: at('2026-01-13') });
  await createFeedbackRow({ idea: bobIdea, author: dan!, createdAt: at('2026-01-20T23:30:00Z') });
  await createFeedbackRow({ idea: eveIdea, author: eve!, createdAt: at('2026-01-05') });
  await createFeedbackRow({ idea: bobIdea, author: fay, createdAt: at('2026-01-21T00:00:00Z') });

  await comment(annIdea, fay, '2026-01-16');
  await upvote(annIdea, eve!, '2026-01-11T00:00:00Z');
  await upvote(eveIdea, gil!, '2026-01-09');

  await invite(a, 'one@example.com', '2026-01-12', '2026-01-14');
  await invite(a, 'two@example.com', '2026-01-12');
  await invite(a, 'three@example.com', '2026-01-12');
  await invite(a, 'early@example.com', '2026-01-05', '2026-01-12');
  return { org, admin };
}

/** The hand count of countedSite() over PERIOD, figure by figure. */
const COUNTED = {
  startDate: '2026-01-11',
  endDate: '2026-01-20',
  // Running in the period: A's approved participants Ann and Bob, and its coach Cora. Before: Ann, Dan, Cora.
  usersWithCampaigns: 3,
  // Ann and Bob (Bob's draft does not count). Before: Eve and Ann.
  usersWithIdeas: 2,
  // Cat and Dan (Dan at 23:30 on the last day; Fay's is the next day). Before: Eve.
  usersWithFeedback: 2,
  // A; B ended before the period, the draft and February's campaign do not count.
  amountOfCampaigns: 1,
  // Everyone created by the end of the period (admin, Ann…Gil, Cora, Fay), not Gus.
  amountOfUsers: 9,
  amountOfIdeas: 2,
  amountOfFeedback: 2,
  // Ann, Bob (idea, join), Cat (feedback, join), Dan (feedback), Eve (upvote at the first moment), Fay (comment).
  activeUsers: 6,
  invitationsSent: 3,
  invitationsUsed: 1,
  churn: {
    startDate: '2026-01-01',
    endDate: '2026-01-10',
    // Dan of {Ann, Dan, Cora} took part in no running campaign in the period.
    usersWithCampaigns: 1 / 3,
    // Eve of {Eve, Ann}.
    usersWithIdeas: 1 / 2,
    // Eve of {Eve}.
    usersWithFeedback: 1,
    // Gil (his upvote on the 9th) of {Eve, Ann, Dan, Gil}.
    activeUsers: 1 / 4,
  },
};

describe('statistics.organisation and statistics.allSites', () => {
  let personas: Personas;
  let counted: { org: Organisation; admin: User };
  let other: { org: Organisation; admin: User };
  beforeAll(async () => {
    personas = await createPersonas();
    counted = await countedSite();
    // A second site with its own activity in the period: it must never leak into the first's figures.
    const otherOrg = await createOrganisation({ name: 'Another site' });
    const otherAdmin = await createUser({ organisation: otherOrg, isOrgAdmin: true });
    await backdate('app_user', otherAdmin.id, '2025-12-01');
    const otherCampaign = await campaign(otherOrg, otherAdmin, '2026-01-01', '2026-01-30');
    await createIdeaRow({ campaign: otherCampaign, author: otherAdmin, createdAt: at('2026-01-14') });
    other = { org: otherOrg, admin: otherAdmin };
  });

  const as = async (viewer: User | null, org?: Organisation) => (await callerFor(viewer, org ? { org } : {})).caller;

  it('counts every figure of the period as by hand, with churn against the ten days before', async () => {
    const statistics = await (await as(counted.admin)).statistics.organisation(PERIOD);
    const { timeline, ...figures } = statistics;
    expect(figures).toEqual({ ...COUNTED, churn: { ...COUNTED.churn, usersWithCampaigns: expect.closeTo(1 / 3, 10) } });
    expect(timeline).toHaveLength(10);
    expect(timeline.find((day) => day.date === '2026-01-11')).toEqual({ date: '2026-01-11', users: 0, ideas: 0, feedback: 0, activeUsers: 1 });
    expect(timeline.find((day) => day.date === '2026-01-12')).toEqual({ date: '2026-01-12', users: 0, ideas: 1, feedback: 0, activeUsers: 3 });
    expect(timeline.find((day) => day.date === '2026-01-15')).toEqual({ date: '2026-01-15', users: 1, ideas: 1, feedback: 0, activeUsers: 1 });
    expect(timeline.find((day) => day.date === '2026-01-20')).toEqual({ date: '2026-01-20', users: 0, ideas: 0, feedback: 1, activeUsers: 1 });
    expect(timeline.reduce((sum, day) => sum + day.ideas, 0)).toBe(COUNTED.amountOfIdeas);
  });

  it('says churn is unknown when the previous period had nobody, and counts nothing in an empty period', async () => {
    const statistics = await (await as(counted.admin)).statistics.organisation({ startDate: '2025-06-01', endDate: '2025-06-03' });
    expect(statistics).toMatchObject({ usersWithCampaigns: 0, activeUsers: 0, amountOfUsers: 0, amountOfIdeas: 0, invitationsSent: 0 });
    expect(statistics.churn).toEqual({ startDate: '2025-05-29', endDate: '2025-05-31', usersWithCampaigns: null, usersWithIdeas: null, usersWithFeedback: null, activeUsers: null });
    expect(statistics.timeline.map((day) => day.date)).toEqual(['2025-06-01', '2025-06-02', '2025-06-03']);
  });

  it('takes the last 30 days when no period is given, and a lone start runs to today', async () => {
    const statistics = await (await as(counted.admin)).statistics.organisation({});
    expect({ startDate: statistics.startDate, endDate: statistics.endDate }).toEqual(lastDays(new Date(), 30));
    expect(statistics.timeline).toHaveLength(30);
    const fromStart = await (await as(counted.admin)).statistics.organisation({ startDate: '2026-01-11' });
    expect(fromStart.endDate).toBe(lastDays(new Date(), 1).endDate);
  });

  it('answers in three statements whatever the site holds', async () => {
    const caller = await as(counted.admin);
    const small = await countQueries(testOrm(), () => caller.statistics.organisation(PERIOD));
    expect(small.count).toBe(3);
    const crowded = await countQueries(testOrm(), () => caller.statistics.organisation({ startDate: '2025-12-01', endDate: '2026-02-28' }));
    expect(crowded.count).toBe(3);
    const superAdmin = await as(personas.superAdmin);
    const everySite = await countQueries(testOrm(), () => superAdmin.statistics.allSites(PERIOD));
    // The same three over every site, and the sites' names.
    expect(everySite.count).toBe(4);
  });

  it('refuses a malformed day, an end before the start and a period over five years, naming the field', async () => {
    const caller = await as(counted.admin);
    await expectAppError(caller.statistics.organisation({ startDate: '2026-13-01' }), 'INVALID_DATE', 'startDate');
    await expectAppError(caller.statistics.organisation({ endDate: '20-01-2026' }), 'INVALID_DATE', 'endDate');
    await expectAppError(caller.statistics.organisation({ startDate: '0999-01-01' }), 'INVALID_DATE', 'startDate');
    await expectAppError(caller.statistics.organisation({ startDate: '2026-01-20', endDate: '2026-01-11' }), 'END_BEFORE_START', 'endDate');
    await expectAppError(caller.statistics.organisation({ startDate: '2016-01-01', endDate: '2026-01-01' }), 'STATISTICS_PERIOD_TOO_LONG', 'startDate');
    await expectAppError(caller.statistics.organisation({ startDate: '2001-01-01' }), 'STATISTICS_PERIOD_TOO_LONG', 'startDate');
    await expectAppError((await as(personas.superAdmin)).statistics.allSites({ startDate: 'yesterday' }), 'INVALID_DATE', 'startDate');
  });

  it('lets org admins and super admins read their site, and refuses everyone else', async () => {
    expect((await (await as(personas.orgAdmin)).statistics.organisation(PERIOD)).startDate).toBe(PERIOD.startDate);
    expect((await (await as(personas.superAdmin)).statistics.organisation(PERIOD)).startDate).toBe(PERIOD.startDate);
    await expectAppError((await as(personas.participant)).statistics.organisation(PERIOD), 'forbidden');
    await expectAppError((await as(personas.coach)).statistics.organisation(PERIOD), 'forbidden');
    await expectAppError((await as(personas.inactiveUser)).statistics.organisation(PERIOD), 'forbidden');
    await expectAppError((await as(null, personas.org)).statistics.organisation(PERIOD), 'not-authenticated');
  });

  it("shows another organisation's admin only their own site", async () => {
    const theirs = await (await as(other.admin)).statistics.organisation(PERIOD);
    expect(theirs).toMatchObject({ amountOfUsers: 1, amountOfIdeas: 1, usersWithIdeas: 1, amountOfCampaigns: 1, amountOfFeedback: 0, invitationsSent: 0 });
    const ours = await (await as(counted.admin)).statistics.organisation(PERIOD);
    expect(ours.amountOfIdeas).toBe(COUNTED.amountOfIdeas);
  });

  it('adds every site up for super admins, site by site, and refuses org admins', async () => {
    const statistics = await (await as(personas.superAdmin)).statistics.allSites(PERIOD);
    const countedRow = statistics.sites.find((site) => site.guid === counted.org.id);
    const otherRow = statistics.sites.find((site) => site.guid === other.org.id);
    expect(countedRow).toMatchObject({ name: 'Counted site', amountOfUsers: 9, activeUsers: 6, amountOfIdeas: 2, invitationsUsed: 1 });
    expect(countedRow?.churn.activeUsers).toBe(1 / 4);
    expect(otherRow).toMatchObject({ name: 'Another site', amountOfUsers: 1, amountOfIdeas: 1, activeUsers: 1 });
    // Only these two sites did anything in January 2026: the totals are their sums.
    expect(statistics).toMatchObject({ amountOfUsers: 10, amountOfIdeas: 3, activeUsers: 7, usersWithCampaigns: 4, amountOfCampaigns: 2, invitationsSent: 3 });
    // Before: {Ann, Dan, Cora} here and the other site's admin coaching there; only Dan is gone.
    expect(statistics.churn.usersWithCampaigns).toBe(1 / 4);
    expect(statistics.sites.length).toBeGreaterThanOrEqual(4);
    await expectAppError((await as(personas.orgAdmin)).statistics.allSites(PERIOD), 'forbidden');
    await expectAppError((await as(counted.admin)).statistics.allSites(PERIOD), 'forbidden');
    await expectAppError((await as(null, personas.org)).statistics.allSites(PERIOD), 'not-authenticated');
  });

  it('takes the last 7 days across sites when no period is given', async () => {
    const statistics = await (await as(personas.superAdmin)).statistics.allSites({});
    expect({ startDate: statistics.startDate, endDate: statistics.endDate }).toEqual(lastDays(new Date(), 7));
  });
});
