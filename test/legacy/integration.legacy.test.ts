import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { SAMPLE_QUESTION_IDS, sampleIntegrationState } from '../factories/integration.factory';
import { hostFor } from '../factories/organisation.factory';
import { callerFor } from '../support/callers';
import { FAKE_CREDENTIALS, startFakeIntegrations, type FakeIntegrations } from '../support/fake-integrations';
import { LEGACY_BASE, createTestApp, requestJson } from '../support/http';
import { createPersonas, type Personas } from '../support/personas';
import { bearerFor } from '../support/upload';

/** The nine integration routes of legacy-routes.txt (spec 2 §7), with Bearer JWTs, against the fake services. */
describe('legacy integration routes', () => {
  let app: FastifyInstance;
  let personas: Personas;
  let fake: FakeIntegrations;
  let campaign: Campaign;
  let coachToken: string;
  beforeAll(async () => {
    fake = await startFakeIntegrations(sampleIntegrationState([{ idea: 'Solar panels on the roof', firstName: 'Sam', lastName: 'Stranger' }]));
    app = await createTestApp({ integrations: fake.endpoints });
    personas = await createPersonas();
    campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    coachToken = await bearerFor(personas.coach);
    await (await callerFor(personas.orgAdmin)).caller.integration.saveSettings({
      trello: { enabled: true, token: FAKE_CREDENTIALS.trelloToken },
      typeform: { enabled: true, token: FAKE_CREDENTIALS.typeformToken },
      quicktapsurvey: { enabled: true, user: FAKE_CREDENTIALS.quicktapsurveyUser, password: FAKE_CREDENTIALS.quicktapsurveyPassword, token: FAKE_CREDENTIALS.quicktapsurveyApiKey },
    });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const call = (method: 'GET' | 'POST', path: string, token: string | null, body?: unknown) =>
    requestJson(app, { method, url: `${LEGACY_BASE}${path}`, host: hostFor(personas.org), headers: token ? { authorization: token } : {}, body });

  it('answers the verification shapes: trello boards, typeform forms, quicktapsurvey result.surveyList', async () => {
    expect(await call('GET', '/external/trello/boards', coachToken)).toMatchObject({ status: 200, body: { result: { success: true, boards: [{ id: 'board-1', name: 'Product roadmap' }, { id: 'board-2' }], message: '' } } });
    expect(await call('GET', '/external/typeform/forms', coachToken)).toMatchObject({ status: 200, body: { result: { success: true, forms: [{ id: 'tf-form-1', name: 'Ideas from the town hall' }] } } });
    expect(await call('GET', '/external/quicktapsurvey/forms', coachToken)).toMatchObject({
      status: 200,
      body: { result: { success: true, result: { surveyList: [{ surveyId: '7', surveyName: 'Store visit survey', totalResponses: 1 }], resultDescription: 'List surveys successful.' } } },
    });
  });

  it('lists fields and lists: typeform type, id, title; quicktapsurvey questionNumber, questionTitle; trello id, name', async () => {
    expect((await call('GET', '/external/typeform/tf-form-1/fields', coachToken)).body.result).toContainEqual({ type: 'email', id: 'tf-email', title: 'E-mail' });
    expect((await call('GET', '/external/quicktapsurvey/7/fields', coachToken)).body.result).toContainEqual({ questionNumber: '1', questionTitle: 'Your suggestion' });
    expect(await call('GET', '/external/trello/board-1/lists', coachToken)).toMatchObject({ status: 200, body: { result: [{ id: 'list-inbox', name: 'Inbox' }, { id: 'list-doing', name: 'Doing' }] } });
    expect(await call('GET', '/external/typeform/missing/fields', coachToken)).toMatchObject({ status: 502, body: { error: 'integration-failed' } });
  });

  it('imports with the spec payload and answers success, message and responses', async () => {
    const { formId, fieldId, firstnameId, lastnameId } = SAMPLE_QUESTION_IDS.typeform;
    const imported = await call('POST', '/external/typeform/import', coachToken, { formId, fieldId, firstnameId, lastnameId, emailId: '', campaignGuid: campaign.id });
    expect(imported).toMatchObject({ status: 200, body: { result: { success: true, message: '', responses: [{ name: 'Solar panels on the roof' }] } } });
    const qts = SAMPLE_QUESTION_IDS.quicktapsurvey;
    expect(await call('POST', '/external/quicktapsurvey/import', coachToken, { ...qts, formId: 7, campaignGuid: campaign.id })).toMatchObject({ status: 200, body: { result: { success: true, responses: [{ name: 'Solar panels on the roof' }] } } });
    expect(await call('POST', '/external/typeform/import', coachToken, { formId, campaignGuid: campaign.id })).toMatchObject({ status: 400, body: { error: 'ERROR_REQUIRED' } });
  });

  it('exports with list_id and campaign_slug and answers result.ideas', async () => {
    const idea = await createIdeaRow({ campaign, author: personas.participant, name: 'Green roofs' });
    const exported = await call('POST', '/external/trello/export', coachToken, { list_id: 'list-inbox', campaign_slug: campaign.slug });
    expect(exported).toMatchObject({ status: 200, body: { result: { success: true } } });
    expect((exported.body.result as { ideas: { guid: string }[] }).ideas.map((item) => item.guid)).toContain(idea.id);
  });

  it('refuses participants and visitors', async () => {
    const participantToken = await bearerFor(personas.participant);
    expect(await call('GET', '/external/trello/boards', participantToken)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(await call('POST', '/external/trello/export', participantToken, { list_id: 'list-inbox', campaign_slug: campaign.slug })).toMatchObject({ status: 403 });
    expect(await call('GET', '/external/typeform/forms', null)).toMatchObject({ status: 401, body: { error: 'not-authenticated' } });
  });
});
