import { describe, expect, it } from 'vitest';
import sv from '#shared/i18n/sv.json';
import { svLoadErrorTexts } from '#client/shell-texts.ts';

describe('the Swedish texts that come with the app for the site load error', () => {
  it('are the same as in sv.json', () => {
    const { app } = svLoadErrorTexts;
    const fromFile = Object.fromEntries(Object.keys(app).map((key) => [key, sv.app[key as keyof typeof app]]));
    expect(app).toEqual(fromFile);
  });
});
