import { describe, expect, it } from 'vitest';
import { parseInviteEmails } from '#shared/invite-emails.ts';

describe('parseInviteEmails', () => {
  it('splits on semicolons, trims, drops empties and duplicates', () => {
    expect(parseInviteEmails(' ann@example.com ;; Bo@Example.com;ann@example.com; ')).toEqual({ valid: ['ann@example.com', 'bo@example.com'], invalid: [] });
  });

  it.each([
    ['commas', 'ann@example.com, bo@example.com,cy@example.com'],
    ['spaces', 'ann@example.com bo@example.com   cy@example.com'],
    ['line breaks', 'ann@example.com\nbo@example.com\r\n\r\ncy@example.com\n'],
    ['tabs and a mix', 'ann@example.com\tbo@example.com;\n cy@example.com ,'],
  ])('takes addresses separated by %s', (_name, text) => {
    expect(parseInviteEmails(text)).toEqual({ valid: ['ann@example.com', 'bo@example.com', 'cy@example.com'], invalid: [] });
  });

  it('reads a list pasted from a mail program, names and all', () => {
    const pasted = 'Ann Berg <ann@example.com>, "Berg, Bo" <Bo@Example.com>; <cy@example.com>\n"Dahl, Di (Sales)" <di@example.com>, Ek <ek@example.com>';
    expect(parseInviteEmails(pasted)).toEqual({ valid: ['ann@example.com', 'bo@example.com', 'cy@example.com', 'di@example.com', 'ek@example.com'], invalid: [] });
  });

  it('reads named addresses separated by spaces only, and bare addresses beside them', () => {
    expect(parseInviteEmails('Ann <ann@example.com> Bo Berg <bo@example.com> cy@example.com')).toEqual({
      valid: ['ann@example.com', 'bo@example.com', 'cy@example.com'],
      invalid: [],
    });
    expect(parseInviteEmails('ann@example.com bo@example.com Cy Dahl <cy@nowhere>')).toEqual({ valid: ['ann@example.com', 'bo@example.com'], invalid: ['Cy Dahl <cy@nowhere>'] });
  });

  it('keeps one of each address however it was written', () => {
    expect(parseInviteEmails('ANN@example.com; "Berg, Ann" <ann@example.com>\nann@EXAMPLE.com')).toEqual({ valid: ['ann@example.com'], invalid: [] });
  });

  it('lists every entry that is not an address, as written and once', () => {
    expect(parseInviteEmails('ann@example.com; not-an-email; c@d, Bo Berg <bo@nowhere>, not-an-email').invalid).toEqual(['not-an-email', 'c@d', 'Bo Berg <bo@nowhere>']);
  });

  it('tells a name without an address as one entry', () => {
    expect(parseInviteEmails('Ann Berg, bo@example.com')).toEqual({ valid: ['bo@example.com'], invalid: ['Ann Berg'] });
  });

  it('does not let a stray quote join the rest of the list', () => {
    expect(parseInviteEmails('"Ann <ann@example.com>, bo@example.com; cy@example.com')).toEqual({
      valid: ['ann@example.com', 'bo@example.com', 'cy@example.com'],
      invalid: [],
    });
  });

  it('finds nothing in an empty box', () => {
    expect(parseInviteEmails(' ;, \n ')).toEqual({ valid: [], invalid: [] });
  });
});
