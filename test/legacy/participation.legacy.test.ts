import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import type { Idea } from '#server/entities/idea.entity.ts';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { bearerFor } from '../support/upload';

/** Upvote, feedback and comment routes of legacy-routes.txt (spec 1 §7), over HTTP with Bearer JWTs. */
describe('legacy upvote, feedback and comment routes', () => {
  const fixture = useHttpFixture();
  let participant: string;
  let admin: string;
  let idea: Idea;
  beforeAll(async () => {
    const author = await createUser({ organisation: fixture.personas.org });
    const campaign = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
    await addParticipants(campaign, [author, fixture.personas.participant]);
    idea = await createIdeaRow({ campaign, author });
    [participant, admin] = await Promise.all([bearerFor(fixture.personas.participant), bearerFor(fixture.personas.orgAdmin)]);
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, authorization: string | null, body?: unknown) =>
    requestJson(fixture.app, { method, url: `${LEGACY_BASE}${path}`, host: fixture.host, headers: authorization ? { authorization } : {}, body });

  it('POST /api/ideas/{guid}/upvote toggles, asks the logged out to log in, and names a missing idea', async () => {
    expect(await call('POST', `/api/ideas/${idea.id}/upvote`, participant, { userGuid: fixture.personas.participant.id })).toMatchObject({ status: 200, body: { result: { upvoted: true, totalUpvoteCount: 1 } } });
    expect(await call('POST', `/api/ideas/${idea.id}/upvote`, participant, {})).toMatchObject({ status: 200, body: { result: { upvoted: false, totalUpvoteCount: 0 } } });
    expect(await call('POST', `/api/ideas/${idea.id}/upvote`, null, {})).toMatchObject({ status: 401, body: { error: 'not-authenticated', login: true } });
    expect(await call('POST', `/api/ideas/${idea.id}/upvote`, admin, {})).toMatchObject({ status: 200 });
    const stranger = await bearerFor(await createUser({ organisation: fixture.personas.org }));
    expect(await call('POST', `/api/ideas/${idea.id}/upvote`, stranger, {})).toMatchObject({ status: 403, body: { error: 'user-not-in-campaign' } });
    expect(await call('POST', '/api/ideas/01900000-0000-7000-8000-000000000000/upvote', participant, {})).toMatchObject({ status: 404, body: { error: 'idea-not-found' } });
  });

  it('POST /ideas/{guid}/givefeedback and DELETE /feedback/{guid}/delete', async () => {
    expect(await call('POST', `/ideas/${idea.id}/givefeedback`, participant, { comment: '', rating: 3, guid: idea.id, isParticipant: true })).toMatchObject({
      status: 400,
      body: { error: 'PLEASE_ENTER_A_COMMENT', fields: { comment: ['PLEASE_ENTER_A_COMMENT'] } },
    });
    const given = await call('POST', `/ideas/${idea.id}/givefeedback`, participant, { comment: 'Good one', rating: '4', guid: idea.id, isParticipant: true });
    expect(given).toMatchObject({ status: 200, body: { result: { comment: 'Good one', rating: 4, author: { guid: fixture.personas.participant.id } } } });
    const guid = (given.body.result as { guid: string }).guid;
    expect(await call('POST', `/ideas/${idea.id}/givefeedback`, participant, { comment: 'Again', rating: 4 })).toMatchObject({ status: 409, body: { error: 'feedback-already-given' } });
    expect(await call('DELETE', `/feedback/${guid}/delete`, participant)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await call('DELETE', `/feedback/${guid}/delete`, admin)).toMatchObject({ status: 200, body: { result: { deleted: true, message: 'FEEDBACK_DELETED' } } });
    expect(await call('DELETE', `/feedback/${guid}/delete`, admin)).toMatchObject({ status: 404, body: { error: 'not-found' } });
  });

  it('POST /comment creates, replies and edits; GET /comment/idea/{guid} lists the thread; POST /comment/{guid}/delete', async () => {
    const payload = { objectType: 'idea', objectKey: idea.id, ideaGuid: idea.id, isParticipant: true };
    expect(await call('POST', '/comment', participant, { ...payload, text: '   ' })).toMatchObject({ status: 400, body: { error: 'MESSAGE_BODY_MAY_NOT_BE_EMPTY' } });
    const top = await call('POST', '/comment', participant, { ...payload, text: 'Top' });
    expect(top).toMatchObject({ status: 200, body: { result: { text: 'Top', parentGuid: null } } });
    const topGuid = (top.body.result as { guid: string }).guid;
    const reply = await call('POST', '/comment', admin, { ...payload, text: 'Reply', parent: topGuid });
    expect(reply).toMatchObject({ status: 200, body: { result: { parentGuid: topGuid } } });
    expect(await call('POST', '/comment', participant, { ...payload, text: 'Top, edited', commentGuid: topGuid })).toMatchObject({ status: 200, body: { result: { guid: topGuid, text: 'Top, edited' } } });
    expect(await call('GET', `/comment/idea/${idea.id}`, null)).toMatchObject({
      status: 200,
      body: { result: [{ guid: topGuid, text: 'Top, edited', replies: [{ text: 'Reply' }] }], total: 1 },
    });
    expect(await call('GET', `/comment/campaign/${idea.id}`, null)).toMatchObject({ status: 404, body: { error: 'not-found' } });
    expect(await call('POST', '/comment', null, { ...payload, text: 'Hi' })).toMatchObject({ status: 401, body: { error: 'not-authenticated', login: true } });
    expect(await call('POST', `/comment/${topGuid}/delete`, admin, {})).toMatchObject({ status: 409, body: { error: 'THE_COMMENT_HAS_CHILDREN_AND_CANNOT_BE_DELETED' } });
    expect(await call('POST', `/comment/${(reply.body.result as { guid: string }).guid}/delete`, admin, {})).toMatchObject({ status: 200, body: { result: { deleted: true } } });
    expect(await call('POST', `/comment/${topGuid}/delete`, participant, {})).toMatchObject({ status: 403, body: { error: 'forbidden' } });
  });
});
