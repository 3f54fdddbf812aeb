import { describe, expect, it } from 'vitest';
import { mentionQueryAt, mentionedGuids, mentionSegments, mentionToken, rewriteMentions, toEditable, toStored } from '#shared/mentions.ts';

const ann = { guid: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', name: 'Ann Lee' };
const annie = { guid: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c', name: 'Ann' };

describe('mention tokens (issue 34 item 6)', () => {
  it('writes and reads tokens; a name cannot end its token early', () => {
    expect(mentionToken(ann)).toBe(`@[Ann Lee](${ann.guid})`);
    expect(mentionToken({ guid: ann.guid, name: 'Evil](x) [' })).toBe(`@[Evil (x) [](${ann.guid})`);
    const text = `Hi ${mentionToken(ann)}, see ${mentionToken(annie)} and ${mentionToken(ann)}.`;
    expect(mentionSegments(text)).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', guid: ann.guid, name: 'Ann Lee' },
      { kind: 'text', text: ', see ' },
      { kind: 'mention', guid: annie.guid, name: 'Ann' },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', guid: ann.guid, name: 'Ann Lee' },
      { kind: 'text', text: '.' },
    ]);
    expect(mentionedGuids(text)).toEqual([ann.guid, annie.guid]);
    expect(mentionedGuids('@[No guid](123) and an e-mail a@b.se')).toEqual([]);
  });

  it('rewrites tokens: kept ones with the given name, the rest as plain @Name', () => {
    const text = `${mentionToken({ guid: ann.guid, name: 'Typed' })} ${mentionToken(annie)}`;
    expect(rewriteMentions(text, (guid) => (guid === ann.guid ? 'Ann Lee' : null))).toBe(`${mentionToken(ann)} @Ann`);
  });

  it('round-trips between the stored text and the text box: longer names first, a deleted @Name is no mention', () => {
    const stored = `Ask ${mentionToken(ann)} and ${mentionToken(annie)}`;
    const editable = toEditable(stored);
    expect(editable).toEqual({ text: 'Ask @Ann Lee and @Ann', picked: [ann, annie] });
    expect(toStored(editable.text, editable.picked)).toBe(stored);
    expect(toStored('Ask @Annika', [annie])).toBe('Ask @Annika');
    expect(toStored('Nobody now', [ann])).toBe('Nobody now');
  });

  it('finds the @query being typed before the caret', () => {
    expect(mentionQueryAt('Hi @An', 6)).toEqual({ start: 3, query: 'An' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('Hi @Ann L', 9)).toEqual({ start: 3, query: 'Ann L' });
    expect(mentionQueryAt('mail a@b', 8)).toBeNull();
    expect(mentionQueryAt('Hi @Ann ', 8)).toBeNull();
    expect(mentionQueryAt('Hi @Ann Lee more', 16)).toBeNull();
    expect(mentionQueryAt('Hi @Åsa', 7)).toEqual({ start: 3, query: 'Åsa' });
  });
});
