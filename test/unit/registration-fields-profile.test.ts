import { describe, expect, it } from 'vitest';
import { mergeRegistrationValues, missingRegistrationFields, shownExtraFields } from '#shared/registration-fields.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';

const field = (fieldid: string, overrides: Record<string, unknown> = {}) => ({
  fieldid,
  label: fieldid,
  description: '',
  formTypeRegistration: 'text',
  multiline: false,
  required: false,
  public: false,
  registrationenabled: true,
  options: '',
  option: [],
  ...overrides,
});

const settings = settingsWithDefaults({
  registrationExtraFields: {
    custom: [field('department', { required: true, public: true }), field('phone'), field('retired', { required: true, registrationenabled: false })],
    personalnumber: { enabled: true, required: true },
    student: { enabled: true, required: false, public: true, option: ['IS_STUDENT', 'NOT_STUDENT'] },
  },
} as Parameters<typeof settingsWithDefaults>[0]);

describe('registration fields on a profile (spec 3 §5)', () => {
  it('names the required fields still empty, of those the site asks', () => {
    expect(missingRegistrationFields(settings, {})).toEqual(['department', 'personalnumber']);
    expect(missingRegistrationFields(settings, { department: 'Sales', personalnumber: '19800101-1231' })).toEqual([]);
    // A stored value the engine cannot read counts as empty.
    expect(missingRegistrationFields(settings, { department: 12, personalnumber: '19800101-1231' })).toEqual(['department']);
  });

  it('shows the public answers to anyone and the others, marked, only when asked for everything', () => {
    const stored = { department: 'Sales', phone: '070-123', personalnumber: '19800101-1231', student: 'IS_STUDENT', unknown: 'x' };
    expect(shownExtraFields(settings, stored, false)).toEqual([
      { fieldid: 'department', label: 'department', value: 'Sales', public: true },
      { fieldid: 'student', label: 'student', value: 'IS_STUDENT', public: true },
    ]);
    expect(shownExtraFields(settings, stored, true).map((shown) => [shown.fieldid, shown.public])).toEqual([
      ['department', true],
      ['phone', false],
      ['personalnumber', false],
      ['student', true],
    ]);
  });

  it('replaces the answers to the asked fields and keeps other stored keys', () => {
    expect(mergeRegistrationValues(settings, { department: 'Old', phone: '1', legacy: 'kept' }, { department: 'New' })).toEqual({ legacy: 'kept', department: 'New' });
  });
});
