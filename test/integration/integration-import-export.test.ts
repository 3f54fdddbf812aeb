import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { IdeaAuthorSchema, IdeaSchema } from '#server/entities/idea.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { SAMPLE_QUESTION_IDS, sampleIntegrationState } from '../factories/integration.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { FAKE_CREDENTIALS, startFakeIntegrations, type FakeIntegrations } from '../support/fake-integrations';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

const allOn = {
  trello: { enabled: true, token: FAKE_CREDENTIALS.trelloToken },
  typeform: { enabled: true, token: FAKE_CREDENTIALS.typeformToken },
  quicktapsurvey: { enabled: true, user: FAKE_CREDENTIALS.quicktapsurveyUser, password: FAKE_CREDENTIALS.quicktapsurveyPassword, token: FAKE_CREDENTIALS.quicktapsurveyApiKey },
};

describe('importing survey responses as ideas, and exporting ideas to Trello (spec 2 §7)', () => {
  let personas: Personas;
  let fake: FakeIntegrations;
  let coach: User;
  let respondent: User;
  let campaign: Campaign;
  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org, deps: { integrations: fake.endpoints } })).caller;
  const sql = (text: string, params: unknown[]) => testOrm().em.fork().getConnection().execute<unknown[]>(text, params);

  beforeAll(async () => {
    personas = await createPersonas();
    coach = await createUser({ organisation: personas.org });
    respondent = await createUser({ organisation: personas.org, firstName: 'Rita', lastName: 'Respondent' });
    fake = await startFakeIntegrations();
    await (await as(personas.orgAdmin)).integration.saveSettings(allOn);
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    Object.assign(
      fake.state,
      sampleIntegrationState([
        { idea: 'Bike racks by the entrance\nMany of us cycle, and the racks are full by eight.', firstName: 'Rita', lastName: 'Respondent', email: respondent.email.toUpperCase() },
        { idea: 'A quiet room for focused work', firstName: 'Sam', lastName: 'Stranger', email: 'sam@elsewhere.example' },
        { idea: '   ', firstName: 'Nils', email: 'nils@elsewhere.example' },
      ]),
    );
    campaign = await createCampaignRow({ organisation: personas.org, coach });
    await addParticipants(campaign, [respondent]);
  });

  const importInput = (service: 'typeform' | 'quicktapsurvey', target = campaign) => ({ service, campaignGuid: target.id, ...SAMPLE_QUESTION_IDS[service] });
  const ideasOf = (target: Campaign) => testOrm().em.fork().find(IdeaSchema, { campaign: target.id }, { filters: false, orderBy: { createdAt: 'asc' }, populate: ['createdBy'] });

  it('makes one published idea of each response with an answer, by the respondent where their account may, else by the coach crediting them', async () => {
    const outcome = await (await as(coach)).integration.importSurvey(importInput('typeform'));
    expect(outcome).toMatchObject({ success: true, skipped: 1, code: null });
    expect(outcome.imported.map((idea) => idea.name).sort()).toEqual(['A quiet room for focused work', 'Bike racks by the entrance']);

    const ideas = await ideasOf(campaign);
    const bikes = ideas.find((idea) => idea.name === 'Bike racks by the entrance')!;
    const quiet = ideas.find((idea) => idea.name === 'A quiet room for focused work')!;
    expect(bikes).toMatchObject({ status: 'PUBLISHED', content: 'Many of us cycle, and the racks are full by eight.' });
    expect(bikes.createdBy?.id).toBe(respondent.id);
    expect(quiet.createdBy?.id).toBe(coach.id);
    expect(quiet.content).toBe('A quiet room for focused work\n\n— Submitted by Sam Stranger');
    const authors = await testOrm().em.fork().find(IdeaAuthorSchema, { idea: { $in: ideas.map((idea) => idea.id) } }, { filters: false });
    expect(authors.map((author) => [author.idea.id, author.user.id, author.status]).sort()).toEqual([[bikes.id, respondent.id, 'accepted'], [quiet.id, coach.id, 'accepted']].sort());
    expect((await testOrm().em.fork().findOneOrFail(CampaignSchema, { id: campaign.id }, { filters: false })).ideaCount).toBe(2);
    // Nobody posted these here: no points, no notifications.
    expect(await sql('select * from point_award where campaign_id = ?', [campaign.id])).toEqual([]);
    expect(await sql(`select * from notification where organisation_id = ? and type = 'idea' and sub_type = 'created'`, [personas.org.id])).toEqual([]);
  });

  it('imports a QuickTapSurvey survey the same way', async () => {
    const outcome = await (await as(coach)).integration.importSurvey(importInput('quicktapsurvey'));
    expect(outcome).toMatchObject({ success: true, skipped: 1 });
    expect((await ideasOf(campaign)).map((idea) => idea.name).sort()).toEqual(['A quiet room for focused work', 'Bike racks by the entrance']);
  });

  it('reads QuickTapSurvey to its last page, whose end the service answers with its own code', async () => {
    fake.state.quicktapsurvey.responses[7] = Array.from({ length: 100 }, (_, index) => ({
      username: 'tablet-2',
      dateCollected: '2026-11-20 09:00:00 +0000',
      responseValues: [{ questionNumber: 1, responseValue: `Suggestion number ${index + 1}` }],
    }));
    const outcome = await (await as(coach)).integration.importSurvey(importInput('quicktapsurvey'));
    expect(outcome).toMatchObject({ success: true, skipped: 0 });
    expect(outcome.imported).toHaveLength(100);

    // A survey nobody has answered: nothing to import, and no questions to list yet.
    fake.state.quicktapsurvey.responses[7] = [];
    expect(await (await as(coach)).integration.importSurvey(importInput('quicktapsurvey'))).toMatchObject({ success: true, imported: [], skipped: 0 });
    expect(await (await as(coach)).integration.surveyFields({ service: 'quicktapsurvey', formId: '7' })).toEqual([]);
  });

  it('never imports a response twice, not even from two imports at once', async () => {
    const coachCaller = await as(coach);
    await coachCaller.integration.importSurvey(importInput('typeform'));
    expect(await coachCaller.integration.importSurvey(importInput('typeform'))).toMatchObject({ imported: [], skipped: 3 });

    const other = await createCampaignRow({ organisation: personas.org, coach });
    const [first, second] = await Promise.all([(await as(coach)).integration.importSurvey(importInput('typeform', other)), (await as(coach)).integration.importSurvey(importInput('typeform', other))]);
    expect(first.imported.length + second.imported.length).toBe(2);
    expect(await ideasOf(other)).toHaveLength(2);
  });

  it('writes nothing and says why when the survey service fails', async () => {
    fake.state.failure = { status: 500, message: 'Internal error at the survey service' };
    try {
      expect(await (await as(coach)).integration.importSurvey(importInput('typeform'))).toEqual({
        success: false,
        imported: [],
        skipped: 0,
        code: 'integration-failed',
        detail: 'Internal error at the survey service',
      });
    } finally {
      fake.state.failure = null;
    }
    expect(await ideasOf(campaign)).toEqual([]);
  });

  it('lets only the campaign coaches import, while the campaign has not ended', async () => {
    const otherCoach = await createUser({ organisation: personas.org });
    await createCampaignRow({ organisation: personas.org, coach: otherCoach });
    await expectAppError((await as(otherCoach)).integration.importSurvey(importInput('typeform')), 'forbidden');
    await expectAppError((await as(respondent)).integration.importSurvey(importInput('typeform')), 'forbidden');
    await expectAppError((await as(null)).integration.importSurvey(importInput('typeform')), 'not-authenticated');
    await expectAppError((await callerFor(personas.outsider, { deps: { integrations: fake.endpoints } })).caller.integration.importSurvey(importInput('typeform')), 'not-found');
    expect((await (await as(personas.orgAdmin)).integration.importSurvey(importInput('typeform'))).success).toBe(true);

    const finished = await createCampaignRow({ organisation: personas.org, coach, startsInDays: -20, endsInDays: -1 });
    await expectAppError((await as(coach)).integration.importSurvey(importInput('typeform', finished)), 'campaign-ended');
  });

  it('names the missing question and a service that is off', async () => {
    await expectAppError((await as(coach)).integration.importSurvey({ ...importInput('typeform'), fieldId: '' }), 'ERROR_REQUIRED', 'fieldId');
    await (await as(personas.orgAdmin)).integration.saveSettings({ ...allOn, typeform: { enabled: false } });
    try {
      await expectAppError((await as(coach)).integration.importSurvey(importInput('typeform')), 'integration-not-enabled');
    } finally {
      await (await as(personas.orgAdmin)).integration.saveSettings(allOn);
    }
  });

  it('lists a form’s questions, groups unfolded, and a board’s lists', async () => {
    const coachCaller = await as(coach);
    expect(await coachCaller.integration.surveyFields({ service: 'typeform', formId: 'tf-form-1' })).toEqual([
      { id: 'tf-idea', title: 'What is your idea?', type: 'long_text' },
      { id: 'tf-first', title: 'First name', type: 'short_text' },
      { id: 'tf-last', title: 'Last name', type: 'short_text' },
      { id: 'tf-email', title: 'E-mail', type: 'email' },
    ]);
    expect((await coachCaller.integration.surveyFields({ service: 'quicktapsurvey', formId: '7' })).map((field) => field.title)).toEqual(['Your suggestion', 'First name', 'Last name', 'E-mail']);
    expect(await coachCaller.integration.trelloLists({ boardId: 'board-1' })).toEqual([{ id: 'list-inbox', name: 'Inbox' }, { id: 'list-doing', name: 'Doing' }]);
    await expectAppError(coachCaller.integration.surveyFields({ service: 'typeform', formId: 'no-such-form' }), 'integration-failed');
    await expectAppError((await as(respondent)).integration.trelloLists({ boardId: 'board-1' }), 'forbidden');
  });

  it('exports every idea but drafts as a card with a link back, once per list, to the coaches only', async () => {
    const posted = await createIdeaRow({ campaign, author: respondent, name: 'Shared bikes' });
    await createIdeaRow({ campaign, author: respondent, name: 'Unfinished thought', status: 'DRAFT' });
    const coachCaller = await as(coach);
    const outcome = await coachCaller.integration.exportToTrello({ campaignSlug: campaign.slug, listId: 'list-inbox' });
    expect(outcome).toMatchObject({ success: true, remaining: 0, exported: [{ guid: posted.id, name: 'Shared bikes' }] });
    const card = fake.state.trello.cards.find((item) => item.name === 'Shared bikes')!;
    expect(card).toMatchObject({ idList: 'list-inbox' });
    expect(card.desc.endsWith(`/ideas/${posted.id}`)).toBe(true);

    expect(await coachCaller.integration.exportToTrello({ campaignSlug: campaign.slug, listId: 'list-inbox' })).toMatchObject({ exported: [] });
    expect((await coachCaller.integration.exportToTrello({ campaignSlug: campaign.slug, listId: 'list-doing' })).exported).toHaveLength(1);

    await expectAppError((await as(respondent)).integration.exportToTrello({ campaignSlug: campaign.slug, listId: 'list-inbox' }), 'forbidden');
    await expectAppError((await callerFor(personas.outsider, { deps: { integrations: fake.endpoints } })).caller.integration.exportToTrello({ campaignSlug: campaign.slug, listId: 'list-inbox' }), 'not-found');
  });

  it('gives an idea back to the next export when Trello refuses its card', async () => {
    await createIdeaRow({ campaign, author: respondent, name: 'Standing desks' });
    fake.state.failure = { status: 429, message: 'API_TOKEN_LIMIT_EXCEEDED' };
    try {
      expect(await (await as(coach)).integration.exportToTrello({ campaignSlug: campaign.slug, listId: 'list-inbox' })).toMatchObject({ success: false, exported: [], remaining: 1, detail: 'API_TOKEN_LIMIT_EXCEEDED' });
    } finally {
      fake.state.failure = null;
    }
    expect((await (await as(coach)).integration.exportToTrello({ campaignSlug: campaign.slug, listId: 'list-inbox' })).exported.map((idea) => idea.name)).toEqual(['Standing desks']);
  });
});
