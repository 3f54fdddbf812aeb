import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { IdeaSchema } from '#server/entities/idea.entity.ts';
import { pointsOf } from '#server/modules/points/points.service.ts';
import { POINTS } from '#shared/points.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { campaignSettingsSchema } from '#shared/schemas/campaign.ts';
import { ideaField } from '../factories/idea-field.factory';
import { createUser } from '../factories/user.factory';
import { createCampaignRow } from '../factories/campaign.factory';
import { createFeedbackRow, createIdeaRow } from '../factories/idea.factory';
import { createMediaFile } from '../factories/media.factory';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { countQueries } from '../support/count-queries';
import { testOrm } from '../support/test-database';
import { bearerFor } from '../support/upload';

describe('legacy idea routes', () => {
  const fixture = useHttpFixture();
  let coach: string;
  let admin: string;
  let participant: string;
  beforeAll(async () => {
    [coach, admin, participant] = await Promise.all([bearerFor(fixture.personas.coach), bearerFor(fixture.personas.orgAdmin), bearerFor(fixture.personas.participant)]);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, authorization: string | null, body?: unknown) =>
    requestJson(fixture.app, { method, url: `${LEGACY_BASE}${path}`, host: fixture.host, headers: authorization ? { authorization } : {}, body });

  it('creates, saves, shows, sets the status of and deletes an idea in the legacy payload names', async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
    const image = await createMediaFile({ organisation: fixture.personas.org, owner: fixture.personas.participant, context: 'ideaImage', filename: 'a.png', mimeType: 'image/png' });
    const created = await call('POST', `/campaigns/${row.slug}/ideas`, participant, {
      name: 'Legacy idea',
      campaignSlug: row.slug,
      data: { content: 'Posted the old way', extraFields: {}, images: [{ url: `/media/${image.id}` }] },
      isParticipant: true,
      tags: [],
    });
    expect(created).toMatchObject({ status: 200, body: { result: { name: 'Legacy idea', data: { content: 'Posted the old way' }, images: [{ guid: image.id }] } } });
    const guid = (created.body.result as { guid: string }).guid;

    expect(await call('POST', `/campaigns/${row.slug}/ideas`, participant, { name: '', data: { content: 'x' } })).toMatchObject({ status: 400, body: { error: 'ERROR_REQUIRED' } });
    expect(await call('POST', `/campaigns/${row.slug}/ideas`, participant, { name: 'No description' })).toMatchObject({ status: 400, body: { error: 'ERROR_REQUIRED' } });
    expect(await call('POST', `/campaigns/${row.slug}/ideas`, null, { name: 'x', data: { content: 'x' } })).toMatchObject({ status: 401, body: { error: 'not-authenticated', login: true } });

    const helper = fixture.personas.coach;
    const idea = await testOrm().em.fork().findOneOrFail(IdeaSchema, { id: guid }, { filters: false });
    const feedback = await createFeedbackRow({ idea, author: helper });
    expect(await call('POST', `/ideas/${guid}`, participant, { name: 'Legacy idea v2', data: { content: 'Saved', extraFields: {} }, feedbackUsed: [feedback.id] })).toMatchObject({
      status: 200,
      body: { result: { name: 'Legacy idea v2', images: [{ guid: image.id }] } },
    });
    expect(await call('PUT', `/api/ideas/${guid}`, participant, { name: 'Legacy idea v3', data: { content: 'Saved again' } })).toMatchObject({ status: 200, body: { result: { name: 'Legacy idea v3' } } });

    for (const path of [`/ideas/${guid}`, `/api/ideas/${guid}`, `/guest/ideas/${guid}`]) {
      expect(await call('GET', path, null)).toMatchObject({ status: 200, body: { result: { guid, permaLink: `/ideas/${guid}` } } });
    }
    expect(await call('GET', '/ideas/01900000-0000-7000-8000-000000000000', null)).toMatchObject({ status: 404, body: { error: 'not-found' } });

    expect(await call('POST', `/coach/idea/${guid}`, participant, { status: 'WINNER' })).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await call('POST', `/coach/idea/${guid}`, coach, { status: 'WINNER' })).toMatchObject({ status: 200, body: { result: { status: 'WINNER' } } });

    // Its editors (authors, coaches) and admins may delete it (spec 1 §6); anyone else may not.
    const stranger = await bearerFor(await createUser({ organisation: fixture.personas.org }));
    expect(await call('DELETE', `/api/ideas/${guid}`, stranger)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await call('DELETE', `/api/ideas/${guid}`, admin)).toMatchObject({ status: 200, body: { result: { guid } } });
    expect((await testOrm().em.fork().findOneOrFail(CampaignSchema, { id: row.id }, { filters: false })).ideaCount).toBe(0);
  });

  it('takes back the points of an idea and of feedback deleted through the legacy routes, once', async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
    const helper = await createUser({ organisation: fixture.personas.org });
    const helperToken = await bearerFor(helper);
    const points = (userId: string) => pointsOf(testOrm().em.fork(), userId, row.id);
    const created = await call('POST', `/campaigns/${row.slug}/ideas`, participant, { name: 'Short-lived idea', data: { content: 'Posted, then taken off', extraFields: {} }, isParticipant: true });
    const guid = (created.body.result as { guid: string }).guid;
    const given = await call('POST', `/ideas/${guid}/givefeedback`, helperToken, { comment: 'Nice one.', rating: 4 });
    expect(given.status).toBe(200);
    // The coach's feedback goes with the idea.
    expect(await call('POST', `/ideas/${guid}/givefeedback`, coach, { comment: 'Worth a pilot.', rating: 5 })).toMatchObject({ status: 200 });
    expect({ author: await points(fixture.personas.participant.id), helper: await points(helper.id) }).toEqual({
      author: POINTS['idea-new'],
      helper: POINTS['feedback-new'] + POINTS['feedback-first'],
    });

    const feedbackGuid = (given.body.result as { guid: string }).guid;
    expect(await call('DELETE', `/feedback/${feedbackGuid}/delete`, admin)).toMatchObject({ status: 200 });
    expect(await call('DELETE', `/feedback/${feedbackGuid}/delete`, admin)).toMatchObject({ status: 404, body: { error: 'not-found' } });
    expect(await points(helper.id)).toBe(0);

    expect(await call('DELETE', `/api/ideas/${guid}`, participant)).toMatchObject({ status: 200 });
    expect(await call('DELETE', `/api/ideas/${guid}`, participant)).toMatchObject({ status: 404, body: { error: 'not-found' } });
    expect({ author: await points(fixture.personas.participant.id), coach: await points(fixture.personas.coach.id) }).toEqual({ author: 0, coach: 0 });
  });

  it('shows an idea with its feedback and everyone\'s labels in two statements, however much feedback it has', async () => {
    const { org, coach: coachUser, participant: creator } = fixture.personas;
    const row = await createCampaignRow({ organisation: org, coach: coachUser });
    const idea = await createIdeaRow({ campaign: row, author: creator });
    const writers = await Promise.all([1, 2, 3, 4].map(() => createUser({ organisation: org })));
    await call('POST', '/labels', admin, { name: 'Mentor' });
    await call('POST', '/labels', admin, { name: 'Alumni' });
    for (const person of [creator, writers[0]!]) expect(await call('PUT', `/api/users/${person.id}`, admin, { labels: [{ name: 'Mentor' }, { name: 'Alumni' }] })).toMatchObject({ status: 200 });
    await createFeedbackRow({ idea, author: writers[0]!, createdAt: new Date(Date.now() - 60_000) });
    await createFeedbackRow({ idea, author: writers[1]! });

    const view = () => call('GET', `/api/ideas/${idea.id}`, coach);
    // Statements of the request scope (site, session), whatever this app caches: what the view adds is counted beyond them.
    const scope = () => requestJson(fixture.app, { method: 'GET', url: '/trpc/idea.statuses?batch=1&input=%7B%7D', host: fixture.host, headers: { authorization: coach } });
    await Promise.all([view(), scope()]);
    const scopeCount = (await countQueries(testOrm(), scope)).count;
    const { result, count } = await countQueries(testOrm(), view);
    expect(result).toMatchObject({
      status: 200,
      body: {
        result: {
          authors: [{ guid: creator.id, labels: ['Alumni', 'Mentor'] }],
          feedbacks: [
            { author: { guid: writers[1]!.id, labels: [] } },
            { author: { guid: writers[0]!.id, labels: ['Alumni', 'Mentor'] } },
          ],
        },
      },
    });
    // The idea page's statement and the feedback's, no entity loading beside them (it cost 17 times the tRPC view's CPU).
    expect(count - scopeCount).toBeLessThanOrEqual(2);

    await createFeedbackRow({ idea, author: writers[2]! });
    await createFeedbackRow({ idea, author: writers[3]! });
    const more = await countQueries(testOrm(), view);
    expect((more.result.body.result as { feedbacks: unknown[] }).feedbacks).toHaveLength(4);
    expect(more.count).toBe(count);
  });

  it('gives the campaign’s coach the non-public field answers in the idea view and the ideas CSV, and other participants not (issue 30)', async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
    const custom = [ideaField({ fieldid: 'val.problem', label: 'Problem', formType: 'text' }), ideaField({ fieldid: 'val.budget', label: 'Budget', formType: 'text', public: false })];
    await testOrm().em.fork().nativeUpdate(CampaignSchema, { id: row.id }, { settings: campaignSettingsSchema.parse({ ideaExtraFields: { custom } }) }, { filters: false });
    const author = await createUser({ organisation: fixture.personas.org });
    const idea = await createIdeaRow({ campaign: row, author, name: 'Covered bike racks', extraFields: { 'val.problem': 'Rain', 'val.budget': '1000' } });

    const coachView = await call('GET', `/api/ideas/${idea.id}`, coach);
    expect(coachView).toMatchObject({ status: 200, body: { result: { data: { extraFields: { 'val.problem': 'Rain', 'val.budget': '1000' } } } } });
    const participantView = await call('GET', `/api/ideas/${idea.id}`, participant);
    expect((participantView.body.result as { data: { extraFields: Record<string, unknown> } }).data.extraFields).toEqual({ 'val.problem': 'Rain' });

    const csv = await fixture.app.inject({ method: 'GET', url: `${LEGACY_BASE}/coach/campaigns/${row.slug}/exportcsv`, headers: { host: fixture.host, authorization: coach } });
    const lines = csv.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/,Problem,Budget$/);
    expect(lines[1]).toMatch(/^Covered bike racks,.*,Rain,1000$/);
  });

  it('answers a closed campaign with campaign-ended', async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach, startsInDays: -10, endsInDays: -1 });
    expect(await call('POST', `/campaigns/${row.slug}/ideas`, participant, { name: 'Late', data: { content: 'Too late' } })).toMatchObject({ status: 400, body: { error: 'campaign-ended' } });
  });

  it('takes tags and co-authors in the idea payload, and answers the invitation and the idea tag routes', async () => {
    const { org, coach: coachUser, participant: creator } = fixture.personas;
    // Both features are the organisation's settings (spec 1 §2): switched on for this site here.
    const settings = { ...org.settings, ideaMaxNumTags: 2, multipleIdeaAuthors: true };
    await testOrm().em.fork().nativeUpdate(OrganisationSchema, { id: org.id }, { settings }, { filters: false });
    const invitee = await createUser({ organisation: org });
    const inviteeToken = await bearerFor(invitee);
    const row = await createCampaignRow({ organisation: org, coach: coachUser });

    const created = await call('POST', `/campaigns/${row.slug}/ideas`, participant, {
      name: 'Together',
      data: { content: 'Two heads' },
      tags: [{ name: 'Water' }, 'Energy'],
      authorsToAdd: [invitee.email],
      authorsToRemove: [],
    });
    expect(created).toMatchObject({ status: 200, body: { result: { tags: [{ name: 'Energy' }, { name: 'Water' }], pendingAuthors: [{ guid: invitee.id, ideaStatus: 'pending' }] } } });
    const guid = (created.body.result as { guid: string }).guid;

    expect(await call('POST', `/ideas/${guid}`, participant, { name: 'Together', data: { content: 'x' }, authorsToRemove: [{ guid: creator.id }] })).toMatchObject({
      status: 400,
      body: { error: 'user-could-not-be-deleted' },
    });
    expect(await call('POST', `/ideas/${guid}`, participant, { name: 'Together', data: { content: 'x' }, authorsToAdd: ['nobody@example.test'] })).toMatchObject({
      status: 404,
      body: { error: 'user-not-found' },
    });

    const answered = await call('POST', `/ideas/${guid}/authors/status`, inviteeToken, { authorGuid: invitee.id, newStatus: 'accepted', campaignGuid: row.id });
    expect(answered).toMatchObject({ status: 200, body: { result: [{ guid: invitee.id, ideaStatus: 'accepted' }, { guid, pendingAuthors: [] }] } });
    expect(await call('POST', `/ideas/${guid}/authors/status`, inviteeToken, { authorGuid: invitee.id, newStatus: 'rejected' })).toMatchObject({ status: 404, body: { error: 'invalid-invitation' } });

    expect(await call('DELETE', `/idea/${guid}/tag/Water`, participant)).toMatchObject({ status: 200, body: { result: { tags: [{ name: 'Energy' }] } } });
    expect(await call('POST', `/idea/${guid}/tag/Parks`, coach)).toMatchObject({ status: 200, body: { result: { tags: [{ name: 'Energy' }, { name: 'Parks' }] } } });
    expect(await call('POST', `/idea/${guid}/tag/Roads`, coach)).toMatchObject({ status: 400, body: { error: 'TOO_MANY_TAGS' } });
    const other = await createIdeaRow({ campaign: row, author: coachUser });
    expect(await call('POST', `/idea/${other.id}/tag/Spam`, participant)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await call('POST', `/idea/01900000-0000-7000-8000-000000000000/tag/Spam`, coach)).toMatchObject({ status: 404, body: { error: 'not-found' } });

    const inUse = await call('GET', '/idea-tags', null);
    expect(inUse.status).toBe(200);
    expect((inUse.body.result as { name: string }[]).map((tag) => tag.name)).toEqual(expect.arrayContaining(['Energy', 'Parks']));
    expect(await call('POST', '/idea-tags', coach, { list: ['Brand new'] })).toMatchObject({ status: 200, body: { result: [{ name: 'Brand new', slug: 'brand-new' }] } });
    expect(await call('POST', '/idea-tags', null, { list: ['x'] })).toMatchObject({ status: 401, body: { error: 'not-authenticated' } });
    await testOrm().em.fork().nativeUpdate(OrganisationSchema, { id: org.id }, { settings: org.settings }, { filters: false });
  });
});
