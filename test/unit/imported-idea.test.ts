import { describe, expect, it } from 'vitest';
import { importedIdeaContent, importedIdeaTitle } from '#server/modules/integration/imported-idea.ts';
import { answersOf } from '#server/modules/integration/typeform.client.ts';
import { IDEA_CONTENT_MAX_LENGTH, IDEA_NAME_MAX_LENGTH } from '#shared/schemas/idea.ts';

describe('an idea made from a survey answer', () => {
  it('takes its title from the first line with text, spaces folded', () => {
    expect(importedIdeaTitle('\n  \n  Bike   racks\tby the door \nMore text')).toBe('Bike racks by the door');
    expect(importedIdeaTitle('   \n ')).toBeNull();
  });

  it('cuts a long first line at a word boundary, with an ellipsis, within the title limit', () => {
    const title = importedIdeaTitle(`${'word '.repeat(100)}end`)!;
    expect(title.length).toBeLessThanOrEqual(IDEA_NAME_MAX_LENGTH);
    expect(title.endsWith('word…')).toBe(true);
    // One endless word is cut where it must be.
    expect(importedIdeaTitle('x'.repeat(500))).toBe(`${'x'.repeat(IDEA_NAME_MAX_LENGTH - 1)}…`);
  });

  it('describes it with what follows the title line, or the whole answer when that is all or the title cut it', () => {
    expect(importedIdeaContent('Bike racks\n\nMany of us cycle.\nRacks are full by eight.', { name: null, isAuthor: true }, 'en')).toBe('Many of us cycle.\nRacks are full by eight.');
    expect(importedIdeaContent('Bike racks', { name: null, isAuthor: true }, 'en')).toBe('Bike racks');
    const long = `${'word '.repeat(60)}end\nMore.`;
    expect(importedIdeaContent(long, { name: null, isAuthor: true }, 'en')).toBe(long);
  });

  it('credits by name a respondent who is not its author, in the site language', () => {
    expect(importedIdeaContent(' Quiet room \n', { name: 'Sam Stranger', isAuthor: false }, 'en')).toBe('Quiet room\n\n— Submitted by Sam Stranger');
    expect(importedIdeaContent('Tyst rum', { name: 'Sam Stranger', isAuthor: false }, 'sv')).toBe('Tyst rum\n\n— Inskickad av Sam Stranger');
    expect(importedIdeaContent('Quiet room', { name: 'Rita', isAuthor: true }, 'en')).toBe('Quiet room');
    expect(importedIdeaContent('Quiet room', { name: null, isAuthor: false }, 'en')).toBe('Quiet room');
    expect(importedIdeaContent('y'.repeat(IDEA_CONTENT_MAX_LENGTH + 10), { name: 'Sam', isAuthor: false }, 'en')).toHaveLength(IDEA_CONTENT_MAX_LENGTH);
  });

  it('reads each kind of Typeform answer as text', () => {
    const answers = answersOf([
      { field: { id: 'a' }, type: 'text', text: 'Words' },
      { field: { id: 'b' }, type: 'email', email: 'a@b.se' },
      { field: { id: 'c' }, type: 'number', number: 42 },
      { field: { id: 'd' }, type: 'boolean', boolean: false },
      { field: { id: 'e' }, type: 'choice', choice: { label: 'Green' } },
      { field: { id: 'f' }, type: 'choices', choices: { labels: ['Red', 'Blue'], other: 'Teal' } },
      { field: { id: 'g' }, type: 'file_url' },
    ]);
    expect(Object.fromEntries(answers)).toEqual({ a: 'Words', b: 'a@b.se', c: '42', d: 'no', e: 'Green', f: 'Red, Blue, Teal' });
  });
});
