import { beforeAll, describe, expect, it } from 'vitest';
import { IdeaSchema, UpvoteSchema, type Idea } from '#server/entities/idea.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';

describe('upvote.toggle', () => {
  let personas: Personas;
  let author: User;
  beforeAll(async () => {
    personas = await createPersonas();
    author = await createUser({ organisation: personas.org });
  });

  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;
  /** A running public campaign with `members` approved, and one idea by `author`. */
  const ideaIn = async (members: User[] = [], overrides: Partial<CampaignOverrides> = {}) => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach, ...overrides });
    await addParticipants(campaign, [author, ...members]);
    return createIdeaRow({ campaign, author });
  };
  const stored = async (idea: Idea) => {
    const em = scopedEm(personas.org);
    const row = await em.findOneOrFail(IdeaSchema, { id: idea.id });
    return { count: row.upvoteCount, rows: await em.count(UpvoteSchema, { idea: idea.id }) };
  };

  it('upvotes, and a second click removes the upvote (spec 1 §4)', async () => {
    const idea = await ideaIn([personas.participant]);
    const caller = await as(personas.participant);
    expect(await caller.upvote.toggle({ ideaGuid: idea.id })).toEqual({ upvoted: true, totalUpvoteCount: 1 });
    expect(await (await as(author)).upvote.toggle({ ideaGuid: idea.id })).toEqual({ upvoted: true, totalUpvoteCount: 2 });
    expect(await caller.upvote.toggle({ ideaGuid: idea.id })).toEqual({ upvoted: false, totalUpvoteCount: 1 });
    expect(await stored(idea)).toEqual({ count: 1, rows: 1 });
  });

  it('lets coaches and admins vote without joining', async () => {
    const idea = await ideaIn();
    expect(await (await as(personas.coach)).upvote.toggle({ ideaGuid: idea.id })).toMatchObject({ upvoted: true });
    expect(await (await as(personas.orgAdmin)).upvote.toggle({ ideaGuid: idea.id })).toEqual({ upvoted: true, totalUpvoteCount: 2 });
  });

  it('refuses the logged out, the unverified, non-members, pending members and other organisations', async () => {
    const idea = await ideaIn();
    const pending = await createUser({ organisation: personas.org });
    await addParticipants(idea.campaign, [pending], 'pending');
    await expectAppError((await as(null)).upvote.toggle({ ideaGuid: idea.id }), 'not-authenticated');
    await expectAppError((await as(personas.inactiveUser)).upvote.toggle({ ideaGuid: idea.id }), 'user-not-active');
    await expectAppError((await as(personas.participant)).upvote.toggle({ ideaGuid: idea.id }), 'user-not-in-campaign');
    await expectAppError((await as(pending)).upvote.toggle({ ideaGuid: idea.id }), 'user-not-approved');
    await expectAppError((await callerFor(personas.outsider)).caller.upvote.toggle({ ideaGuid: idea.id }), 'idea-not-found');
    await expectAppError((await as(personas.participant)).upvote.toggle({ ideaGuid: '01900000-0000-7000-8000-000000000000' }), 'idea-not-found');
    await expectAppError((await as(personas.participant)).upvote.toggle({ ideaGuid: 'not-a-guid' }), 'invalid-input', 'ideaGuid');
    await expectAppError((await as(personas.participant)).upvote.toggle({ ideaGuid: '' }), 'ERROR_REQUIRED', 'ideaGuid');
    expect(await stored(idea)).toEqual({ count: 0, rows: 0 });
  });

  it('is disabled once the campaign has ended (campaign-ended)', async () => {
    const idea = await ideaIn([personas.participant], { startsInDays: -20, endsInDays: -1 });
    await expectAppError((await as(personas.participant)).upvote.toggle({ ideaGuid: idea.id }), 'campaign-ended');
  });

  it('keeps an exact count when 50 distinct users toggle in parallel, and again when they all take it back', async () => {
    const voters = await Promise.all(Array.from({ length: 50 }, () => createUser({ organisation: personas.org })));
    const idea = await ideaIn(voters);
    const callers = await Promise.all(voters.map((voter) => as(voter)));
    const results = await Promise.all(callers.map((caller) => caller.upvote.toggle({ ideaGuid: idea.id })));
    expect(results.every((result) => result.upvoted)).toBe(true);
    expect(new Set(results.map((result) => result.totalUpvoteCount)).size).toBe(50);
    expect(await stored(idea)).toEqual({ count: 50, rows: 50 });
    await Promise.all(callers.map((caller) => caller.upvote.toggle({ ideaGuid: idea.id })));
    expect(await stored(idea)).toEqual({ count: 0, rows: 0 });
  });

  it('ends consistent when one user double-toggles in parallel', async () => {
    const idea = await ideaIn([personas.participant]);
    const callers = await Promise.all(Array.from({ length: 6 }, () => as(personas.participant)));
    const results = await Promise.all(callers.map((caller) => caller.upvote.toggle({ ideaGuid: idea.id })));
    // Six toggles of one vote: three on, three off, in whatever order they were serialised.
    expect(results.filter((result) => result.upvoted)).toHaveLength(3);
    expect(await stored(idea)).toEqual({ count: 0, rows: 0 });
  });
});
