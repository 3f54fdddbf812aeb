import { describe, expect, it } from 'vitest';
import en from '../../src-shared/i18n/en.json';
import sv from '../../src-shared/i18n/sv.json';
import { bootMessages } from '../../src-client/boot-messages';

describe('the texts bundled for before the site language is known', () => {
  it.each([
    ['en', en],
    ['sv', sv],
  ] as const)('are the same as app.* in %s.json', (language, messages) => {
    const { app } = bootMessages[language].translation;
    const fromFile = Object.fromEntries(Object.keys(app).map((key) => [key, messages.app[key as keyof typeof app]]));
    expect(app).toEqual(fromFile);
  });
});
