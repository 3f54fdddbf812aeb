import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '#shared/i18n/en.json';
import sv from '#shared/i18n/sv.json';

type Messages = { [key: string]: string | Messages };

function texts(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`)));
}

// The product's word is "campaign" / "kampanj" wherever a participant or admin reads it (issue
// 31): "hunt" survives only in route paths, keys and code, none of which is a text. "IdeaHunt",
// the product's name, is one word and passes.
const FORBIDDEN = { en: /\bhunts?\b/i, sv: /\bhunts?\b|jakt/i };

describe('the words of the texts', () => {
  it.each([
    ['en', en],
    ['sv', sv],
  ] as const)('never says hunt (or jakt) in %s', (language, messages) => {
    const found = texts(messages).filter(([, text]) => FORBIDDEN[language].test(text));
    expect(found).toEqual([]);
  });

  // The demo site is what a new install shows first; its pages and menus are texts too.
  it.each(['demo-site-content.ts', 'demo-site-en.ts', 'demo-site-sv.ts', 'demo-campaigns.ts', 'demo-ideas.ts', 'demo-ideas-en.ts', 'demo-agreements.ts'])('never says hunt (or jakt) in the demo content of %s', (file) => {
    const source = readFileSync(new URL(`../../src-server/modules/seed/${file}`, import.meta.url), 'utf8');
    expect(source.split('\n').filter((line) => FORBIDDEN.sv.test(line))).toEqual([]);
  });

  it('never says hunt (or jakt) in a mail', () => {
    const templates = readFileSync(new URL('../../src-server/modules/mail/mail-templates.ts', import.meta.url), 'utf8');
    expect(templates.split('\n').filter((line) => FORBIDDEN.sv.test(line))).toEqual([]);
  });
});
