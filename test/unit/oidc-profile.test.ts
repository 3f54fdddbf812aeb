import { describe, expect, it } from 'vitest';
import { readOidcProfile } from '#server/modules/auth/oidc-profile.ts';
import { mappableFields } from '#shared/oidc-claims.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';

const settings = settingsWithDefaults({
  registrationExtraFields: {
    custom: [
      { fieldid: 'department', label: 'Department', formTypeRegistration: 'text' },
      { fieldid: 'bio', label: 'About', formTypeRegistration: 'textarea' },
      { fieldid: 'team', label: 'Team', formTypeRegistration: 'dropdown' },
    ],
  },
  externalLoginSources: {
    oidc: {
      claimMappings: [
        { claim: 'department', fieldid: 'department' },
        { claim: 'groups', fieldid: 'bio' },
        { claim: 'team', fieldid: 'team' },
        { claim: 'missing', fieldid: 'department' },
      ],
    },
  },
});

describe('an OpenID Connect provider’s claims as a person', () => {
  it('offers only text registration fields for claims', () => {
    expect(mappableFields(settings.registrationExtraFields).map((field) => field.fieldid)).toEqual(['department', 'bio']);
  });

  it('reads the verified address and names, and fills mapped text fields only', () => {
    const profile = readOidcProfile({ sub: 'x', email: 'ada@example.com', email_verified: true, given_name: 'Ada', family_name: 'Lovelace', department: ' Research ', groups: ['staff', 'r&d'], team: 'blue' }, settings);
    expect(profile).toEqual({ email: 'ada@example.com', emailVerified: true, firstName: 'Ada', lastName: 'Lovelace', extraFields: { department: 'Research', bio: 'staff, r&d' } });
  });

  it('takes no address the provider does not vouch for, and no claim value that is not text', () => {
    const profile = readOidcProfile({ sub: 'x', email: 'ada@example.com', email_verified: 'false', name: 'Ada King Lovelace', department: { nested: true } }, settings);
    expect(profile).toMatchObject({ emailVerified: false, firstName: 'Ada', lastName: 'King Lovelace', extraFields: {} });
  });
});
