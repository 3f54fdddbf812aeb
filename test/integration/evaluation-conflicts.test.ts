import { describe, expect, it } from 'vitest';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { useHttpFixture } from '../support/http';

/** The coach's list of declared conflicts of interest (issue 33 item 3): who keeps off which idea. */
describe('declared conflicts', () => {
  const fixture = useHttpFixture();
  const as = async (user: User | null) => (await callerFor(user, { org: user?.organisation ?? fixture.personas.org })).caller;

  /** A campaign of the coach's with two ideas and two evaluators, and another campaign of the coach's with one evaluator. */
  async function campaignsWithEvaluators() {
    const { org, coach } = fixture.personas;
    const writer = await createUser({ organisation: org });
    const [ada, bo] = await Promise.all(['Ada', 'Bo'].map((firstName) => createUser({ organisation: org, firstName, lastName: 'Reviewer' })));
    const campaign = await createCampaignRow({ organisation: org, coach });
    const ideas = [await createIdeaRow({ campaign, author: writer, name: 'Solar benches' }), await createIdeaRow({ campaign, author: writer, name: 'Rain gardens' })];
    const other = await createCampaignRow({ organisation: org, coach });
    const otherIdea = await createIdeaRow({ campaign: other, author: writer, name: 'Elsewhere' });
    const coachCaller = await as(coach);
    for (const evaluator of [ada!, bo!]) await coachCaller.evaluation.evaluator.add({ campaignSlug: campaign.slug, email: evaluator.email });
    await coachCaller.evaluation.evaluator.add({ campaignSlug: other.slug, email: ada!.email });
    return { campaign, other, ideas, otherIdea, ada: ada!, bo: bo!, coach: coachCaller };
  }

  it('lists who declared a conflict on which of the campaign\'s ideas, newest first, and drops a withdrawn one', async () => {
    const { campaign, other, ideas, otherIdea, ada, bo, coach } = await campaignsWithEvaluators();
    expect(await coach.evaluation.conflict.list({ campaignSlug: campaign.slug })).toEqual([]);

    await (await as(ada)).evaluation.conflict.declare({ ideaGuid: ideas[0]!.id });
    await (await as(bo)).evaluation.conflict.declare({ ideaGuid: ideas[1]!.id });
    await (await as(ada)).evaluation.conflict.declare({ ideaGuid: otherIdea.id });
    const listed = await coach.evaluation.conflict.list({ campaignSlug: campaign.slug });
    expect(listed.map(({ declaredAt, ...conflict }) => ({ ...conflict, dated: declaredAt instanceof Date }))).toEqual([
      { ideaGuid: ideas[1]!.id, ideaName: 'Rain gardens', evaluatorGuid: bo.id, evaluatorName: 'Bo Reviewer', stillEvaluator: true, dated: true },
      { ideaGuid: ideas[0]!.id, ideaName: 'Solar benches', evaluatorGuid: ada.id, evaluatorName: 'Ada Reviewer', stillEvaluator: true, dated: true },
    ]);
    // Each campaign lists its own ideas' conflicts only.
    expect((await coach.evaluation.conflict.list({ campaignSlug: other.slug })).map((conflict) => conflict.ideaName)).toEqual(['Elsewhere']);

    // An evaluator who loses the role keeps their conflict, marked so; a withdrawn one leaves the list.
    await coach.evaluation.evaluator.remove({ campaignSlug: campaign.slug, userGuid: bo.id });
    await (await as(ada)).evaluation.conflict.withdraw({ ideaGuid: ideas[0]!.id });
    expect(await coach.evaluation.conflict.list({ campaignSlug: campaign.slug })).toEqual([expect.objectContaining({ evaluatorGuid: bo.id, stillEvaluator: false })]);

    // An admin coaches every campaign.
    expect(await (await as(fixture.personas.orgAdmin)).evaluation.conflict.list({ campaignSlug: campaign.slug })).toHaveLength(1);
  });

  it('is the campaign\'s coaches\' and admins\' only; another site\'s campaign is not found', async () => {
    const { campaign, ideas, ada, bo } = await campaignsWithEvaluators();
    await (await as(ada)).evaluation.conflict.declare({ ideaGuid: ideas[0]!.id });
    // The evaluators themselves, a participant and a coach of other campaigns are refused.
    for (const user of [ada, bo, fixture.personas.participant, await createUser({ organisation: fixture.personas.org })]) {
      await expectAppError((await as(user)).evaluation.conflict.list({ campaignSlug: campaign.slug }), 'forbidden');
    }
    await expectAppError((await as(null)).evaluation.conflict.list({ campaignSlug: campaign.slug }), 'not-authenticated');
    await expectAppError((await as(fixture.personas.outsider)).evaluation.conflict.list({ campaignSlug: campaign.slug }), 'not-found');
    await expectAppError((await as(fixture.personas.coach)).evaluation.conflict.list({ campaignSlug: 'no-such-campaign' }), 'not-found');
    await expectAppError((await as(fixture.personas.coach)).evaluation.conflict.list({ campaignSlug: '' }), 'invalid-input', 'campaignSlug');
  });
});
