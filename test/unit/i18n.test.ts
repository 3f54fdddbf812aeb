import { describe, expect, it } from 'vitest';
import { errorCodes } from '#shared/errors.ts';
import en from '#shared/i18n/en.json';
import sv from '#shared/i18n/sv.json';

type Messages = { [key: string]: string | Messages };

/** Every leaf as a dotted key ("auth.login.title") with its text. */
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const languages = { en: flatten(en), sv: flatten(sv) };

describe('i18n messages', () => {
  it('has exactly the same keys in en and sv', () => {
    expect([...languages.sv.keys()].sort()).toEqual([...languages.en.keys()].sort());
  });

  it.each(Object.keys(languages) as (keyof typeof languages)[])('translates every error code in %s', (language) => {
    const missing = errorCodes.filter((code) => !languages[language].has(`errors.${code}`));
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(languages) as (keyof typeof languages)[])('has no empty text in %s', (language) => {
    const empty = [...languages[language]].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('uses the same {{placeholders}} in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    const mismatched = [...languages.en].filter(([key, text]) => {
      const swedish = languages.sv.get(key);
      return swedish !== undefined && placeholders(text).join() !== placeholders(swedish).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
