import { describe, expect, it } from 'vitest';
import { ideaSearchExtra } from '#shared/idea-search.ts';
import { effectiveIdeaSort, prefixTsquery, searchTerms } from '#shared/schemas/idea-list.ts';
import { ideaField } from '../factories/idea-field.factory';


describe('ideaSearchExtra (what free-text search finds in extra fields)', () => {
  const fields = [
    ideaField({ fieldid: 'val.where', formType: 'text' }),
    ideaField({ fieldid: 'val.why', formType: 'textarea' }),
    ideaField({ fieldid: 'val.mail', formType: 'text-email' }),
    ideaField({ fieldid: 'val.kind', formType: 'select-dropdown', options: 'Big idea, Small fix' }),
    ideaField({ fieldid: 'val.secret', formType: 'text', public: false }),
    ideaField({ fieldid: 'val.areas', formType: 'select-checkbox', options: 'North,South' }),
    ideaField({ fieldid: 'val.mood', formType: 'satisfaction-rating' }),
    ideaField({ fieldid: 'val.photo', formType: 'filepicker-image' }),
  ];

  it('takes the public text, textarea, e-mail and dropdown values, in the campaign’s order', () => {
    const values = { 'val.kind': 'Small fix', 'val.where': ' Harbour ', 'val.why': 'Long\nstory', 'val.mail': 'a@b.se', 'val.secret': 'hidden', 'val.areas': ['North'], 'val.mood': 'happy', 'val.photo': 'guid' };
    expect(ideaSearchExtra(fields, values)).toBe('Harbour\nLong\nstory\na@b.se\nSmall fix');
  });

  it('is empty without values, and skips blanks', () => {
    expect(ideaSearchExtra(fields, {})).toBe('');
    expect(ideaSearchExtra(fields, { 'val.where': '  ' })).toBe('');
  });
});

describe('search terms (the safe prefix tsquery)', () => {
  it('keeps words only, lower-cased, unique, each as a prefix', () => {
    expect(searchTerms('Solar  PANELS solar')).toEqual(['solar', 'panels']);
    expect(prefixTsquery(searchTerms('Solar panels'))).toBe('solar:* & panels:*');
    expect(searchTerms('Ändra öppettider på café')).toEqual(['ändra', 'öppettider', 'på', 'café']);
  });

  it('never passes a tsquery operator or quote on', () => {
    for (const text of ["a & b | !c", "'quoted'", 'x:*', '(paren)', 'a <-> b', 'back\\slash', '"double"']) {
      for (const term of searchTerms(text)) expect(term).toMatch(/^[\p{L}\p{N}\p{M}]+$/u);
    }
    expect(searchTerms('&|!:*()<->\'"')).toEqual([]);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });

  it('caps the number and length of terms', () => {
    expect(searchTerms(Array.from({ length: 20 }, (_, index) => `word${index}`).join(' '))).toHaveLength(10);
    expect(searchTerms('x'.repeat(100))[0]).toHaveLength(60);
  });
});

describe('effectiveIdeaSort with a search', () => {
  it('uses relevance by default while searching, and never without a search', () => {
    expect(effectiveIdeaSort(undefined, { open: true, coach: false, searching: true })).toBe('custom');
    expect(effectiveIdeaSort('new', { open: true, coach: false, searching: true })).toBe('new');
    expect(effectiveIdeaSort('custom', { open: true, coach: false })).toBe('trending');
    expect(effectiveIdeaSort('custom', { open: false, coach: false })).toBe('winnerIdeas');
    expect(effectiveIdeaSort('trending', { open: false, coach: false, searching: true })).toBe('custom');
  });
});

describe('effectiveIdeaSort accepts only the six sorts of spec 1 §4 (issue 20 item 3)', () => {
  it('falls back to the default when asked for winnerIdeas or anything else', () => {
    expect(effectiveIdeaSort('winnerIdeas', { open: true, coach: true })).toBe('trending');
    expect(effectiveIdeaSort('winnerIdeas', { open: false, coach: true })).toBe('winnerIdeas');
    expect(effectiveIdeaSort('oldest', { open: true, coach: false })).toBe('trending');
    for (const sort of ['popular', 'new', 'rating', 'feedback']) expect(effectiveIdeaSort(sort, { open: true, coach: true })).toBe(sort);
  });
});
