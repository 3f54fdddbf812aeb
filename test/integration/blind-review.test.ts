import { beforeAll, describe, expect, it } from 'vitest';
import type { Idea } from '#server/entities/idea.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { bearerFor } from '../support/upload';

const DUE = '2030-06-30';

/**
 * Blind review outside the review page (issue 33 item 4): wherever an evaluator assigned an idea in
 * a blind stage could otherwise read its authors or the other evaluators' scores, they do not.
 */
describe('blind review beyond the review page', () => {
  const fixture = useHttpFixture();
  const as = async (user: User | null) => (await callerFor(user, { org: user?.organisation ?? fixture.personas.org })).caller;

  let blindIdea: Idea;
  let openIdea: Idea;
  let stages: { blind: string; open: string };
  let blindEvaluator: User;
  let otherEvaluator: User;
  let bystander: User;
  let criterion: string;
  let campaignSlug: string;
  let writer: User;

  /**
   * A campaign of the coach's with a blind stage holding one idea and an open (not blind) stage
   * holding another, both by Wanda Writer; two evaluators assigned the blind idea, one of them the
   * open idea too; and a participant of the site with no assignment.
   */
  beforeAll(async () => {
    const { org, coach } = fixture.personas;
    const campaign = await createCampaignRow({ organisation: org, coach });
    campaignSlug = campaign.slug;
    writer = await createUser({ organisation: org, firstName: 'Wanda', lastName: 'Writer' });
    blindIdea = await createIdeaRow({ campaign, author: writer, name: 'Blindly reviewed' });
    openIdea = await createIdeaRow({ campaign, author: writer, name: 'Openly reviewed' });
    [blindEvaluator, otherEvaluator, bystander] = await Promise.all(['Ada', 'Bo', 'Cy'].map((firstName) => createUser({ organisation: org, firstName, lastName: 'Reviewer' }))) as [User, User, User];
    const caller = await as(coach);
    const [blind, open] = (
      await caller.stages.savePipeline({
        campaignSlug: campaign.slug,
        stages: [
          { nameEn: 'Blind', nameSv: 'Blind', participantView: 'stage', reportsStatus: 'PUBLISHED' },
          { nameEn: 'Open', nameSv: 'Öppen', participantView: 'stage', reportsStatus: 'candidate' },
        ],
      })
    ).stages.map((stage) => stage.guid) as [string, string];
    stages = { blind, open };
    await caller.stages.move({ ideaGuids: [openIdea.id], toStageGuid: open, reason: '' });
    for (const stageGuid of [blind, open]) await caller.evaluation.saveScorecard({ stageGuid, criteria: [{ nameEn: 'Impact', nameSv: 'Nytta', scale: 5, weight: 1 }] });
    criterion = (await caller.evaluation.scorecard({ stageGuid: blind })).criteria[0]!.guid;
    await caller.evaluation.saveReviewSettings({ stageGuid: blind, blindReview: true, advance: null, decline: null });
    for (const evaluator of [blindEvaluator, otherEvaluator]) await caller.evaluation.evaluator.add({ campaignSlug: campaign.slug, email: evaluator.email });
    await caller.evaluation.assignment.create({ stageGuid: blind, ideaGuids: [blindIdea.id], evaluatorGuids: [blindEvaluator.id, otherEvaluator.id], dueDate: DUE });
    await caller.evaluation.assignment.create({ stageGuid: open, ideaGuids: [openIdea.id], evaluatorGuids: [blindEvaluator.id], dueDate: DUE });
  });

  const authorsSeenBy = async (user: User, idea: Idea) => {
    const seen = await (await as(user)).idea.byGuid({ guid: idea.id });
    return { authors: seen.authors.map((author) => author.name), hidden: seen.authorsHidden };
  };

  it('the idea page leaves out the authors for an evaluator of a blind stage, before and after they submit, and only for them', async () => {
    expect(await authorsSeenBy(blindEvaluator, blindIdea)).toEqual({ authors: [], hidden: true });
    // Not blind: the same evaluator sees the authors of the idea they review in the open stage.
    expect(await authorsSeenBy(blindEvaluator, openIdea)).toEqual({ authors: ['Wanda Writer'], hidden: false });
    // Coaches see everything; people who review nothing see the page as ever.
    expect(await authorsSeenBy(fixture.personas.coach, blindIdea)).toEqual({ authors: ['Wanda Writer'], hidden: false });
    expect(await authorsSeenBy(fixture.personas.orgAdmin, blindIdea)).toEqual({ authors: ['Wanda Writer'], hidden: false });
    expect(await authorsSeenBy(bystander, blindIdea)).toEqual({ authors: ['Wanda Writer'], hidden: false });
    expect((await (await as(null)).idea.byGuid({ guid: blindIdea.id })).authors.map((author) => author.name)).toEqual(['Wanda Writer']);

    // As on the review page, the authors stay hidden from them once their review is in.
    const queue = await (await as(otherEvaluator)).evaluation.review.queue();
    const assignmentGuid = queue.flatMap((group) => group.assignments).find((entry) => entry.ideaGuid === blindIdea.id)!.assignmentGuid;
    await (await as(otherEvaluator)).evaluation.review.submit({ assignmentGuid, scores: [{ criterionGuid: criterion, score: 4, comment: 'Good' }] });
    expect(await authorsSeenBy(otherEvaluator, blindIdea)).toEqual({ authors: [], hidden: true });
  });

  it('the campaign\'s idea list names no authors of the ideas they review blind, and an author filter does not find them', async () => {
    const listed = async (user: User, authors: string[] = []) =>
      Object.fromEntries((await (await as(user)).idea.byCampaign({ slug: campaignSlug, sort: 'new', authors })).ideas.map((idea) => [idea.name, idea.authors.map((author) => `${author.firstName} ${author.lastName}`)]));
    expect(await listed(blindEvaluator)).toEqual({ 'Blindly reviewed': [], 'Openly reviewed': ['Wanda Writer'] });
    expect(await listed(blindEvaluator, [writer.id])).toEqual({ 'Openly reviewed': ['Wanda Writer'] });
    expect(await listed(bystander, [writer.id])).toEqual({ 'Blindly reviewed': ['Wanda Writer'], 'Openly reviewed': ['Wanda Writer'] });
    expect(await listed(fixture.personas.coach)).toEqual({ 'Blindly reviewed': ['Wanda Writer'], 'Openly reviewed': ['Wanda Writer'] });
  });

  it('the façade\'s idea route leaves them out the same way', async () => {
    const seen = async (user: User) => {
      const answer = await requestJson(fixture.app, { method: 'GET', url: `${LEGACY_BASE}/ideas/${blindIdea.id}`, host: fixture.host, headers: { authorization: await bearerFor(user) } });
      expect(answer.status).toBe(200);
      return (answer.body.result as { authors: { name: string }[] }).authors.map((author) => author.name);
    };
    expect(await seen(blindEvaluator)).toEqual([]);
    expect(await seen(bystander)).toEqual(['Wanda Writer']);
  });

  it('the queue names neither authors nor scores, and the coaches\' figures stay the coaches\'', async () => {
    const [group] = (await (await as(blindEvaluator)).evaluation.review.queue()).filter((entry) => entry.stageGuid === stages.blind);
    expect(group!.assignments).toEqual([{ assignmentGuid: expect.any(String), ideaGuid: blindIdea.id, ideaName: 'Blindly reviewed', state: 'open', dueDate: DUE, overdue: false }]);
    const evaluator = await as(blindEvaluator);
    await expectAppError(evaluator.evaluation.consensus.table({ stageGuid: stages.blind, page: 1, sort: 'mean', direction: 'desc', disagreementOnly: false, minReviews: 0, search: '' }), 'forbidden');
    await expectAppError(evaluator.evaluation.consensus.calibration({ stageGuid: stages.blind }), 'forbidden');
    await expectAppError(evaluator.evaluation.assignment.overview({ stageGuid: stages.blind, page: 1 }), 'forbidden');
    const exported = await fixture.app.inject({ method: 'GET', url: `/exports/stages/${stages.blind}/consensus?format=csv`, headers: { host: fixture.host, authorization: await bearerFor(blindEvaluator) } });
    expect(exported.statusCode).toBe(403);
  });
});
