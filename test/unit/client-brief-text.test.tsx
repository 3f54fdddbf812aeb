import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllTexts } from '../../src-client/i18n';
import { BriefText, isExternalHref } from '../../src-client/features/campaign/brief-text';
import { fileMarkdown } from '../../src-shared/media-markdown';

beforeAll(async () => {
  await loadAllTexts('en');
});

const render = (markdown: string) => renderToStaticMarkup(<BriefText markdown={markdown} />);

/** Whatever the brief says, none of this may reach the page. */
function expectNothingRuns(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<object|<embed|<style|<form|<svg|<math/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
}

describe('BriefText: campaign text never runs', () => {
  it('drops script elements: a script block entirely, an inline one leaves inert text', () => {
    const html = render('Before\n\n<script>alert("owned")</script>\n\nAfter <script>alert(2)</script>');
    expectNothingRuns(html);
    expect(html).not.toContain('owned');
    expect(html).toContain('<p class="whitespace-pre-line">Before</p>');
    expect(html).toContain('<p class="whitespace-pre-line">After alert(2)</p>');
  });

  it('drops images with event handlers and every other raw HTML element', () => {
    const html = render('<img src=x onerror="alert(1)">\n\nText <img src="x" onerror=alert(1)> <a href="javascript:alert(1)" onclick="alert(2)">raw</a>\n\n<iframe src="https://evil.example"></iframe><svg onload=alert(1)></svg><style>body{display:none}</style>');
    expectNothingRuns(html);
    expect(html).not.toContain('<img');
    expect(html).toContain('raw');
  });

  it('neutralises javascript:, vbscript: and data: links and images written in markdown', () => {
    const html = render(
      '[click](javascript:alert(1)) [upper](JAVASCRIPT:alert(1)) [spaced]( javascript:alert(1)) [vb](vbscript:msgbox(1)) [data](data:text/html;base64,PHNjcmlwdD4=)\n\n![pic](javascript:alert(1))\n\n<javascript:alert(1)>',
    );
    expectNothingRuns(html);
    for (const text of ['click', 'upper', 'spaced', 'vb', 'data']) expect(html).toContain(text);
  });

  it('keeps ids from clobbering the page', () => {
    const html = render('Note[^1]\n\n[^1]: The footnote.');
    expect(html).toMatch(/id="user-content-/);
    expect(html).not.toMatch(/id="(?!user-content-)/);
  });
});

describe('BriefText: what a brief shows', () => {
  it('renders headings from h3 down, paragraphs with their line breaks, lists and emphasis', () => {
    const html = render('# What we want\n\n## Also big\n\n### Smaller\n\nFirst line\nsecond line with **bold** and _italic_\n\n- cheaper\n- greener\n\n1. Think\n2. Share');
    expect(html).toContain('<h3 class="mt-2 text-lg font-semibold text-stone-900">What we want</h3>');
    expect(html).toContain('>Also big</h3>');
    expect(html).toContain('>Smaller</h4>');
    expect(html).not.toMatch(/<h[12][ >]/);
    expect(html).toContain('<p class="whitespace-pre-line">First line\nsecond line with <strong');
    expect(html).toContain('<em>italic</em>');
    expect(html).toMatch(/<ul class="list-disc[^"]*">\s*<li>cheaper<\/li>\s*<li>greener<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol class="list-decimal[^"]*">/);
  });

  it('opens external links in a new tab that cannot reach back, internal ones in place', () => {
    const html = render('[site](https://example.com/a) [mail](mailto:hunts@example.com) [page](/page/about) https://auto.example');
    expect(html).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer" class="font-medium text-link');
    expect(html).toContain('<a href="https://auto.example" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('(opens in a new tab)');
    expect(html).toMatch(/<a href="mailto:hunts@example.com" class="[^"]*text-link[^"]*">mail<\/a>/);
    expect(html).toMatch(/<a href="\/page\/about" class="[^"]*text-link[^"]*">page<\/a>/);
  });

  it('shows the markdown snippets of admin files: an image, or a link', () => {
    const image = render(fileMarkdown({ title: 'Team [photo]', url: '/media/0190a1b2', mimeType: 'image/png' }));
    expect(image).toContain('<img alt="Team [photo]" loading="lazy" class="h-auto max-w-full rounded-lg" src="/media/0190a1b2"/>');
    const document = render(fileMarkdown({ title: 'Rules', url: '/media/0190a1b3', mimeType: 'application/pdf' }));
    expect(document).toMatch(/<a href="\/media\/0190a1b3" class="[^"]*">Rules<\/a>/);
  });

  it('renders tables and task lists (GitHub markdown)', () => {
    const html = render('| Prize | Value |\n|---|---|\n| Trip | 1000 |\n\n- [x] done\n- [ ] todo');
    expect(html).toContain('<th class="border-b border-stone-300 px-3 py-2 font-semibold">Prize</th>');
    expect(html).toContain('<td class="border-b border-stone-200 px-3 py-2 align-top">1000</td>');
    expect(html).toMatch(/<input type="checkbox" disabled="" checked=""\/>/);
  });

  it('tells external addresses from internal ones', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('//example.com')).toBe(true);
    expect(isExternalHref('/media/1')).toBe(false);
    expect(isExternalHref('mailto:a@b.se')).toBe(false);
    expect(isExternalHref(undefined)).toBe(false);
  });
});
