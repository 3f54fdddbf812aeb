import { beforeAll, describe, expect, it } from 'vitest';
import { MailMessageSchema } from '#server/entities/mail.entity.ts';
import { NotificationSchema } from '#server/entities/notification.entity.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import type { Idea } from '#server/entities/idea.entity.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { IDEA_MERGE_MESSAGE_MAX_LENGTH } from '#shared/schemas/idea-merge.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createFeedbackRow, createIdeaRow } from '../factories/idea.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { testOrm } from '../support/test-database';

const sql = <T extends object>(query: string, params: unknown[] = []) => testOrm().em.fork().getConnection().execute<T[]>(query, params);

/** What a merge may change on an idea, read straight from the rows and the counters. */
async function ideaState(id: string) {
  const [row] = await sql<{ status: string; merged_into_id: string | null; upvote_count: number; comment_count: number; feedback_count: number; rating_sum: number; rating_count: number }>(
    'select status, merged_into_id, upvote_count, comment_count, feedback_count, rating_sum, rating_count from idea where id = ?',
    [id],
  );
  const authors = await sql<{ user_id: string; status: string }>('select user_id, status from idea_author where idea_id = ? order by user_id', [id]);
  const upvoters = await sql<{ user_id: string }>('select user_id from upvote where idea_id = ? order by user_id', [id]);
  const comments = await sql<{ id: string }>('select id from comment where idea_id = ? order by id', [id]);
  const feedback = await sql<{ id: string }>('select id from feedback where idea_id = ? order by id', [id]);
  return { ...row!, authors, upvoters: upvoters.map((r) => r.user_id), comments: comments.map((r) => r.id), feedback: feedback.map((r) => r.id) };
}

/** Counters equal to their rows, for every idea of the campaign. */
async function countersMatchRows(campaignId: string): Promise<unknown[]> {
  return sql(
    `select i.id from idea i where i.campaign_id = ? and (
       i.upvote_count <> (select count(*) from upvote where idea_id = i.id)
       or i.comment_count <> (select count(*) from comment where idea_id = i.id)
       or i.feedback_count <> (select count(*) from feedback where idea_id = i.id)
       or i.rating_sum <> (select coalesce(sum(rating), 0) from feedback where idea_id = i.id)
       or i.rating_count <> (select count(rating) from feedback where idea_id = i.id))`,
    [campaignId],
  );
}

const pointsOf = async (userId: string) => (await sql<{ total: number }>('select coalesce(sum(points), 0)::int as total from point_award where user_id = ?', [userId]))[0]!.total;

/** Duplicate ideas merged with consent, and unmerged (issue 23). */
describe('idea merges', () => {
  let org: Organisation;
  let otherOrg: Organisation;
  let coach: User;
  let otherCoach: User;
  let alice: User;
  let bob: User;
  let carol: User;
  let voter: User;
  let bothVoter: User;
  let outsider: User;
  let campaign: Campaign;
  beforeAll(async () => {
    [org, otherOrg] = await Promise.all([createOrganisation(), createOrganisation()]);
    [coach, otherCoach, alice, bob, carol, voter, bothVoter, outsider] = await Promise.all([
      createUser({ organisation: org }),
      createUser({ organisation: org }),
      createUser({ organisation: org, firstName: 'Alice' }),
      createUser({ organisation: org, firstName: 'Bob' }),
      createUser({ organisation: org, firstName: 'Carol' }),
      createUser({ organisation: org }),
      createUser({ organisation: org }),
      createUser({ organisation: otherOrg, isOrgAdmin: true }),
    ]);
    campaign = await createCampaignRow({ organisation: org, coach });
    await addParticipants(campaign, [alice, bob, carol, voter, bothVoter]);
  });
  const as = async (viewer: User | null, site = org) => (await callerFor(viewer, { org: site })).caller;

  /** A: Alice's idea; B: Bob's idea with Carol as co-author, comments, feedback and upvotes. */
  async function pair(): Promise<{ a: Idea; b: Idea; comment: string; reply: string; feedback: string }> {
    const a = await createIdeaRow({ campaign, author: alice, name: 'Solar panels on the roof' });
    const b = await createIdeaRow({ campaign, author: bob, name: 'Roof solar panels' });
    await sql(`insert into idea_author (id, created_at, updated_at, idea_id, user_id, status) values (gen_random_uuid(), now(), now(), ?, ?, 'accepted')`, [b.id, carol.id]);
    const comment = await (await as(voter)).comment.create({ ideaGuid: b.id, parentGuid: null, body: 'Good one' });
    const reply = await (await as(bob)).comment.create({ ideaGuid: b.id, parentGuid: comment.guid, body: 'Thanks' });
    const feedback = await createFeedbackRow({ idea: b, author: voter, rating: 5 });
    await (await as(voter)).upvote.toggle({ ideaGuid: b.id });
    await (await as(bothVoter)).upvote.toggle({ ideaGuid: b.id });
    await (await as(bothVoter)).upvote.toggle({ ideaGuid: a.id });
    return { a, b, comment: comment.guid, reply: reply.guid, feedback: feedback.id };
  }

  it('asks every author of B in the feed and by mail; the proposal shows to them and to coaches only', async () => {
    const { a, b } = await pair();
    const proposed = await (await as(coach)).ideaMerge.propose({ sourceGuid: b.id, targetGuid: a.id, message: 'These say the same.' });
    expect(proposed).toMatchObject({ status: 'proposed', sourceGuid: b.id, targetGuid: a.id });

    const notes = await testOrm().em.fork().find(NotificationSchema, { subType: 'merge-proposed', data: { ideaGuid: b.id } }, { filters: false });
    expect(notes.map((note) => note.user.id).sort()).toEqual([bob.id, carol.id].sort());
    expect(notes[0]!.data).toMatchObject({ otherIdeaGuid: a.id, otherIdeaName: 'Solar panels on the roof' });
    const mails = await testOrm().em.fork().find(MailMessageSchema, { template: 'idea-merge-proposal', to: { $in: [bob.email, carol.email] } }, { filters: false });
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain(`/ideas/${b.id}`);

    const forBob = await (await as(bob)).ideaMerge.ofIdea({ ideaGuid: b.id });
    expect(forBob.proposal).toMatchObject({ mergeGuid: proposed.mergeGuid, target: { guid: a.id }, message: 'These say the same.', myAnswer: 'pending', accepted: 0, asked: 2 });
    expect((await (await as(coach)).ideaMerge.ofIdea({ ideaGuid: b.id })).proposal).toMatchObject({ myAnswer: null });
    expect((await (await as(voter)).ideaMerge.ofIdea({ ideaGuid: b.id })).proposal).toBeNull();
    expect((await (await as(null)).ideaMerge.ofIdea({ ideaGuid: b.id })).proposal).toBeNull();
    // Nothing has moved yet.
    expect((await ideaState(b.id)).status).toBe('PUBLISHED');
  });

  it('refuses bad proposals with their keys, and everyone but coaches', async () => {
    const { a, b } = await pair();
    const byCoach = await as(coach);
    await expectAppError(byCoach.ideaMerge.propose({ sourceGuid: a.id, targetGuid: a.id }), 'idea-merge-same-idea');
    await expectAppError(byCoach.ideaMerge.propose({ sourceGuid: 'nope', targetGuid: a.id }), 'invalid-input', 'sourceGuid');
    await expectAppError(byCoach.ideaMerge.propose({ sourceGuid: b.id, targetGuid: a.id, message: 'x'.repeat(IDEA_MERGE_MESSAGE_MAX_LENGTH + 1) }), 'VALUE_TOO_LONG', 'message');
    const elsewhere = await createIdeaRow({ campaign: await createCampaignRow({ organisation: org, coach }), author: alice });
    await expectAppError(byCoach.ideaMerge.propose({ sourceGuid: b.id, targetGuid: elsewhere.id }), 'idea-merge-other-campaign');
    const draft = await createIdeaRow({ campaign, author: bob, status: 'DRAFT' });
    await expectAppError(byCoach.ideaMerge.propose({ sourceGuid: draft.id, targetGuid: a.id }), 'idea-merge-not-possible');

    await expectAppError((await as(bob)).ideaMerge.propose({ sourceGuid: b.id, targetGuid: a.id }), 'forbidden');
    await expectAppError((await as(otherCoach)).ideaMerge.propose({ sourceGuid: b.id, targetGuid: a.id }), 'forbidden');
    await expectAppError((await as(null)).ideaMerge.propose({ sourceGuid: b.id, targetGuid: a.id }), 'not-authenticated');
    // Another site's admin: the ideas do not exist there.
    await expectAppError((await as(outsider, otherOrg)).ideaMerge.propose({ sourceGuid: b.id, targetGuid: a.id }), 'not-found');

    await byCoach.ideaMerge.propose({ sourceGuid: b.id, targetGuid: a.id });
    await expectAppError(byCoach.ideaMerge.propose({ sourceGuid: b.id, targetGuid: a.id }), 'idea-merge-pending');
  });

  it('declines on one author’s no: the coach hears of it, nothing moves, and a new proposal may follow', async () => {
    const { a, b } = await pair();
    const before = await ideaState(b.id);
    const { mergeGuid } = await (await as(coach)).ideaMerge.propose({ sourceGuid: b.id, targetGuid: a.id });
    await expectAppError((await as(voter)).ideaMerge.answer({ mergeGuid, answer: 'accept' }), 'forbidden');
    await expectAppError((await as(bob)).ideaMerge.answer({ mergeGuid, answer: 'maybe' as 'accept' }), 'invalid-input', 'answer');
    await (await as(carol)).ideaMerge.answer({ mergeGuid, answer: 'accept' });
    expect((await ideaState(b.id)).status).toBe('PUBLISHED');
    expect(await (await as(bob)).ideaMerge.answer({ mergeGuid, answer: 'decline' })).toMatchObject({ status: 'declined' });
    await expectAppError((await as(carol)).ideaMerge.answer({ mergeGuid, answer: 'decline' }), 'idea-merge-not-open');

    expect(await ideaState(b.id)).toEqual(before);
    const notes = await testOrm().em.fork().find(NotificationSchema, { user: coach.id, subType: 'merge-declined', data: { ideaGuid: b.id } }, { filters: false });
    expect(notes).toHaveLength(1);
    expect(notes[0]!.data.actorGuid).toBe(bob.id);
    expect((await (await as(coach)).ideaMerge.propose({ sourceGuid: b.id, targetGuid: a.id })).status).toBe('proposed');
  });

  it('merges when every author accepted, asks upvoters, moves votes only on their answer, and unmerges exactly', async () => {
    const { a, b, comment, reply, feedback } = await pair();
    const beforeA = await ideaState(a.id);
    const beforeB = await ideaState(b.id);
    const points = await Promise.all([alice, bob, carol, voter].map((user) => pointsOf(user.id)));
    const { mergeGuid } = await (await as(coach)).ideaMerge.propose({ sourceGuid: b.id, targetGuid: a.id });
    await (await as(bob)).ideaMerge.answer({ mergeGuid, answer: 'accept' });
    expect((await ideaState(b.id)).status).toBe('PUBLISHED');
    expect(await (await as(carol)).ideaMerge.answer({ mergeGuid, answer: 'accept' })).toMatchObject({ status: 'accepted' });

    const merged = { a: await ideaState(a.id), b: await ideaState(b.id) };
    expect(merged.a.authors.map((row) => row.user_id).sort()).toEqual([alice.id, bob.id, carol.id].sort());
    expect(merged.a.comments.sort()).toEqual([comment, reply].sort());
    expect(merged.a.feedback).toEqual([feedback]);
    expect(merged.a).toMatchObject({ comment_count: 2, feedback_count: 1, rating_sum: 5, rating_count: 1, upvote_count: 1 });
    expect(merged.b).toMatchObject({ status: 'ARCHIVED', merged_into_id: a.id, comment_count: 0, feedback_count: 0, upvote_count: 2 });
    // Nobody's vote moved by itself; points were neither given nor taken.
    expect(merged.b.upvoters.sort()).toEqual([voter.id, bothVoter.id].sort());
    expect(await Promise.all([alice, bob, carol, voter].map((user) => pointsOf(user.id)))).toEqual(points);
    expect(await countersMatchRows(campaign.id)).toEqual([]);

    // B stays readable for everyone, leads to A, and takes no new upvotes or comments.
    expect((await (await as(null)).ideaMerge.ofIdea({ ideaGuid: b.id })).mergedInto).toMatchObject({ mergeGuid, idea: { guid: a.id } });
    expect((await (await as(null)).ideaMerge.ofIdea({ ideaGuid: a.id })).mergedFrom).toEqual([expect.objectContaining({ mergeGuid, idea: { guid: b.id, name: 'Roof solar panels' } })]);
    await expectAppError((await as(carol)).upvote.toggle({ ideaGuid: b.id }), 'idea-merged');
    await expectAppError((await as(carol)).comment.create({ ideaGuid: b.id, parentGuid: null, body: 'Late' }), 'idea-merged');

    // Only the voter who had not upvoted A is asked, on both pages.
    const forVoter = await as(voter);
    expect((await forVoter.ideaMerge.ofIdea({ ideaGuid: b.id })).voteQuestions).toEqual([{ mergeGuid, source: { guid: b.id, name: 'Roof solar panels' }, target: { guid: a.id, name: 'Solar panels on the roof' } }]);
    expect((await forVoter.ideaMerge.ofIdea({ ideaGuid: a.id })).voteQuestions).toHaveLength(1);
    expect((await (await as(bothVoter)).ideaMerge.ofIdea({ ideaGuid: a.id })).voteQuestions).toEqual([]);
    const asked = await testOrm().em.fork().find(NotificationSchema, { subType: 'merge-vote', data: { ideaGuid: b.id } }, { filters: false });
    expect(asked.map((note) => note.user.id)).toEqual([voter.id]);
    await expectAppError((await as(bothVoter)).ideaMerge.answerVote({ mergeGuid, move: true }), 'forbidden');
    await forVoter.ideaMerge.answerVote({ mergeGuid, move: true });
    await expectAppError(forVoter.ideaMerge.answerVote({ mergeGuid, move: false }), 'idea-merge-not-open');
    expect((await ideaState(a.id)).upvoters.sort()).toEqual([voter.id, bothVoter.id].sort());
    expect(await ideaState(b.id)).toMatchObject({ upvote_count: 1, upvoters: [bothVoter.id] });
    // A later comment on A answering a moved one goes back with its thread.
    const lateReply = await (await as(alice)).comment.create({ ideaGuid: a.id, parentGuid: comment, body: 'Agreed' });
    const onA = await (await as(alice)).comment.create({ ideaGuid: a.id, parentGuid: null, body: 'Merged nicely' });

    // The record says who, when and what moved.
    const [line] = await (await as(coach)).ideaMerge.byCampaign({ campaignSlug: campaign.slug });
    expect(line).toMatchObject({ mergeGuid, status: 'accepted', proposerName: expect.any(String), deciderName: expect.stringContaining('Carol'), moved: { coAuthors: 2, comments: 2, feedback: 1, votesMoved: 1, votesAsked: 1 } });

    await expectAppError((await as(bob)).ideaMerge.unmerge({ mergeGuid }), 'forbidden');
    expect(await (await as(coach)).ideaMerge.unmerge({ mergeGuid })).toMatchObject({ status: 'unmerged' });
    const undone = { a: await ideaState(a.id), b: await ideaState(b.id) };
    expect(undone.b).toEqual({ ...beforeB, comments: [...beforeB.comments, lateReply.guid].sort(), comment_count: 3 });
    expect(undone.a).toEqual({ ...beforeA, comments: [onA.guid], comment_count: 1 });
    expect(await countersMatchRows(campaign.id)).toEqual([]);
    await expectAppError((await as(coach)).ideaMerge.unmerge({ mergeGuid }), 'idea-merge-not-open');
    const undoneNotes = await testOrm().em.fork().find(NotificationSchema, { subType: 'merge-undone', data: { ideaGuid: b.id } }, { filters: false });
    expect(undoneNotes.map((note) => note.user.id).sort()).toEqual([bob.id, carol.id].sort());
  });

  it('withdraws a proposal for coaches only; the authors can no longer answer it', async () => {
    const { a, b } = await pair();
    const { mergeGuid } = await (await as(coach)).ideaMerge.propose({ sourceGuid: b.id, targetGuid: a.id });
    await expectAppError((await as(bob)).ideaMerge.withdraw({ mergeGuid }), 'forbidden');
    await expectAppError((await as(outsider, otherOrg)).ideaMerge.withdraw({ mergeGuid }), 'not-found');
    expect(await (await as(coach)).ideaMerge.withdraw({ mergeGuid })).toMatchObject({ status: 'withdrawn' });
    await expectAppError((await as(bob)).ideaMerge.answer({ mergeGuid, answer: 'accept' }), 'idea-merge-not-open');
    await expectAppError((await as(coach)).ideaMerge.unmerge({ mergeGuid }), 'idea-merge-not-open');
  });

  it('keeps merges to coaches and the asked, and to their own site', async () => {
    const { a, b } = await pair();
    const { mergeGuid } = await (await as(coach)).ideaMerge.propose({ sourceGuid: b.id, targetGuid: a.id });
    await expectAppError((await as(voter)).ideaMerge.byCampaign({ campaignSlug: campaign.slug }), 'forbidden');
    await expectAppError((await as(outsider, otherOrg)).ideaMerge.byCampaign({ campaignSlug: campaign.slug }), 'not-found');
    await expectAppError((await as(outsider, otherOrg)).ideaMerge.answer({ mergeGuid, answer: 'accept' }), 'not-found');
    await expectAppError((await as(outsider, otherOrg)).ideaMerge.ofIdea({ ideaGuid: b.id }), 'not-found');
    await expectAppError((await as(alice)).ideaMerge.answer({ mergeGuid, answer: 'accept' }), 'forbidden');
  });

  it('undoes merges last first: a merged-into idea merged on must be unmerged before', async () => {
    const { a, b } = await pair();
    const c = await createIdeaRow({ campaign, author: coach, name: 'Panels everywhere' });
    const byCoach = await as(coach);
    const first = await byCoach.ideaMerge.propose({ sourceGuid: b.id, targetGuid: a.id });
    await (await as(bob)).ideaMerge.answer({ mergeGuid: first.mergeGuid, answer: 'accept' });
    await (await as(carol)).ideaMerge.answer({ mergeGuid: first.mergeGuid, answer: 'accept' });
    // A merged idea takes no part in new merges, either way.
    await expectAppError(byCoach.ideaMerge.propose({ sourceGuid: c.id, targetGuid: b.id }), 'idea-merge-not-possible');
    // A into C asks all of A's authors now: Alice, and Bob and Carol who joined with B.
    const second = await byCoach.ideaMerge.propose({ sourceGuid: a.id, targetGuid: c.id });
    for (const author of [alice, bob, carol]) await (await as(author)).ideaMerge.answer({ mergeGuid: second.mergeGuid, answer: 'accept' });
    await expectAppError(byCoach.ideaMerge.unmerge({ mergeGuid: first.mergeGuid }), 'idea-merge-undo-later-first');
    await byCoach.ideaMerge.unmerge({ mergeGuid: second.mergeGuid });
    await byCoach.ideaMerge.unmerge({ mergeGuid: first.mergeGuid });
    expect(await countersMatchRows(campaign.id)).toEqual([]);
    expect((await ideaState(b.id)).authors.map((row) => row.user_id).sort()).toEqual([bob.id, carol.id].sort());
    expect((await ideaState(a.id)).authors.map((row) => row.user_id)).toEqual([alice.id]);
  });

  it('never pays an author twice for one idea: accepted B merged into A that is accepted later', async () => {
    const { a, b } = await pair();
    const byCoach = await as(coach);
    await byCoach.idea.setStatus({ guid: b.id, status: 'ACCEPTED' });
    const paid = { alice: await pointsOf(alice.id), bob: await pointsOf(bob.id) };
    // Accepted ideas may still be merged; B must be open, so it goes back to published first.
    await byCoach.idea.setStatus({ guid: b.id, status: 'PUBLISHED' });
    const { mergeGuid } = await byCoach.ideaMerge.propose({ sourceGuid: b.id, targetGuid: a.id });
    await (await as(bob)).ideaMerge.answer({ mergeGuid, answer: 'accept' });
    await (await as(carol)).ideaMerge.answer({ mergeGuid, answer: 'accept' });
    await byCoach.idea.setStatus({ guid: a.id, status: 'ACCEPTED' });
    expect(await pointsOf(bob.id)).toBe(paid.bob);
    expect(await pointsOf(alice.id)).toBeGreaterThan(paid.alice);
    // Undone and accepted again: still once each.
    await byCoach.ideaMerge.unmerge({ mergeGuid });
    await byCoach.idea.setStatus({ guid: b.id, status: 'ACCEPTED' });
    expect(await pointsOf(bob.id)).toBe(paid.bob);
  });

  it('keeps votes and points exact through parallel merges, answers and upvotes', async () => {
    const target = await createIdeaRow({ campaign, author: alice, name: 'One shared bike fleet' });
    const rival = await createIdeaRow({ campaign, author: alice, name: 'A city bike fleet' });
    // Ideas of the coach's own: proposing is their consent, so each merges at once, all into one target at the same time.
    const sources = await Promise.all(Array.from({ length: 6 }, (_, n) => createIdeaRow({ campaign, author: coach, name: `Bike fleet ${n}` })));
    const voters = [voter, bothVoter, carol, bob];
    for (const source of sources) for (const user of voters) await (await as(user)).upvote.toggle({ ideaGuid: source.id });
    await Promise.all(sources.slice(0, 3).map(async (source) => (await as(alice)).comment.create({ ideaGuid: source.id, parentGuid: null, body: 'Same here' })));
    const points = await Promise.all([alice, bob, carol, voter, bothVoter, coach].map((user) => pointsOf(user.id)));

    const byCoach = await as(coach);
    const results = await Promise.allSettled([
      ...sources.map((source) => byCoach.ideaMerge.propose({ sourceGuid: source.id, targetGuid: target.id })),
      // The same source into two targets at once: one wins, the other is refused.
      byCoach.ideaMerge.propose({ sourceGuid: sources[0]!.id, targetGuid: rival.id }),
    ]);
    const merges = results.flatMap((result) => (result.status === 'fulfilled' && result.value.status === 'accepted' ? [result.value] : []));
    expect(merges).toHaveLength(6);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(refused).toHaveLength(1);
    // Refused by whichever check meets the winner: its proposal row, while it is still being
    // written (pending), or its finished merge, when the loser loads the source after (not possible).
    expect(String(refused[0])).toMatch(/idea-merge-pending|idea-merge-not-possible/);
    expect(await countersMatchRows(campaign.id)).toEqual([]);

    // Every asked voter answers, twice at once, while others toggle their votes on the target.
    await Promise.allSettled(
      merges.flatMap((merge) =>
        voters.flatMap((user) => [
          as(user).then((caller) => caller.ideaMerge.answerVote({ mergeGuid: merge.mergeGuid, move: true })),
          as(user).then((caller) => caller.ideaMerge.answerVote({ mergeGuid: merge.mergeGuid, move: true })),
        ]),
      ),
    );
    await Promise.all([as(alice).then((caller) => caller.upvote.toggle({ ideaGuid: target.id })), as(coach).then((caller) => caller.upvote.toggle({ ideaGuid: target.id }))]);
    expect(await countersMatchRows(campaign.id)).toEqual([]);
    expect((await ideaState(target.id)).upvoters.sort()).toEqual([...voters, alice, coach].map((user) => user.id).sort());
    expect(await Promise.all([alice, bob, carol, voter, bothVoter, coach].map((user) => pointsOf(user.id)))).toEqual(points);

    // And all undone at once: each source gets back exactly its voters.
    await Promise.all(merges.map((merge) => byCoach.ideaMerge.unmerge({ mergeGuid: merge.mergeGuid })));
    expect(await countersMatchRows(campaign.id)).toEqual([]);
    for (const merge of merges) expect((await ideaState(merge.sourceGuid)).upvoters.sort()).toEqual(voters.map((user) => user.id).sort());
    expect((await ideaState(target.id)).upvoters.sort()).toEqual([alice.id, coach.id].sort());
  });
});
