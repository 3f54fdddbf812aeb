import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import type { ErrorCode } from '#shared/errors.ts';
import type { IdeaFieldDefinition } from '#shared/schemas/campaign.ts';
import type { IdeaCreateInput } from '#shared/schemas/idea.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { ideaField } from '../factories/idea-field.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';

type Definition = Omit<IdeaFieldDefinition, 'conditions'> & { conditions: IdeaFieldDefinition['conditions'] };

/**
 * Issue 18 item 1, spec 3 §5: a campaign's idea fields carry conditions and a select's limit.
 * The server checks the definitions the wizard saves with the schema the wizard checks them
 * with, then holds every idea to them.
 */
describe('idea field definitions: conditions and select limits', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });
  const as = async (viewer: User) => (await callerFor(viewer, { org: personas.org })).caller;
  const draft = () => createCampaignRow({ organisation: personas.org, coach: personas.coach, active: false, startsInDays: 2, endsInDays: 20 });
  const storedFields = async (slug: string) => (await scopedEm(personas.org).findOneOrFail(CampaignSchema, { slug })).settings.ideaExtraFields.custom;
  const save = async (slug: string, custom: Definition[], viewer = personas.coach) => (await as(viewer)).campaign.update({ slug, settings: { ideaExtraFields: { custom } } });

  const role = ideaField({ fieldid: 'val.role', formType: 'select-dropdown', options: 'Developer, Designer, Other' });
  const stack = ideaField({
    fieldid: 'val.stack',
    formType: 'text',
    required: true,
    conditions: [{ fieldid: 'val.role', kind: 'match', pattern: '^Developer$', negate: false }],
  });
  const areas = ideaField({ fieldid: 'val.areas', formType: 'select-checkbox', options: 'North, South, East', limit: 2 });

  it('stores a condition on an earlier field and a limit within the options', async () => {
    const row = await draft();
    const saved = await save(row.slug, [role, stack, areas]);
    expect(saved.settings.ideaExtraFields.custom.map((field) => [field.fieldid, field.limit, field.conditions])).toEqual([
      ['val.role', undefined, []],
      ['val.stack', undefined, [{ fieldid: 'val.role', kind: 'match', pattern: '^Developer$', negate: false }]],
      ['val.areas', 2, []],
    ]);
    expect((await storedFields(row.slug)).map((field) => field.fieldid)).toEqual(['val.role', 'val.stack', 'val.areas']);
    // A limit of 1 turns the checkboxes into a radio; a limit equal to the options is allowed.
    await save(row.slug, [{ ...areas, limit: 1 }]);
    await save(row.slug, [{ ...areas, limit: 3 }]);
  });

  const condition = (overrides: Partial<Definition['conditions'][number]>) => ({ fieldid: 'val.role', kind: 'set' as const, pattern: '', negate: false, ...overrides });
  it.each<[string, Definition[], string, ErrorCode]>([
    ['a condition on a later field', [{ ...stack, conditions: [condition({ fieldid: 'val.areas' })] }, areas], '0.conditions.0.fieldid', 'PLEASE_CHOOSE_AN_EARLIER_FIELD'],
    ['a condition on itself', [role, { ...stack, conditions: [condition({ fieldid: 'val.stack' })] }], '1.conditions.0.fieldid', 'PLEASE_CHOOSE_AN_EARLIER_FIELD'],
    ['a condition on a field the campaign does not have', [role, { ...stack, conditions: [condition({ fieldid: 'val.gone' })] }], '1.conditions.0.fieldid', 'PLEASE_CHOOSE_AN_EARLIER_FIELD'],
    ['a condition naming no field', [role, { ...stack, conditions: [condition({ fieldid: ' ' })] }], '1.conditions.0.fieldid', 'ERROR_REQUIRED'],
    ['a match without a pattern', [role, { ...stack, conditions: [condition({ kind: 'match', pattern: '' })] }], '1.conditions.0.pattern', 'ERROR_REQUIRED'],
    ['a pattern that does not compile', [role, { ...stack, conditions: [condition({ kind: 'match', pattern: '^(Developer' })] }], '1.conditions.0.pattern', 'PLEASE_ENTER_A_VALID_PATTERN'],
    ['a pattern that can backtrack without end', [role, { ...stack, conditions: [condition({ kind: 'match', pattern: '^(a+)+$' })] }], '1.conditions.0.pattern', 'PLEASE_ENTER_A_VALID_PATTERN'],
    ['a pattern over 200 characters', [role, { ...stack, conditions: [condition({ kind: 'match', pattern: 'a'.repeat(201) })] }], '1.conditions.0.pattern', 'VALUE_TOO_LONG'],
    ['a limit of 0', [{ ...areas, limit: 0 }], '0.limit', 'PLEASE_ENTER_A_NUMBER'],
    ['a limit that is no whole number', [{ ...areas, limit: 1.5 }], '0.limit', 'PLEASE_ENTER_A_NUMBER'],
    ['a limit above the number of options', [{ ...areas, limit: 4 }], '0.limit', 'LIMIT_ABOVE_OPTION_COUNT'],
    ['a limit on a dropdown', [{ ...role, limit: 1 }], '0.limit', 'invalid-input'],
    ['the same field id twice', [role, { ...role }], '1.fieldid', 'invalid-input'],
  ])('refuses %s and stores nothing', async (_case, custom, path, code) => {
    const row = await draft();
    await save(row.slug, [role]);
    await expectAppError(save(row.slug, custom), code, `settings.ideaExtraFields.custom.${path}`);
    expect((await storedFields(row.slug)).map((field) => field.fieldid)).toEqual(['val.role']);
  });

  it('refuses the same definitions when a campaign is created with them', async () => {
    const coach = await as(personas.coach);
    const start = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await expectAppError(
      coach.campaign.create({ name: 'Limited', startDate: start, settings: { ideaExtraFields: { custom: [{ ...areas, limit: 4 }] } } } as never),
      'LIMIT_ABOVE_OPTION_COUNT',
      'settings.ideaExtraFields.custom.0.limit',
    );
  });

  it('holds ideas to them: a hidden field asks nothing and is not stored, a shown one is required, a select takes at most its limit', async () => {
    const row = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    await save(row.slug, [role, stack, areas]);
    const participant = await as(personas.participant);
    await participant.campaign.join({ slug: row.slug });
    const input = (extraFields: IdeaCreateInput['extraFields']): IdeaCreateInput => ({ campaignSlug: row.slug, name: 'Bike racks', content: 'More of them.', extraFields });

    await expectAppError(participant.idea.create(input({ 'val.role': 'Developer' })), 'ERROR_REQUIRED', 'extraFields.val.stack');
    await expectAppError(participant.idea.create(input({ 'val.role': 'Designer', 'val.areas': ['North', 'South', 'East'] })), 'invalid-input', 'extraFields.val.areas');
    const hidden = await participant.idea.create(input({ 'val.role': 'Designer', 'val.stack': 'typed before the role changed', 'val.areas': ['North', 'East'] }));
    expect(hidden.data.extraFields).toEqual({ 'val.role': 'Designer', 'val.areas': ['North', 'East'] });
    const shown = await participant.idea.create(input({ 'val.role': 'Developer', 'val.stack': 'TypeScript' }));
    expect(shown.data.extraFields).toEqual({ 'val.role': 'Developer', 'val.stack': 'TypeScript' });
  });
});
