import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { bearerFor } from '../support/upload';

/** The merge routes (issue 23) call the procedures: the same answers, errors and refusals. */
describe('legacy idea merge routes', () => {
  const fixture = useHttpFixture();
  let coach: string;
  let participant: string;
  beforeAll(async () => {
    [coach, participant] = await Promise.all([bearerFor(fixture.personas.coach), bearerFor(fixture.personas.participant)]);
  });
  const call = (method: 'GET' | 'POST', path: string, authorization: string | null, body?: unknown) =>
    requestJson(fixture.app, { method, url: `${LEGACY_BASE}${path}`, host: fixture.host, headers: authorization ? { authorization } : {}, body });

  it('proposes, answers, moves a vote, lists and unmerges through the façade', async () => {
    const campaign = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
    const voter = await createUser({ organisation: fixture.personas.org });
    await addParticipants(campaign, [fixture.personas.participant, voter]);
    const a = await createIdeaRow({ campaign, author: fixture.personas.coach, name: 'Quiet room' });
    const b = await createIdeaRow({ campaign, author: fixture.personas.participant, name: 'A quiet room' });
    const byVoter = await bearerFor(voter);
    expect(await call('POST', `/api/ideas/${b.id}/upvote`, byVoter, {})).toMatchObject({ status: 200 });

    expect(await call('POST', `/api/ideas/${b.id}/merge`, participant, { targetGuid: a.id })).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await call('POST', `/api/ideas/${b.id}/merge`, coach, { targetGuid: b.id })).toMatchObject({ status: 400, body: { error: 'idea-merge-same-idea' } });
    const proposed = await call('POST', `/api/ideas/${b.id}/merge`, coach, { targetGuid: a.id, message: 'Same room' });
    expect(proposed).toMatchObject({ status: 200, body: { result: { status: 'proposed', sourceGuid: b.id, targetGuid: a.id } } });
    const mergeGuid = (proposed.body.result as { mergeGuid: string }).mergeGuid;

    expect(await call('GET', `/api/ideas/${b.id}/merges`, participant)).toMatchObject({ status: 200, body: { result: { proposal: { mergeGuid, myAnswer: 'pending', message: 'Same room' } } } });
    expect(await call('POST', `/api/merges/${mergeGuid}/answer`, participant, { answer: 'perhaps' })).toMatchObject({ status: 400, body: { error: 'invalid-input' } });
    expect(await call('POST', `/api/merges/${mergeGuid}/answer`, participant, { answer: 'accept' })).toMatchObject({ status: 200, body: { result: { status: 'accepted' } } });
    expect(await call('POST', `/api/merges/${mergeGuid}/vote`, byVoter, { move: true })).toMatchObject({ status: 200 });
    expect(await call('GET', `/api/ideas/${a.id}`, null)).toMatchObject({ status: 200, body: { result: { totalUpvoteCount: 1 } } });

    expect(await call('GET', `/api/campaigns/${campaign.slug}/merges`, participant)).toMatchObject({ status: 403 });
    expect(await call('GET', `/api/campaigns/${campaign.slug}/merges`, coach)).toMatchObject({ status: 200, body: { total: 1, result: [{ mergeGuid, status: 'accepted', moved: { votesMoved: 1 } }] } });
    expect(await call('POST', `/api/merges/${mergeGuid}/withdraw`, coach)).toMatchObject({ status: 409, body: { error: 'idea-merge-not-open' } });
    expect(await call('POST', `/api/merges/${mergeGuid}/unmerge`, coach)).toMatchObject({ status: 200, body: { result: { status: 'unmerged' } } });
    expect(await call('GET', `/api/ideas/${b.id}`, null)).toMatchObject({ status: 200, body: { result: { totalUpvoteCount: 1 } } });
  });

  it('withdraws a proposal and reviews possible duplicates through the façade', async () => {
    const campaign = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
    await addParticipants(campaign, [fixture.personas.participant]);
    const a = await createIdeaRow({ campaign, author: fixture.personas.coach, name: 'Bike racks by the station' });
    const b = await createIdeaRow({ campaign, author: fixture.personas.participant, name: 'Bike racks at the station' });
    const proposed = await call('POST', `/api/ideas/${b.id}/merge`, coach, { targetGuid: a.id });
    const mergeGuid = (proposed.body.result as { mergeGuid: string }).mergeGuid;
    expect(await call('POST', `/api/merges/${mergeGuid}/withdraw`, coach)).toMatchObject({ status: 200, body: { result: { mergeGuid, status: 'withdrawn' } } });

    expect(await call('GET', `/api/campaigns/${campaign.slug}/duplicates`, coach)).toMatchObject({ status: 200, body: { result: { campaignSlug: campaign.slug, page: 1 } } });
    expect(await call('POST', `/api/campaigns/${campaign.slug}/duplicates/dismiss`, coach, { ideaGuid: a.id, otherIdeaGuid: b.id })).toMatchObject({ status: 200, body: { result: { dismissed: true } } });
    expect(await call('POST', `/api/campaigns/${campaign.slug}/duplicates/restore`, coach, { ideaGuid: a.id, otherIdeaGuid: b.id })).toMatchObject({ status: 200, body: { result: { dismissed: false } } });
  });
});
