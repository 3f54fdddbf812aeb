import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '#shared/errors.ts';
import { describeError } from '#server/errors/describe-error.ts';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createSiteWithAgreements } from '../factories/agreement.factory';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, type TestCaller } from '../support/callers';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

/** How many identical requests race: a double click, a retrying client, a few tabs. */
const RACERS = 5;

/**
 * Issue 22: two identical writes at the same moment must not meet the database's unique index
 * as a 500. Each racer has a caller (and so an EntityManager and connection) of its own, as
 * concurrent requests do. Returns the codes of the racers that were refused; a refusal that is
 * not one of `allowed` (an internal error above all) fails the test.
 */
async function race(viewer: User, org: Organisation, call: (caller: TestCaller['caller']) => Promise<unknown>, allowed: ErrorCode[] = []): Promise<ErrorCode[]> {
  const callers = await Promise.all(Array.from({ length: RACERS }, () => callerFor(viewer, { org })));
  const outcomes = await Promise.allSettled(callers.map(({ caller }) => call(caller)));
  const refusals = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => describeError(outcome.reason));
  for (const refusal of refusals) {
    expect(refusal.httpStatus, refusal.code).toBeLessThan(500);
    expect(allowed).toContain(refusal.code);
  }
  return refusals.map((refusal) => refusal.code);
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const [row] = await testOrm().em.fork().getConnection().execute<{ n: string }[]>(`select count(*) as n from ${sql}`, params);
  return Number(row!.n);
}

describe('identical writes at the same moment (issue 22: valid inputs never give 5xx)', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });
  const campaign = () => createCampaignRow({ organisation: personas.org, coach: personas.coach });

  it('tag.setForCampaign: every racer succeeds and the campaign ends with the list once', async () => {
    const row = await campaign();
    await race(personas.orgAdmin, personas.org, (caller) => caller.tag.setForCampaign({ guid: row.id, tags: ['Solar power', 'Water'] }));
    expect(await count('campaign_tag where campaign_id = ?', [row.id])).toBe(2);
    expect(await count(`tag where organisation_id = ? and slug in ('solar-power', 'water')`, [personas.org.id])).toBe(2);
  });

  it('tag.addToCampaign: a tag added five times at once is on the campaign once', async () => {
    const row = await campaign();
    await race(personas.orgAdmin, personas.org, (caller) => caller.tag.addToCampaign({ guid: row.id, tag: 'Recycling' }));
    expect(await count('campaign_tag where campaign_id = ?', [row.id])).toBe(1);
  });

  it('idea tags: different tags added at once stop at the site’s cap, the others hear TOO_MANY_TAGS', async () => {
    const cap = 3;
    const org = await createOrganisation({ settings: { ideaMaxNumTags: cap } });
    const author = await createUser({ organisation: org });
    const idea = await createIdeaRow({ campaign: await createCampaignRow({ organisation: org, coach: author }), author });
    const callers = await Promise.all(Array.from({ length: cap + 2 }, () => callerFor(author, { org })));
    const outcomes = await Promise.allSettled(callers.map(({ caller }, n) => caller.idea.tag.add({ guid: idea.id, tag: `Parallel ${n}` })));
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [describeError(outcome.reason).code] : []));
    expect(refusals).toEqual(['TOO_MANY_TAGS', 'TOO_MANY_TAGS']);
    expect(await count('idea_tag where idea_id = ?', [idea.id])).toBe(cap);
  });

  it('tag.addToUser: an interest added five times at once is the person’s once', async () => {
    const person = await createUser({ organisation: personas.org });
    await race(person, personas.org, (caller) => caller.tag.addToUser({ guid: person.id, tag: 'Cycling' }));
    expect(await count('user_tag where user_id = ?', [person.id])).toBe(1);
  });

  it('page.create: five pages with one title all save, each under a slug of its own, as one after another would', async () => {
    await race(personas.orgAdmin, personas.org, (caller) => caller.page.create({ title: 'House rules', body: 'Be kind.' }));
    const slugs = await testOrm().em.fork().getConnection().execute<{ slug: string }[]>(`select slug from page where organisation_id = ? and title = 'House rules' order by slug`, [personas.org.id]);
    expect(slugs.map((page) => page.slug)).toEqual(['house-rules', 'house-rules-2', 'house-rules-3', 'house-rules-4', 'house-rules-5']);
  });

  it('campaign.member.invite: an address invited five times at once gets one invitation and one mail', async () => {
    const row = await campaign();
    const email = 'racing-invitee@example.com';
    const invited: number[] = [];
    await race(personas.coach, personas.org, async (caller) => invited.push((await caller.campaign.member.invite({ slug: row.slug, emails: email })).invited));
    expect(invited.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await count('campaign_invitation where campaign_id = ? and email = ?', [row.id, email])).toBe(1);
    expect(await count(`mail_message where template = 'campaign-invitation' and "to" = ?`, [email])).toBe(1);
  });

  it('campaign.member.addCoach: one racer adds the coach, the others hear campaign-coach-exists-already as a second add would', async () => {
    const row = await campaign();
    const refusals = await race(personas.coach, personas.org, (caller) => caller.campaign.member.addCoach({ slug: row.slug, userGuid: personas.participant.id }), ['campaign-coach-exists-already']);
    expect(refusals).toHaveLength(RACERS - 1);
    expect(await count('campaign_coach where campaign_id = ?', [row.id])).toBe(2);
  });

  it('campaign.join: joining five times at once is one participant, counted once', async () => {
    const row = await campaign();
    const joiner = await createUser({ organisation: personas.org });
    await race(joiner, personas.org, (caller) => caller.campaign.join({ slug: row.slug }));
    expect(await count('campaign_participant where campaign_id = ? and user_id = ?', [row.id, joiner.id])).toBe(1);
    const stored = await testOrm().em.fork().findOneOrFail(CampaignSchema, { id: row.id }, { filters: false });
    expect(stored.contributorCount).toBe(1);
  });

  it('campaign.join: five different people joining at once are five contributors', async () => {
    const row = await campaign();
    const joiners = await Promise.all(Array.from({ length: RACERS }, () => createUser({ organisation: personas.org })));
    await Promise.all(joiners.map(async (joiner) => (await callerFor(joiner, { org: personas.org })).caller.campaign.join({ slug: row.slug })));
    const stored = await testOrm().em.fork().findOneOrFail(CampaignSchema, { id: row.id }, { filters: false });
    expect(stored.contributorCount).toBe(RACERS);
  });

  it('auth.requestPasswordReset: asking five times at once leaves one working link, past the rate limit a 429', async () => {
    const user = await createUser({ organisation: personas.org });
    const refusals = await race(user, personas.org, (caller) => caller.auth.requestPasswordReset({ email: user.email }), ['too-many-requests']);
    expect(refusals.length).toBeLessThan(RACERS);
    expect(await count('password_reset where user_id = ?', [user.id])).toBe(1);
  });

  it('agreement.accept: accepting five times at once records one acceptance', async () => {
    const { site, terms } = await createSiteWithAgreements();
    const user = await createUser({ organisation: site });
    await race(user, site, (caller) => caller.agreement.accept({ guid: terms, accepted: true }));
    expect(await count('agreement_acceptance where user_id = ?', [user.id])).toBe(1);
  });
});

/**
 * Saves that send a whole list inside a bigger form (labels in the admin's user edit, interests in
 * the profile, tags in an idea's edit), different at the same moment: each must win or wait its
 * turn, never meet the pivot key as a 500, and the list left is exactly one racer's.
 */
describe('different whole-list saves at the same moment (issue 22: valid inputs never give 5xx)', () => {
  const lists = Array.from({ length: RACERS }, (_, n) => [`Shared`, `Own ${n}`, `Other ${(n + 1) % RACERS}`]);

  async function settle(calls: Promise<unknown>[]): Promise<void> {
    const outcomes = await Promise.allSettled(calls);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [describeError(outcome.reason)] : []));
    expect(refusals.map((refusal) => `${refusal.httpStatus} ${refusal.code}`)).toEqual([]);
  }

  async function namesOf(sql: string, id: string): Promise<string[]> {
    const rows = await testOrm().em.fork().getConnection().execute<{ name: string }[]>(sql, [id]);
    return rows.map((row) => row.name).sort();
  }

  const expectOneOf = (names: string[]) => expect(lists.map((list) => [...list].sort())).toContainEqual(names);

  it('people.update: an admin’s label lists saved at once leave one of them', async () => {
    const personas = await createPersonas();
    const admin = await callerFor(personas.orgAdmin, { org: personas.org });
    for (const name of new Set(lists.flat())) await admin.caller.people.label.create({ name });
    const callers = await Promise.all(lists.map(() => callerFor(personas.orgAdmin, { org: personas.org })));
    await settle(callers.map(({ caller }, n) => caller.people.update({ guid: personas.participant.id, labels: lists[n]! })));
    expectOneOf(await namesOf('select l.name from user_label ul join label l on l.id = ul.label_id where ul.user_id = ?', personas.participant.id));
  });

  it('profile.update: interest lists saved at once from several tabs leave one of them', async () => {
    const personas = await createPersonas();
    const callers = await Promise.all(lists.map(() => callerFor(personas.participant, { org: personas.org })));
    await settle(callers.map(({ caller }, n) => caller.profile.update({ interests: lists[n]! })));
    expectOneOf(await namesOf('select t.name from user_tag ut join tag t on t.id = ut.tag_id where ut.user_id = ?', personas.participant.id));
  });

  it('idea.update: tag lists saved at once by the idea’s authors leave one of them', async () => {
    const org = await createOrganisation({ settings: { ideaMaxNumTags: 10 } });
    const author = await createUser({ organisation: org });
    const idea = await createIdeaRow({ campaign: await createCampaignRow({ organisation: org, coach: author }), author });
    const callers = await Promise.all(lists.map(() => callerFor(author, { org })));
    await settle(callers.map(({ caller }, n) => caller.idea.update({ guid: idea.id, name: idea.name, content: 'Edited at once', extraFields: {}, feedbackUsed: [], tags: lists[n]! })));
    expectOneOf(await namesOf('select t.name from idea_tag it join tag t on t.id = it.tag_id where it.idea_id = ?', idea.id));
  });
});
