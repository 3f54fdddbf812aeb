import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { sampleIntegrationState } from '../factories/integration.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, testDeps } from '../support/callers';
import { expectAppError } from '../support/errors';
import { FAKE_CREDENTIALS, startFakeIntegrations, type FakeIntegrations } from '../support/fake-integrations';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

const allOn = {
  trello: { enabled: true, token: FAKE_CREDENTIALS.trelloToken },
  typeform: { enabled: true, token: FAKE_CREDENTIALS.typeformToken },
  quicktapsurvey: { enabled: true, user: FAKE_CREDENTIALS.quicktapsurveyUser, password: FAKE_CREDENTIALS.quicktapsurveyPassword, token: FAKE_CREDENTIALS.quicktapsurveyApiKey },
};
const allOff = { trello: { enabled: false }, typeform: { enabled: false }, quicktapsurvey: { enabled: false } };

describe('the integrations settings and their connections (spec 2 §7)', () => {
  let personas: Personas;
  let fake: FakeIntegrations;
  let coach: User;
  beforeAll(async () => {
    personas = await createPersonas();
    fake = await startFakeIntegrations(sampleIntegrationState([]));
    coach = await createUser({ organisation: personas.org });
    await createCampaignRow({ organisation: personas.org, coach });
  });
  afterAll(() => fake.close());

  const as = async (viewer: User | null, endpoints = fake.endpoints) => (await callerFor(viewer, { org: personas.org, deps: { integrations: endpoints } })).caller;
  const storedSettings = async (orgId = personas.org.id) => settingsWithDefaults((await testOrm().em.fork().findOneOrFail(OrganisationSchema, { id: orgId }, { filters: false })).settings);

  it('shows an admin whether each is on and has its secrets, never the secrets themselves', async () => {
    const admin = await as(personas.orgAdmin);
    expect(await admin.integration.settings()).toEqual({
      trello: { enabled: false, hasToken: false, available: true },
      typeform: { enabled: false, hasToken: false },
      quicktapsurvey: { enabled: false, user: '', hasPassword: false, hasToken: false },
    });
    const saved = await admin.integration.saveSettings(allOn);
    expect(saved).toEqual({
      trello: { enabled: true, hasToken: true, available: true },
      typeform: { enabled: true, hasToken: true },
      quicktapsurvey: { enabled: true, user: FAKE_CREDENTIALS.quicktapsurveyUser, hasPassword: true, hasToken: true },
    });
    const everything = JSON.stringify([saved, await admin.integration.settings(), await (await as(null)).organisation.current()]);
    for (const secret of [FAKE_CREDENTIALS.trelloToken, FAKE_CREDENTIALS.typeformToken, FAKE_CREDENTIALS.quicktapsurveyPassword, FAKE_CREDENTIALS.quicktapsurveyApiKey]) {
      expect(everything).not.toContain(secret);
    }
    // The site's public settings say which are on, for the Ideas tab's menu.
    expect((await (await as(null)).organisation.current()).settings).toMatchObject({ trello: true, typeform: true, quicktapsurvey: true });
  });

  it('keeps a saved secret when its field is left empty, and removes it only when asked', async () => {
    const admin = await as(personas.orgAdmin);
    await admin.integration.saveSettings(allOn);
    await admin.integration.saveSettings({ ...allOn, trello: { enabled: false }, typeform: { enabled: true, token: '' } });
    expect(await storedSettings()).toMatchObject({ trello: false, trelloToken: FAKE_CREDENTIALS.trelloToken, typeformToken: FAKE_CREDENTIALS.typeformToken });
    await admin.integration.saveSettings({ ...allOn, typeform: { enabled: true, clearToken: true }, quicktapsurvey: { enabled: true, user: 'someone', clearPassword: true } });
    expect(await storedSettings()).toMatchObject({ typeformToken: '', quicktapsurveyUser: 'someone', quicktapsurveyPassword: '', quicktapsurveyToken: FAKE_CREDENTIALS.quicktapsurveyApiKey });
  });

  it('changes only the integrations of the settings, and only on its own site', async () => {
    const em = testOrm().em.fork();
    const org = await em.findOneOrFail(OrganisationSchema, { id: personas.org.id }, { filters: false });
    org.settings = { ...org.settings, ideaMaxNumTags: 7 };
    await em.flush();
    await (await as(personas.orgAdmin)).integration.saveSettings(allOff);
    expect(await storedSettings()).toMatchObject({ ideaMaxNumTags: 7, trello: false });

    const outsiderBefore = await storedSettings(personas.otherOrg.id);
    await (await callerFor(personas.outsider, { deps: { integrations: fake.endpoints } })).caller.integration.saveSettings(allOn);
    expect(await storedSettings(personas.otherOrg.id)).toMatchObject({ trello: true, trelloToken: FAKE_CREDENTIALS.trelloToken });
    expect(outsiderBefore.trelloToken).toBe('');
    expect(await storedSettings()).toMatchObject({ trello: false });
  });

  it('lets only admins read or change them', async () => {
    for (const viewer of [coach, personas.participant]) {
      await expectAppError((await as(viewer)).integration.settings(), 'forbidden');
      await expectAppError((await as(viewer)).integration.saveSettings(allOn), 'forbidden');
    }
    await expectAppError((await as(null)).integration.saveSettings(allOn), 'not-authenticated');
    expect(await (await as(personas.superAdmin)).integration.settings()).toHaveProperty('trello');
  });

  it('refuses a secret longer than 500 characters with VALUE_TOO_LONG', async () => {
    await expectAppError((await as(personas.orgAdmin)).integration.saveSettings({ ...allOn, trello: { enabled: true, token: 'x'.repeat(501) } }), 'VALUE_TOO_LONG');
  });

  it('verifies each connection with what the service lists, or says why it could not', async () => {
    const admin = await as(personas.orgAdmin);
    await admin.integration.saveSettings(allOn);
    expect(await admin.integration.connection({ integration: 'trello' })).toMatchObject({ success: true, items: [{ id: 'board-1', name: 'Product roadmap' }, { id: 'board-2', name: 'Team wiki' }] });
    expect(await admin.integration.connection({ integration: 'typeform' })).toMatchObject({ success: true, items: [{ id: 'tf-form-1', name: 'Ideas from the town hall' }] });
    expect(await admin.integration.connection({ integration: 'quicktapsurvey' })).toMatchObject({
      success: true,
      items: [{ id: '7', name: 'Store visit survey', responses: 0 }],
      resultDescription: 'List surveys successful.',
    });
    // A coach of a campaign lists them too: the Ideas tab's dialogs start here.
    expect((await (await as(coach)).integration.connection({ integration: 'trello' })).success).toBe(true);

    await admin.integration.saveSettings({ ...allOn, typeform: { enabled: true, token: 'wrong-token-123' }, quicktapsurvey: { ...allOn.quicktapsurvey, password: 'wrong password' } });
    expect(await admin.integration.connection({ integration: 'typeform' })).toEqual({
      success: false,
      items: [],
      code: 'integration-failed',
      detail: 'Authentication credentials not found on the Request Headers',
      resultDescription: null,
    });
    expect(await admin.integration.connection({ integration: 'quicktapsurvey' })).toMatchObject({ success: false, detail: 'Login failed. Invalid username, password or API key.' });
  });

  it('checks only what is on with a token longer than five characters, and Trello only with the server key', async () => {
    const admin = await as(personas.orgAdmin);
    await admin.integration.saveSettings({ ...allOn, trello: { enabled: false }, typeform: { enabled: true, token: '12345' }, quicktapsurvey: { ...allOn.quicktapsurvey, user: '' } });
    const before = fake.state.calls.length;
    for (const integration of ['trello', 'typeform', 'quicktapsurvey'] as const) {
      expect(await admin.integration.connection({ integration })).toMatchObject({ success: false, code: 'integration-not-enabled' });
    }
    expect(fake.state.calls.length).toBe(before);

    await admin.integration.saveSettings(allOn);
    expect(await (await as(personas.orgAdmin, { ...fake.endpoints, trelloApiKey: null })).integration.connection({ integration: 'trello' })).toMatchObject({ success: false, code: 'integration-unavailable' });
    await expect((await as(personas.orgAdmin, { ...fake.endpoints, trelloApiKey: null })).integration.settings()).resolves.toMatchObject({ trello: { available: false } });
  });

  it('answers a service that is down or too slow as a failed connection, with its message', async () => {
    const admin = await as(personas.orgAdmin);
    await admin.integration.saveSettings(allOn);
    fake.state.failure = { status: 503, message: 'Service temporarily unavailable' };
    try {
      expect(await admin.integration.connection({ integration: 'trello' })).toMatchObject({ success: false, code: 'integration-failed', detail: 'Service temporarily unavailable' });
    } finally {
      fake.state.failure = null;
    }
    const unreachable = { ...fake.endpoints, typeformApiUrl: 'http://127.0.0.1:9' };
    expect(await (await as(personas.orgAdmin, unreachable)).integration.connection({ integration: 'typeform' })).toMatchObject({ success: false, detail: 'could not be reached' });
  });

  it('refuses the connection to participants, visitors and unverified users', async () => {
    await expectAppError((await as(personas.participant)).integration.connection({ integration: 'trello' }), 'forbidden');
    await expectAppError((await as(personas.inactiveUser)).integration.connection({ integration: 'trello' }), 'forbidden');
    await expectAppError((await as(null)).integration.connection({ integration: 'trello' }), 'not-authenticated');
  });

  it('has the public addresses of the services unless told otherwise', () => {
    expect(testDeps.integrations).toMatchObject({ trelloApiUrl: 'https://api.trello.com/1', typeformApiUrl: 'https://api.typeform.com', trelloApiKey: null });
  });
});
