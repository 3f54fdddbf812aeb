import { describe, expect, it } from 'vitest';
import { publicSettings } from '#server/modules/organisation/organisation.presenter.ts';
import { organisationSettingsSchema, settingsWithDefaults } from '#shared/schemas/organisation.ts';

describe('organisation settings', () => {
  it('gives every setting of the spec a default', () => {
    const settings = settingsWithDefaults({});
    expect(settings).toMatchObject({
      hideGamification: false,
      enableLocal: true,
      enableOauth2: false,
      limitHuntCreation: false,
      limitIdeaCreation: false,
      multipleIdeaAuthors: false,
      maxVisiblePartnerLogos: 6,
      ideaMaxNumTags: 0,
      domainFilters: [],
      termsOfServiceLink: { value: '/page/terms-of-service', type: 'internal' },
      privacyPolicyLink: { value: '', type: 'external' },
      externalLoginSources: { oauth2: { provider: '', clientSecret: '', visible: false } },
      registrationExtraFields: { custom: [], personalnumber: { enabled: false }, student: { enabled: false } },
      theme: { buttonColorPrimary: expect.stringMatching(/^#/) },
      assets: { logo: '', heroBig: '' },
      heroWording: 'default',
    });
    expect(Object.keys(settings).sort()).toEqual(Object.keys(organisationSettingsSchema.shape).sort());
  });

  it('keeps stored values and fills the rest, nested objects included', () => {
    const settings = settingsWithDefaults({ hideGamification: true, theme: { linkColor: '#112233' }, externalLoginSources: { oauth2: { provider: 'acme' } } });
    expect(settings.hideGamification).toBe(true);
    expect(settings.theme).toMatchObject({ linkColor: '#112233', actionColor: expect.stringMatching(/^#/) });
    expect(settings.externalLoginSources.oauth2).toMatchObject({ provider: 'acme', clientID: '' });
  });

  it('leaves credentials out of the public settings', () => {
    const visible = publicSettings(
      settingsWithDefaults({ trelloToken: 't', typeformToken: 'f', quicktapsurveyToken: 'q', quicktapsurveyUser: 'u', externalLoginSources: { oauth2: { clientSecret: 's', clientID: 'id' } } }),
    );
    expect(visible).not.toHaveProperty('trelloToken');
    expect(visible).not.toHaveProperty('typeformToken');
    expect(visible).not.toHaveProperty('quicktapsurveyToken');
    expect(visible).not.toHaveProperty('quicktapsurveyUser');
    expect(visible.externalLoginSources.oauth2).not.toHaveProperty('clientSecret');
    expect(visible.externalLoginSources.oauth2.clientID).toBe('id');
  });
});
