import { describe, expect, it } from 'vitest';
import { cleanInput, isUnstorableText, stripControlCharacters } from '#shared/input-text.ts';

describe('input text rules', () => {
  it('finds NUL bytes and lone surrogates, and lets paired surrogates (emoji) through', () => {
    expect(isUnstorableText('a\u0000b')).toBe(true);
    expect(isUnstorableText('x\uD800')).toBe(true);
    expect(isUnstorableText('\uDC00y')).toBe(true);
    expect(isUnstorableText('idea 💡 åäö')).toBe(false);
  });

  it('strips bidirectional overrides and control characters but keeps tabs and line breaks', () => {
    expect(stripControlCharacters('Plan\u202Egpj.exe')).toBe('Plangpj.exe');
    expect(stripControlCharacters('a\u0007\u001B[31mb\u2066c\u2069\u200F')).toBe('a[31mbc');
    expect(stripControlCharacters('line one\nline two\r\n\tindented')).toBe('line one\nline two\r\n\tindented');
  });

  it('cleans every string of a nested input and names the unstorable ones by path', () => {
    const date = new Date();
    const cleaned = cleanInput({ name: 'x\u202E', tags: ['ok', 'bad\u0000'], nested: { deep: ['\uD800'] }, when: date, count: 3 });
    expect(cleaned.unstorable).toEqual(['tags.1', 'nested.deep.0']);
    expect(cleaned.value).toEqual({ name: 'x', tags: ['ok', 'bad\u0000'], nested: { deep: ['\uD800'] }, when: date, count: 3 });
    expect(cleanInput('\u0000').unstorable).toEqual(['_']);
  });
});
