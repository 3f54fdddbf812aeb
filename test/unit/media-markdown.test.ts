import { describe, expect, it } from 'vitest';
import { fileMarkdown } from '#shared/media-markdown.ts';

describe('fileMarkdown', () => {
  it.each(['image/png', 'image/gif', 'image/jpeg'])('makes an image of a %s file', (mimeType) => {
    expect(fileMarkdown({ title: 'Logo', url: '/media/1', mimeType })).toBe('![Logo](/media/1)');
  });

  it.each(['application/pdf', 'image/webp', 'application/zip'])('makes a plain link of a %s file', (mimeType) => {
    expect(fileMarkdown({ title: 'Plan', url: '/media/2', mimeType })).toBe('[Plan](/media/2)');
  });

  it('escapes brackets so a title cannot break the link', () => {
    expect(fileMarkdown({ title: 'a] (x) [b', url: '/media/3', mimeType: 'application/pdf' })).toBe('[a\\] (x) \\[b](/media/3)');
  });
});
