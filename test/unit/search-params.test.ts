import { describe, expect, it } from 'vitest';
import { guidParam, integerParam, listParam, numberParam, oneOfParam, redirectParam, searchReader, textParam } from '#client/search-params.ts';

describe('reading a URL search', () => {
  const read = searchReader({ page: integerParam(1, 100), sort: oneOfParam(['new', 'old'] as const), q: textParam(5, { trim: true }) });

  const nothing = { page: undefined, sort: undefined, q: undefined };

  it('keeps what it can read and leaves out what it does not know', () => {
    expect(read({ page: 2, sort: 'old', q: ' solar ', other: 'x' })).toStrictEqual({ page: 2, sort: 'old', q: 'solar' });
  });

  it('names every parameter it cannot read as undefined, so no raw value of it survives the router', () => {
    expect(read({ page: 0, sort: 'best', q: 'far too long' })).toStrictEqual(nothing);
    expect(read({ page: 1.5, sort: 3, q: 7 })).toStrictEqual(nothing);
    expect(read({ page: '2' })).toStrictEqual(nothing);
    expect(read({ page: 101 })).toStrictEqual(nothing);
  });

  it('reads a number written as text only where asked to', () => {
    expect(numberParam()('1')).toBe(1);
    expect(numberParam()(1)).toBe(1);
    expect(numberParam()('one')).toBeUndefined();
    expect(numberParam()('')).toBeUndefined();
    expect(numberParam()(undefined)).toBeUndefined();
  });

  it('drops a whole list when one item is unreadable or it is too long, and keeps an empty one', () => {
    const statuses = listParam(oneOfParam(['a', 'b'] as const), 2);
    expect(statuses(['a', 'b'])).toEqual(['a', 'b']);
    expect(statuses([])).toEqual([]);
    expect(statuses(['a', 'c'])).toBeUndefined();
    expect(statuses(['a', 'b', 'a'])).toBeUndefined();
    expect(statuses('a')).toBeUndefined();
  });

  it('takes a guid and a same-site redirect path only', () => {
    expect(guidParam()('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b')).toBe('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b');
    expect(guidParam()('not-a-guid')).toBeUndefined();
    expect(redirectParam()('/coach?tab=2')).toBe('/coach?tab=2');
    expect(redirectParam()('//evil.example')).toBeUndefined();
    expect(redirectParam()(`/${'x'.repeat(2000)}`)).toBeUndefined();
  });
});
