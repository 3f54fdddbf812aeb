import { describe, expect, it } from 'vitest';
import { authorNames, formatIdeaDate, ideaStatusBadge, markdownExcerpt } from '#client/features/ideas/idea-text.ts';
import { ideasSearch } from '#client/features/ideas/ideas-search.ts';
import { clearedFilters, defaultIdeaSort, hasIdeaFilters, ideaSortOptions, ideaStatusOptions, pageSearch, sortSearch, statusSearch, textSearch, toggleFilter } from '#client/features/ideas/ideas-search-changes.ts';

const open = { open: true, coachView: false };
const closed = { open: false, coachView: false };
const openCoach = { open: true, coachView: true };
const closedCoach = { open: false, coachView: true };

describe('ideas tab URL', () => {
  it('reads ?sort and ?page, and drops anything else so the defaults apply', () => {
    expect(ideasSearch({ sort: 'new', page: 3 })).toEqual({ sort: 'new', page: 3 });
    expect(ideasSearch({})).toEqual({});
    expect(ideasSearch({ sort: 'best', page: 0 })).toEqual({ sort: undefined, page: undefined });
    expect(ideasSearch({ sort: 42, page: 'two' })).toEqual({ sort: undefined, page: undefined });
    expect(ideasSearch({ page: 1.5 })).toEqual({ page: undefined });
    // A coach-only order is kept: the server answers the order it used instead.
    expect(ideasSearch({ sort: 'rating' })).toEqual({ sort: 'rating' });
  });

  it('keeps the default order and page 1 out of the URL, and starts a new order on page 1', () => {
    expect(sortSearch('new', open)).toEqual({ sort: 'new', page: undefined });
    expect(sortSearch('trending', open)).toEqual({ sort: undefined, page: undefined });
    expect(sortSearch('winnerIdeas', closed)).toEqual({ sort: undefined, page: undefined });
    expect(sortSearch('popular', closed)).toEqual({ sort: 'popular', page: undefined });
    expect(pageSearch(1)).toBeUndefined();
    expect(pageSearch(2)).toBe(2);
  });
});

describe('ideas tab filters in the URL', () => {
  it('reads ?q, ?authors and ?tags, dropping blanks, repeats and anything unreadable', () => {
    expect(ideasSearch({ q: ' solar ', authors: ['a', 'a', ' '], tags: ['energy'] })).toEqual({ q: 'solar', authors: ['a'], tags: ['energy'] });
    expect(ideasSearch({ q: '   ', authors: [], tags: 'energy' })).toEqual({ q: undefined, authors: undefined, tags: undefined });
  });

  it('starts page 1 on every filter change, and drops relevance with the search', () => {
    expect(textSearch('solar', { page: 3, tags: ['x'] })).toEqual({ q: 'solar', page: undefined, tags: ['x'], sort: undefined });
    expect(textSearch(' ', { q: 'solar', sort: 'custom' })).toEqual({ q: undefined, page: undefined, sort: undefined });
    expect(textSearch('', { q: 'solar', sort: 'new' })).toMatchObject({ sort: 'new' });
    expect(toggleFilter({ page: 2 }, 'authors', 'a')).toEqual({ page: undefined, authors: ['a'] });
    expect(toggleFilter({ authors: ['a'] }, 'authors', 'a')).toEqual({ page: undefined, authors: undefined });
    expect(clearedFilters({ q: 'x', sort: 'custom', tags: ['t'], page: 2 })).toEqual({ sort: undefined });
    expect(clearedFilters({ q: 'x', sort: 'popular' })).toEqual({ sort: 'popular' });
    expect(hasIdeaFilters({ sort: 'new', page: 2 })).toBe(false);
    expect(hasIdeaFilters({ tags: ['t'] })).toBe(true);
  });

  it('reads ?status as one idea status, keeps it on other changes and clears it with the filters', () => {
    expect(ideasSearch({ status: 'WINNER' })).toEqual({ status: 'WINNER' });
    expect(ideasSearch({ status: 'winner' })).toEqual({ status: undefined });
    expect(ideasSearch({ status: ['WINNER'] })).toEqual({ status: undefined });
    expect(statusSearch({ page: 3, tags: ['x'] }, 'candidate')).toEqual({ page: undefined, tags: ['x'], status: 'candidate' });
    expect(statusSearch({ status: 'candidate' }, undefined)).toEqual({ page: undefined, status: undefined });
    expect(textSearch('solar', { status: 'WINNER' })).toMatchObject({ status: 'WINNER' });
    expect(hasIdeaFilters({ status: 'WINNER' })).toBe(true);
    expect(clearedFilters({ status: 'WINNER', sort: 'new' })).toEqual({ sort: 'new' });
  });

  it('offers a participant only the statuses their list shows, and a coach all but drafts', () => {
    expect(ideaStatusOptions(false, undefined)).toEqual(['PUBLISHED', 'candidate', 'WINNER', 'ACCEPTED', 'implemented']);
    expect(ideaStatusOptions(true, undefined)).toEqual(['PUBLISHED', 'candidate', 'WINNER', 'declined', 'ACCEPTED', 'implemented', 'ARCHIVED']);
    // A coach's link opened by a participant still shows its status in the control (the list is empty).
    expect(ideaStatusOptions(false, 'declined')[0]).toBe('declined');
  });
});

describe('idea sort options', () => {
  it('offers relevance, first, only while searching', () => {
    expect(ideaSortOptions({ ...open, searching: true }, 'custom')).toEqual(['custom', 'trending', 'popular', 'new']);
    expect(defaultIdeaSort({ ...closed, searching: true })).toBe('custom');
  });

  it('defaults to trending while open and winners first afterwards (spec 1 §4)', () => {
    expect(defaultIdeaSort(open)).toBe('trending');
    expect(defaultIdeaSort(closedCoach)).toBe('winnerIdeas');
  });

  it('offers trending only while open, winners first only once closed, rating and feedback only to coaches', () => {
    expect(ideaSortOptions(open, 'trending')).toEqual(['trending', 'popular', 'new']);
    expect(ideaSortOptions(openCoach, 'trending')).toEqual(['trending', 'popular', 'new', 'rating', 'feedback']);
    expect(ideaSortOptions(closed, 'winnerIdeas')).toEqual(['winnerIdeas', 'popular', 'new']);
    expect(ideaSortOptions(closedCoach, 'new')).toEqual(['winnerIdeas', 'popular', 'new', 'rating', 'feedback']);
  });

  it('always includes the order in use, so the control can show what the server answered', () => {
    expect(ideaSortOptions(closed, 'trending')).toEqual(['trending', 'winnerIdeas', 'popular', 'new']);
    expect(ideaSortOptions(open, 'rating')).toEqual(['rating', 'trending', 'popular', 'new']);
  });
});

describe('ideaStatusBadge', () => {
  it('shows WINNER to everyone and nothing else to participants', () => {
    expect(ideaStatusBadge('WINNER', false)).toBe('WINNER');
    for (const status of ['PUBLISHED', 'candidate', 'declined', 'implemented', 'ACCEPTED']) expect(ideaStatusBadge(status, false)).toBeNull();
  });

  it('shows coaches every status outside an idea’s ordinary life (spec 1 §4)', () => {
    expect(ideaStatusBadge('WINNER', true)).toBe('WINNER');
    expect(ideaStatusBadge('candidate', true)).toBe('candidate');
    expect(ideaStatusBadge('declined', true)).toBe('declined');
    expect(ideaStatusBadge('implemented', true)).toBe('implemented');
    for (const status of ['DRAFT', 'ARCHIVED', 'ACCEPTED', 'PUBLISHED', 'something-else']) expect(ideaStatusBadge(status, true)).toBeNull();
  });
});

describe('markdownExcerpt', () => {
  it('leaves plain text as it is, on one line', () => {
    expect(markdownExcerpt('Half of the garage is empty.\n\nA bike room would help.')).toBe('Half of the garage is empty. A bike room would help.');
    expect(markdownExcerpt('')).toBe('');
  });

  it('drops block markers: headings, quotes, bullets, numbers, rules and code fences', () => {
    expect(markdownExcerpt('# Idea\n> > quoted\n- one\n* two\n+ three\n1. first\n2) second\n---\n```ts\ncode()\n```')).toBe('Idea. quoted one two three first second code()');
    // A heading ends as a sentence, unless it already has its own mark; closing hashes go.
    expect(markdownExcerpt('## Background ##\n\nWe park badly.\n\n### Why?\nBecause.')).toBe('Background. We park badly. Why? Because.');
  });

  it('drops emphasis and code marks but keeps snake_case and arithmetic', () => {
    expect(markdownExcerpt('A **bold** and *soft* and __strong__ and _light_ ~~old~~ `code` idea')).toBe('A bold and soft and strong and light old code idea');
    expect(markdownExcerpt('Use snake_case_names and 2 * 3 = 6')).toBe('Use snake_case_names and 2 * 3 = 6');
    expect(markdownExcerpt('An escaped \\*star\\* stays')).toBe('An escaped *star* stays');
  });

  it('keeps the text of links, drops images, tags and addresses cut in half', () => {
    expect(markdownExcerpt('See [the plan](https://example.com/plan) and ![a photo](/media/x.jpg) now')).toBe('See the plan and now');
    expect(markdownExcerpt('Read [the report][1] first')).toBe('Read the report first');
    expect(markdownExcerpt('Cut off in [the middle](https://exa')).toBe('Cut off in the middle');
    expect(markdownExcerpt('Cut off in [the mid')).toBe('Cut off in the mid');
    expect(markdownExcerpt('Some <b>html</b> &amp; entities')).toBe('Some html & entities');
  });
});

describe('authorNames', () => {
  const anna = { firstName: 'Anna', lastName: 'Andersson' };
  const erik = { firstName: 'Erik', lastName: 'Ek' };

  it('joins names the way the language does', () => {
    expect(authorNames([anna], 'en')).toBe('Anna Andersson');
    expect(authorNames([anna, erik], 'en')).toBe('Anna Andersson and Erik Ek');
    expect(authorNames([anna, erik], 'sv')).toBe('Anna Andersson och Erik Ek');
  });

  it('skips authors without a name', () => {
    expect(authorNames([{ firstName: '', lastName: ' ' }, erik], 'en')).toBe('Erik Ek');
    expect(authorNames([], 'en')).toBe('');
  });
});

describe('formatIdeaDate', () => {
  it('formats a short date in the interface language', () => {
    const at = new Date('2026-10-01T12:00:00Z');
    expect(formatIdeaDate(at, 'en')).toBe('1 Oct 2026');
    expect(formatIdeaDate(at, 'sv')).toMatch(/^1 okt\.? 2026$/);
  });
});
