import { beforeAll, describe, expect, it } from 'vitest';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import type { SiteSettingsInput } from '#shared/schemas/site-settings.ts';
import { createAgreement } from '../factories/agreement.factory';
import { createMediaFile } from '../factories/media.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { settingsFormOf } from '../support/site-settings';
import { testOrm } from '../support/test-database';

const SECRET = 'oauth-client-secret-never-shown';

describe('organisation settings (spec 3 §3, spec 2 §3)', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  const as = async (viewer: User | null, org = personas.org) => (await callerFor(viewer, { org })).caller;
  const stored = async (orgId = personas.org.id) =>
    settingsWithDefaults((await testOrm().em.fork().findOneOrFail(OrganisationSchema, { id: orgId }, { filters: false })).settings);
  const formWith = async (changes: Partial<SiteSettingsInput>, viewer: User = personas.orgAdmin) => settingsFormOf(await (await as(viewer)).organisation.adminSettings(), changes);

  it('saves every admin setting and answers with what is stored', async () => {
    const admin = await as(personas.orgAdmin);
    const saved = await admin.organisation.updateSettings(
      await formWith({
        hideGamification: true,
        limitIdeaCreation: true,
        ideaMaxNumTags: 4,
        maxVisiblePartnerLogos: 9,
        weeklyAdminSummary: true,
        googleAnalyticsTracker: 'G-ABC123XYZ',
        activateDomainFilter: true,
        domainFilters: [' Example.COM ', 'mail.example.org'],
        termsOfServiceLink: { type: 'internal', value: 'our-terms' },
        privacyPolicyLink: { type: 'external', value: ' https://example.com/privacy ' },
        theme: { buttonColorPrimary: '#112233', buttonColorSecondary: '#eeeeee', actionColor: '#aa3300', linkColor: '#0044aa', heroTextColor: '#ffffff' },
        copyrightMarkup: '© **Acme** <script>alert(1)</script>',
      }),
    );
    expect(saved.settings).toMatchObject({
      hideGamification: true,
      limitIdeaCreation: true,
      ideaMaxNumTags: 4,
      maxVisiblePartnerLogos: 9,
      weeklyAdminSummary: true,
      domainFilters: ['example.com', 'mail.example.org'],
      termsOfServiceLink: { type: 'internal', value: '/page/our-terms' },
      privacyPolicyLink: { type: 'external', value: 'https://example.com/privacy' },
      theme: { buttonColorPrimary: '#112233' },
    });
    expect(await stored()).toMatchObject({ hideGamification: true, ideaMaxNumTags: 4, googleAnalyticsTracker: 'G-ABC123XYZ' });
    // The copyright goes through the markdown sanitiser: bold stays, the script does not.
    const site = await (await as(null)).organisation.current();
    expect(site.copyrightHtml).toContain('<strong>Acme</strong>');
    expect(site.copyrightHtml).not.toContain('<script');
  });

  it("gives a site without a privacy link of its own the platform's (DEFAULT_PRIVACY_POLICY_URL), and its own where it has one", async () => {
    const platformPolicy = { deps: { defaultPrivacyPolicyUrl: 'https://platform.example/privacy' } };
    const other = await (await callerFor(null, { org: personas.otherOrg, ...platformPolicy })).caller.organisation.current();
    expect(other.settings.privacyPolicyLink).toEqual({ type: 'external', value: 'https://platform.example/privacy' });
    expect((await (await callerFor(null, { org: personas.otherOrg })).caller.organisation.current()).settings.privacyPolicyLink.value).toBe('');
    const admin = await as(personas.orgAdmin);
    await admin.organisation.updateSettings(await formWith({ privacyPolicyLink: { type: 'internal', value: '/page/our-privacy' } }));
    const ours = await (await callerFor(null, { org: personas.org, ...platformPolicy })).caller.organisation.current();
    expect(ours.settings.privacyPolicyLink).toEqual({ type: 'internal', value: '/page/our-privacy' });
  });

  it('keeps the OAuth2 client secret write-only: never answered, kept when left empty, removed on request', async () => {
    const admin = await as(personas.orgAdmin);
    const oauth2 = {
      provider: 'Acme ID',
      clientID: 'ideahunt',
      clientSecret: SECRET,
      clearClientSecret: false,
      scope: 'openid email',
      authorizationURL: 'https://id.example.com/authorize',
      tokenURL: 'https://id.example.com/token',
      userProfileURL: 'https://id.example.com/me',
      visible: true,
    };
    const saved = await admin.organisation.updateSettings(await formWith({ enableOauth2: true, oauth2 }));
    expect(saved.secretsSet.oauth2ClientSecret).toBe(true);
    expect((await stored()).externalLoginSources.oauth2.clientSecret).toBe(SECRET);
    await admin.organisation.updateSettings(await formWith({ enableOauth2: true, oauth2: { ...oauth2, clientSecret: '' } }));
    expect((await stored()).externalLoginSources.oauth2).toMatchObject({ clientSecret: SECRET, clientID: 'ideahunt' });
    const answers = JSON.stringify([saved, await admin.organisation.adminSettings(), await (await as(null)).organisation.current(), await (await as(personas.superAdmin)).organisation.adminSettings()]);
    expect(answers).not.toContain(SECRET);
    await admin.organisation.updateSettings(await formWith({ enableOauth2: true, oauth2: { ...oauth2, clientSecret: '', clearClientSecret: true } }));
    expect((await stored()).externalLoginSources.oauth2.clientSecret).toBe('');
  });

  it('refuses each invalid value with its key on its field, storing nothing', async () => {
    const before = await stored();
    const admin = await as(personas.orgAdmin);
    const cases: [Partial<SiteSettingsInput>, string, Parameters<typeof expectAppError>[1]][] = [
      [{ termsOfServiceLink: { type: 'internal', value: '' } }, 'termsOfServiceLink.value', 'ERROR_REQUIRED'],
      [{ termsOfServiceLink: { type: 'internal', value: 'Not a slug!' } }, 'termsOfServiceLink.value', 'PLEASE_ENTER_A_VALID_PAGE_SLUG'],
      [{ privacyPolicyLink: { type: 'external', value: 'javascript:alert(1)' } }, 'privacyPolicyLink.value', 'PLEASE_ENTER_A_VALID_URL'],
      [{ privacyPolicyLink: { type: 'agreement', value: '' } }, 'privacyPolicyLink.value', 'NO_VALID_AGREEMENT_FOUND'],
      [{ termsOfServiceLink: { type: 'agreement', value: '01900000-0000-7000-8000-000000000000' } }, 'termsOfServiceLink.value', 'NO_VALID_AGREEMENT_FOUND'],
      [{ ideaMaxNumTags: 101 }, 'ideaMaxNumTags', 'PLEASE_ENTER_A_NUMBER'],
      [{ maxVisiblePartnerLogos: 1.5 }, 'maxVisiblePartnerLogos', 'PLEASE_ENTER_A_NUMBER'],
      [{ googleAnalyticsTracker: 'tracker' }, 'googleAnalyticsTracker', 'PLEASE_ENTER_A_VALID_ANALYTICS_ID'],
      [{ partnersPageLink: 'ftp://example.com' }, 'partnersPageLink', 'PLEASE_ENTER_A_VALID_URL'],
      [{ activateDomainFilter: true, domainFilters: [] }, 'domainFilters', 'ERROR_REQUIRED'],
      [{ domainFilters: ['not a domain'] }, 'domainFilters.0', 'PLEASE_ENTER_A_VALID_DOMAIN'],
      [{ enableLocal: false, enableOauth2: false, enableGoogle: false, enableFacebook: false }, 'enableLocal', 'AT_LEAST_ONE_LOGIN_SOURCE'],
      [{ copyrightMarkup: 'x'.repeat(5001) }, 'copyrightMarkup', 'VALUE_TOO_LONG'],
    ];
    for (const [changes, field, code] of cases) await expectAppError(admin.organisation.updateSettings(await formWith(changes)), code, field);

    const form = await formWith({});
    await expectAppError(admin.organisation.updateSettings({ ...form, theme: { ...form.theme, linkColor: 'blue' } }), 'PLEASE_ENTER_A_VALID_COLOUR', 'theme.linkColor');
    await expectAppError(admin.organisation.updateSettings({ ...form, enableOauth2: true, oauth2: { ...form.oauth2, clientID: '' } }), 'ERROR_REQUIRED', 'oauth2.clientID');
    await expectAppError(admin.organisation.updateSettings({ ...form, oauth2: { ...form.oauth2, tokenURL: 'token' } }), 'PLEASE_ENTER_A_VALID_URL', 'oauth2.tokenURL');
    expect(await stored()).toEqual(before);
  });

  it('links a legal link to an agreement only when it names one of this site in force, of the link\'s type', async () => {
    const admin = await as(personas.orgAdmin);
    const terms = await createAgreement(personas.org, { type: 'terms-of-service', name: 'Our terms' });
    const privacy = await createAgreement(personas.org, { type: 'privacy-policy', name: 'Our privacy policy' });
    const draft = await createAgreement(personas.org, { type: 'terms-of-service', published: false });
    const foreign = await createAgreement(personas.otherOrg, { type: 'terms-of-service' });
    const view = await admin.organisation.adminSettings();
    expect(view.agreements).toEqual({ termsOfService: [{ guid: terms.id, name: 'Our terms' }], privacyPolicy: [{ guid: privacy.id, name: 'Our privacy policy' }] });

    for (const wrong of [privacy.id, draft.id, foreign.id]) {
      await expectAppError(admin.organisation.updateSettings(await formWith({ termsOfServiceLink: { type: 'agreement', value: wrong } })), 'NO_VALID_AGREEMENT_FOUND', 'termsOfServiceLink.value');
    }
    const saved = await admin.organisation.updateSettings(
      await formWith({ termsOfServiceLink: { type: 'agreement', value: terms.id }, privacyPolicyLink: { type: 'agreement', value: privacy.id } }),
    );
    expect(saved.settings).toMatchObject({ termsOfServiceLink: { type: 'agreement', value: terms.id }, privacyPolicyLink: { type: 'agreement', value: privacy.id } });
    await admin.organisation.updateSettings(await formWith({ termsOfServiceLink: { type: 'internal', value: 'terms-of-service' }, privacyPolicyLink: { type: 'external', value: '' } }));
  });

  it('takes branding images only from this site\'s uploads for that place', async () => {
    const admin = await as(personas.orgAdmin);
    const logo = await createMediaFile({ organisation: personas.org, context: 'siteLogo', filename: 'logo.png', mimeType: 'image/png' });
    const hero = await createMediaFile({ organisation: personas.org, context: 'siteHero', filename: 'hero.png', mimeType: 'image/png' });
    const foreign = await createMediaFile({ organisation: personas.otherOrg, context: 'siteLogo', filename: 'logo.png', mimeType: 'image/png' });
    const form = await formWith({});
    const saved = await admin.organisation.updateSettings({ ...form, assets: { ...form.assets, logo: `/media/${logo.id}`, hero: `/media/${hero.id}`, heroBig: 'Ideas that matter' } });
    expect(saved.settings.assets).toMatchObject({ logo: `/media/${logo.id}`, hero: `/media/${hero.id}`, heroBig: 'Ideas that matter' });

    const next = await formWith({});
    await expectAppError(admin.organisation.updateSettings({ ...next, assets: { ...next.assets, logoneg: `/media/${hero.id}` } }), 'INVALID_SITE_ASSET', 'assets.logoneg');
    await expectAppError(admin.organisation.updateSettings({ ...next, assets: { ...next.assets, logo: `/media/${foreign.id}` } }), 'INVALID_SITE_ASSET', 'assets.logo');
    await expectAppError(admin.organisation.updateSettings({ ...next, assets: { ...next.assets, footerlogo: 'https://evil.example/logo.png' } }), 'INVALID_SITE_ASSET', 'assets.footerlogo');
    // Removing one is always allowed.
    const removed = await admin.organisation.updateSettings({ ...next, assets: { ...next.assets, hero: '' } });
    expect(removed.settings.assets.hero).toBe('');
  });

  it('shows no branding image whose stored address is a script, keeping uploads and web addresses', async () => {
    const stored = await testOrm().em.fork().findOneOrFail(OrganisationSchema, { id: personas.otherOrg.id }, { filters: false });
    const assets = { ...settingsWithDefaults(stored.settings).assets, logo: 'javascript:alert(1)', footerlogo: '/media/0190a6e4-0000-7000-8000-000000000000', hero: 'https://cdn.example/hero.png', heroBig: 'javascript: is only words here' };
    await testOrm().em.fork().nativeUpdate(OrganisationSchema, { id: stored.id }, { settings: { ...stored.settings, assets } }, { filters: false });
    const shown = (await (await callerFor(null, { org: personas.otherOrg })).caller.organisation.current()).settings.assets;
    expect(shown).toMatchObject({ logo: '', footerlogo: assets.footerlogo, hero: assets.hero, heroBig: assets.heroBig });
  });

  it('lets only org admins and super admins read or save the settings, and only super admins the super settings', async () => {
    const form = await formWith({});
    for (const viewer of [null, personas.participant, personas.coach, personas.inactiveUser]) {
      const caller = await as(viewer);
      const code = viewer ? 'forbidden' : 'not-authenticated';
      await expectAppError(caller.organisation.adminSettings(), code);
      await expectAppError(caller.organisation.updateSettings(form), code);
    }
    const superChanges = { domainSpecificEmailTemplate: true, extendedCsvExport: true, firstLineSupport: false, registrationShowSecurityNumber: false, registrationShowStudent: false, heroWording: 'hidden', footerWording: 'custom', footerText: 'Run by Acme' } as const;
    await expectAppError((await as(personas.orgAdmin)).organisation.updateSuperSettings(superChanges), 'forbidden');
    expect((await stored()).footerWording).toBe('default');
    const saved = await (await as(personas.superAdmin)).organisation.updateSuperSettings(superChanges);
    expect(saved.settings).toMatchObject({ heroWording: 'hidden', footerWording: 'custom', footerText: 'Run by Acme', extendedCsvExport: true });
    await expectAppError((await as(personas.superAdmin)).organisation.updateSuperSettings({ ...superChanges, footerWording: 'loud' as 'custom' }), 'invalid-input', 'footerWording');
  });

  it('keeps two sites apart: one site\'s admin changes and reads only its own settings', async () => {
    const outsider = await as(personas.outsider, personas.otherOrg);
    await outsider.organisation.updateSettings(settingsFormOf(await outsider.organisation.adminSettings(), { ideaMaxNumTags: 77, theme: { buttonColorPrimary: '#000000', buttonColorSecondary: '#ffffff', actionColor: '#123456', linkColor: '#654321', heroTextColor: '#000000' } }));
    expect((await stored(personas.otherOrg.id)).ideaMaxNumTags).toBe(77);
    expect((await stored()).ideaMaxNumTags).not.toBe(77);
    const ours = await (await as(null)).organisation.current();
    const theirs = await (await as(null, personas.otherOrg)).organisation.current();
    expect(theirs.settings.theme.buttonColorPrimary).toBe('#000000');
    expect(ours.settings.theme.buttonColorPrimary).not.toBe('#000000');
    expect((await (await as(personas.orgAdmin)).organisation.adminSettings()).settings.ideaMaxNumTags).not.toBe(77);
  });
});
