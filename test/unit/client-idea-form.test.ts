import { describe, expect, it } from 'vitest';
import type { Idea } from '#client/features/idea-form/idea-form-model.ts';
import type { IdeaFieldDefinition } from '#shared/schemas/campaign.ts';
import type { FeedbackDto } from '#server/modules/feedback/feedback.presenter.ts';
import {
  attachmentsInput,
  extraFieldsInput,
  extraFieldsValid,
  addAuthorEmail,
  addTag,
  authorRows,
  ideaSavedDespite,
  isSavedDespite,
  saveErrorCode,
  unusedFeedback,
} from '#client/features/idea-form/idea-form-model.ts';
import { toggleOption } from '#shared/field-engine.ts';
import { ideaFieldError as extraFieldError } from '#shared/idea-fields.ts';

function field(overrides: Partial<IdeaFieldDefinition>): IdeaFieldDefinition {
  return { fieldid: 'val.1', label: 'Field', formType: 'text', options: '', required: false, description: '', multiline: false, public: true, campaignenabled: true, conditions: [], ...overrides };
}

const department = field({ fieldid: 'val.dep', formType: 'select-dropdown', options: 'IT, Sales', required: true });
const colours = field({ fieldid: 'val.col', formType: 'select-checkbox', options: 'red,green,blue', required: true });
const mood = field({ fieldid: 'val.mood', formType: 'satisfaction-rating' });
const email = field({ fieldid: 'val.mail', formType: 'text-email' });

describe('idea form extra fields', () => {
  it('gives ERROR_REQUIRED for an empty required field, an empty list included', () => {
    expect(extraFieldError(department, undefined)).toBe('ERROR_REQUIRED');
    expect(extraFieldError(department, '')).toBe('ERROR_REQUIRED');
    expect(extraFieldError(colours, [])).toBe('ERROR_REQUIRED');
    expect(extraFieldError(mood, undefined)).toBeNull();
  });

  it('accepts offered options and refuses others', () => {
    expect(extraFieldError(department, 'Sales')).toBeNull();
    expect(extraFieldError(department, 'Marketing')).toBe('invalid-input');
    expect(extraFieldError(colours, ['red', 'blue'])).toBeNull();
    expect(extraFieldError(mood, 'happy')).toBeNull();
    expect(extraFieldError(mood, 'angry')).toBe('invalid-input');
    expect(extraFieldError(email, 'not an address')).toBe('PLEASE_ENTER_A_VALID_MAIL');
  });

  it('is valid only when every field is, and sends cleaned values of known fields', () => {
    expect(extraFieldsValid([department, mood], { 'val.dep': 'IT' })).toBe(true);
    expect(extraFieldsValid([department, colours], { 'val.dep': 'IT', 'val.col': [] })).toBe(false);
    expect(extraFieldsInput([department, colours, mood], { 'val.dep': ' IT ', 'val.col': ['green'], 'val.mood': '', 'val.gone': 'x' })).toEqual({ 'val.dep': 'IT', 'val.col': ['green'] });
  });

  it('asks nothing of a required field whose condition does not hold (issue 18 item 1)', () => {
    const stack = field({ fieldid: 'val.stack', required: true, conditions: [{ fieldid: 'val.dep', kind: 'match', pattern: '^IT$', negate: false }] });
    expect(extraFieldsValid([department, stack], { 'val.dep': 'Sales' })).toBe(true);
    expect(extraFieldsValid([department, stack], { 'val.dep': 'IT' })).toBe(false);
    expect(extraFieldsValid([department, stack], { 'val.dep': 'IT', 'val.stack': 'Go' })).toBe(true);
  });

  it('keeps checkbox choices in the order they were ticked', () => {
    expect(toggleOption(['red'], 'blue', true)).toEqual(['red', 'blue']);
    expect(toggleOption(['red', 'blue'], 'red', false)).toEqual(['blue']);
    expect(toggleOption(['red'], 'red', true)).toEqual(['red']);
  });
});

describe('idea form files', () => {
  it('sends upload guids and trimmed document names', () => {
    const draft = {
      thumbnail: { guid: 't', url: '/t', filename: 't.jpg' },
      images: [{ guid: 'i1', url: '/i1', filename: '' }],
      video: null,
      documents: [{ guid: 'd1', url: '/d1', filename: 'plan.pdf', name: ' Plan ' }],
    };
    expect(attachmentsInput(draft)).toEqual({ thumbnail: 't', images: ['i1'], video: null, documents: [{ guid: 'd1', name: 'Plan' }] });
  });
});

describe('idea form save', () => {
  it('asks only about readable feedback not yet used', () => {
    const base = { createdAt: new Date(), updatedAt: new Date(), message: null, comment: 'Nice', rating: 0, author: null, abilities: { edit: false, delete: false } };
    const list: FeedbackDto[] = [
      { ...base, guid: 'a', accepted: false, filtered: false },
      { ...base, guid: 'b', accepted: true, filtered: false },
      { ...base, guid: 'c', accepted: false, filtered: true, message: 'FEEDBACK_FILTERED_MESSAGE', comment: null },
    ];
    expect(unusedFeedback(list).map((item) => item.guid)).toEqual(['a']);
  });

  it('reads the save errors as spec 1 §8 names them', () => {
    for (const code of ['campaign-ended', 'campaign-not-started', 'campaign-not-active', 'invitation-required', 'idea-creation-limited', 'user-not-found', 'user-could-not-be-deleted'] as const) {
      expect(saveErrorCode(code)).toBe(code);
    }
    expect(saveErrorCode('internal-error')).toBeNull();
    expect(saveErrorCode(null)).toBeNull();
    expect(isSavedDespite('idea-updated-but-all-users-not-found')).toBe(true);
    expect(isSavedDespite('idea-author-exists-already')).toBe(true);
    expect(isSavedDespite('campaign-ended')).toBe(false);
  });

  it('treats a create with some unknown co-authors as saved, going to the new idea (issue 20 item 2)', () => {
    const created = '0190a6f4-0000-7000-8000-000000000001';
    expect(ideaSavedDespite('idea-updated-but-all-users-not-found', [created, 'nobody@example.com'], null)).toBe(created);
    expect(ideaSavedDespite('idea-author-exists-already', [created, 'pat@example.com'], null)).toBe(created);
    expect(ideaSavedDespite('idea-author-exists-already', [created], 'edited-guid')).toBe('edited-guid');
    expect(ideaSavedDespite('campaign-ended', [], null)).toBeNull();
  });
});

describe('idea form tags', () => {
  it('adds a trimmed tag once, case aside', () => {
    expect(addTag(['Bikes'], ' Parking ', 3)).toEqual(['Bikes', 'Parking']);
    expect(addTag(['Bikes'], 'bikes', 3)).toEqual(['Bikes']);
    expect(addTag(['Bikes'], '  ', 3)).toEqual(['Bikes']);
  });

  it('drops the oldest tag when the cap is reached, and adds none when tags are off', () => {
    expect(addTag(['a', 'b', 'c'], 'd', 3)).toEqual(['b', 'c', 'd']);
    expect(addTag(['a'], 'b', 1)).toEqual(['b']);
    expect(addTag([], 'a', 0)).toEqual([]);
  });
});

describe('idea form co-authors', () => {
  it('refuses an address that does not look like one, and adds one only once', () => {
    expect(addAuthorEmail([], 'not-an-address')).toEqual({ list: [], error: 'PLEASE_ENTER_A_VALID_MAIL' });
    expect(addAuthorEmail([], ' eva@example.com ')).toEqual({ list: ['eva@example.com'], error: null });
    expect(addAuthorEmail(['eva@example.com'], 'EVA@example.com')).toEqual({ list: ['eva@example.com'], error: null });
  });

  it('marks invites and removals, and never lets the creator go', () => {
    const idea = {
      authors: [
        { guid: 'u1', name: 'Anna', ideaStatus: 'creator' },
        { guid: 'u2', name: 'Erik', ideaStatus: 'accepted' },
      ],
      pendingAuthors: [{ guid: 'u3', name: 'Eva', ideaStatus: 'pending' }],
    } as unknown as Idea;
    const rows = authorRows(idea, ['new@example.com'], ['u2', 'u1']);
    expect(rows.map((row) => [row.name, row.state])).toEqual([
      ['Anna', 'creator'],
      ['Erik', 'remove'],
      ['Eva', 'pending'],
      ['new@example.com', 'invite'],
    ]);
  });
});
