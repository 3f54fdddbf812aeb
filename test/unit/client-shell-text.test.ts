import { describe, expect, it } from 'vitest';
import { initialsOf } from '#client/components/avatar.tsx';
import { pageTitle } from '#client/features/shell/use-page-title.ts';
import { legalLinkHref } from '#client/features/shell/legal-link.ts';
import { markupToPlainText } from '#client/features/shell/plain-text.ts';

describe('markupToPlainText', () => {
  it('keeps the text of copyright markup and never its tags', () => {
    expect(markupToPlainText('&copy; 2026 <b>Demo</b> Organisation')).toBe('© 2026 Demo Organisation');
    expect(markupToPlainText('<script>alert(1)</script>Org &amp; Co &#169; &#xA9;')).toBe('alert(1) Org & Co © ©');
    expect(markupToPlainText('&unknown; &#0; plain')).toBe('&unknown; &#0; plain');
    expect(markupToPlainText('')).toBe('');
  });
});

describe('legalLinkHref', () => {
  it('links internal paths, agreements and http(s) addresses', () => {
    expect(legalLinkHref({ value: '/page/terms-of-service', type: 'internal' })).toBe('/page/terms-of-service');
    expect(legalLinkHref({ value: 'a1b2', type: 'agreement' })).toBe('/agreement/a1b2');
    expect(legalLinkHref({ value: 'https://example.com/privacy', type: 'external' })).toBe('https://example.com/privacy');
  });

  it('gives no link for empty or unsafe values', () => {
    expect(legalLinkHref({ value: '  ', type: 'external' })).toBeNull();
    expect(legalLinkHref({ value: 'javascript:alert(1)', type: 'external' })).toBeNull();
    expect(legalLinkHref({ value: '//evil.example', type: 'internal' })).toBeNull();
    expect(legalLinkHref({ value: 'https://example.com', type: 'internal' })).toBeNull();
  });
});

describe('small shell helpers', () => {
  it('titles pages "Name | IdeaHunt"', () => {
    expect(pageTitle('Log in')).toBe('Log in | IdeaHunt');
  });

  it('makes initials from first and last name', () => {
    expect(initialsOf('anna', 'Andersson')).toBe('AA');
    expect(initialsOf('Örjan', '')).toBe('Ö');
    expect(initialsOf(' ', ' ')).toBe('?');
  });
});
