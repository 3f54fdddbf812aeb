import { describe, expect, it } from 'vitest';
import { fileMarkdown } from '#shared/media-markdown.ts';
import { markdownTexts } from '#server/markdown/markdown-texts.ts';
import { isExternalHref, type ImageSize } from '#server/markdown/present-html.ts';
import { renderMarkdown } from '#server/markdown/render-markdown.ts';

const render = (markdown: string, options: { language?: 'en' | 'sv'; imageSize?: (src: string) => ImageSize | undefined } = {}) =>
  renderMarkdown(markdown, { texts: markdownTexts(options.language ?? 'en'), imageSize: options.imageSize });

/** Whatever the text says, none of this may reach the page. */
function expectNothingRuns(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<object|<embed|<style|<form|<svg|<math|<link|<meta|<base/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
}

describe('renderMarkdown: users’ text never runs', () => {
  it('drops script elements: a script block entirely, an inline one leaves inert text', () => {
    const html = render('Before\n\n<script>alert("owned")</script>\n\nAfter <script>alert(2)</script>');
    expectNothingRuns(html);
    expect(html).not.toContain('owned');
    expect(html).toBe('<p>Before</p>\n<p>After alert(2)</p>');
  });

  it('drops images with event handlers and every other raw HTML element', () => {
    const html = render(
      '<img src=x onerror="alert(1)">\n\nText <img src="x" onerror=alert(1)> <a href="javascript:alert(1)" onclick="alert(2)">raw</a>\n\n<iframe src="https://evil.example"></iframe><svg onload=alert(1)></svg><style>body{display:none}</style>',
    );
    expectNothingRuns(html);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<a');
    expect(html).toContain('raw');
  });

  it('never turns raw HTML into HTML, whatever its disguise: it is left out, and text stays text', () => {
    const html = render('<b>bold?</b> <div style="position:fixed">over</div>\n\n<details open><summary>x</summary></details>\n\n<!-- a comment -->\n\n`<script>in code</script>`\n\n&lt;script&gt;escaped&lt;/script&gt;');
    expectNothingRuns(html);
    expect(html).not.toMatch(/<(b|div|details|summary)[ >]/);
    expect(html).not.toContain('<!--');
    expect(html).toContain('<code>&#x3C;script>in code&#x3C;/script></code>');
    expect(html).toContain('&#x3C;script>escaped&#x3C;/script>');
  });

  it('neutralises javascript:, vbscript: and data: links and images written in markdown, keeping their text', () => {
    const html = render(
      '[click](javascript:alert(1)) [upper](JAVASCRIPT:alert(1)) [spaced]( javascript:alert(1)) [vb](vbscript:msgbox(1)) [data](data:text/html;base64,PHNjcmlwdD4=)\n\n![pic](javascript:alert(1))\n\n<javascript:alert(1)>',
    );
    expectNothingRuns(html);
    for (const text of ['click', 'upper', 'spaced', 'vb', 'data']) expect(html).toContain(`<span>${text}</span>`);
    expect(html).toContain('<img alt="pic" loading="lazy">');
  });

  it('escapes what it shows', () => {
    expect(render('Fish & chips < 5 € "today" \'only\'')).toBe('<p>Fish &#x26; chips &#x3C; 5 € "today" \'only\'</p>');
    expect(render('[x](https://example.com/"onmouseover="alert(1))')).not.toMatch(/"\s*onmouseover=/);
  });

  it('keeps ids from clobbering the page, and footnote links pointing at them', () => {
    const html = render('Note[^1]\n\n[^1]: The footnote.');
    expect(html).toMatch(/id="user-content-/);
    expect(html).not.toMatch(/id="(?!user-content-)/);
    const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    expect(targets).toEqual(['user-content-fn-1', 'user-content-fnref-1']);
    for (const target of targets) expect(html).toContain(`id="${target}"`);
  });
});

describe('renderMarkdown: what a text shows', () => {
  it('renders headings from h3 down, paragraphs with their line breaks, lists and emphasis, with no classes', () => {
    const html = render('# What we want\n\n## Also big\n\n### Smaller\n\n#### Smaller still\n\n###### Smallest\n\nFirst line\nsecond line with **bold** and _italic_\n\n- cheaper\n- greener\n\n1. Think\n2. Share');
    expect(html).toContain('<h3>What we want</h3>\n<h3>Also big</h3>\n<h4>Smaller</h4>\n<h5>Smaller still</h5>\n<h6>Smallest</h6>');
    expect(html).not.toMatch(/<h[12][ >]/);
    expect(html).toContain('<p>First line\nsecond line with <strong>bold</strong> and <em>italic</em></p>');
    expect(html).toMatch(/<ul>\s*<li>cheaper<\/li>\s*<li>greener<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>Think<\/li>/);
    expect(html).not.toContain('class=');
  });

  it('opens external links in a new tab that cannot reach back, saying so in the site’s language; internal ones in place', () => {
    const markdown = '[site](https://example.com/a) [mail](mailto:hunts@example.com) [page](/page/about) https://auto.example [relative](//cdn.example/x)';
    const html = render(markdown);
    expect(html).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">site<span class="sr-only"> (opens in a new tab)</span></a>');
    expect(html).toContain('<a href="https://auto.example" target="_blank" rel="noopener noreferrer">https://auto.example<span class="sr-only"> (opens in a new tab)</span></a>');
    expect(html).toContain('<a href="//cdn.example/x" target="_blank" rel="noopener noreferrer">relative');
    expect(html).toContain('<a href="mailto:hunts@example.com">mail</a>');
    expect(html).toContain('<a href="/page/about">page</a>');
    expect(render(markdown, { language: 'sv' })).toContain('site<span class="sr-only"> (öppnas i en ny flik)</span></a>');
  });

  it('names footnotes in the site’s language', () => {
    const english = render('Note[^1]\n\n[^1]: The footnote.');
    expect(english).toContain('<h3 class="sr-only" id="user-content-footnote-label">Footnotes</h3>');
    expect(english).toContain('aria-label="Back to reference 1"');
    const swedish = render('Not[^1]\n\n[^1]: Fotnoten.', { language: 'sv' });
    expect(swedish).toContain('>Fotnoter</h3>');
    expect(swedish).toContain('aria-label="Tillbaka till hänvisning 1"');
  });

  it('shows the markdown snippets of admin files: an image, lazy and sized where the site knows its size, or a link', () => {
    const known = '/media/0190a1b2-0000-7000-8000-000000000001';
    const imageSize = (src: string) => (src === known ? { width: 1200, height: 800 } : undefined);
    const image = render(fileMarkdown({ title: 'Team [photo]', url: known, mimeType: 'image/png' }), { imageSize });
    expect(image).toBe(`<p><img src="${known}" alt="Team [photo]" loading="lazy" width="1200" height="800"></p>`);
    const unknown = render('![](/media/0190a1b2-0000-7000-8000-000000000002)', { imageSize });
    expect(unknown).toBe('<p><img src="/media/0190a1b2-0000-7000-8000-000000000002" alt="" loading="lazy"></p>');
    const document = render(fileMarkdown({ title: 'Rules', url: '/media/0190a1b3', mimeType: 'application/pdf' }));
    expect(document).toBe('<p><a href="/media/0190a1b3">Rules</a></p>');
  });

  it('renders tables wrapped so they scroll, task lists with labelled boxes, and strikethrough (GitHub markdown)', () => {
    const html = render('| Prize | Value |\n|---|--:|\n| Trip | 1000 |\n\n- [x] done\n- [ ] todo\n\n~~old~~');
    expect(html).toMatch(/^<div><table>\s*<thead>\s*<tr>\s*<th>Prize<\/th>\s*<th align="right">Value<\/th>/);
    expect(html).toMatch(/<td align="right">1000<\/td>\s*<\/tr>\s*<\/tbody>\s*<\/table><\/div>/);
    // Each box is named by its item's words, in a tight list and a loose one.
    expect(html).toContain('<li class="task-list-item"><label><input type="checkbox" checked disabled> done</label></li>');
    expect(html).toContain('<label><input type="checkbox" disabled> todo</label>');
    expect(render('- [ ] loose\n\n- [x] list\n\n  more')).toContain('<p><label><input type="checkbox" checked disabled> list</label></p>\n<p>more</p>');
    expect(html).toContain('<del>old</del>');
  });

  it('tells external addresses from internal ones', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('HTTP://example.com')).toBe(true);
    expect(isExternalHref('//example.com')).toBe(true);
    expect(isExternalHref('/media/1')).toBe(false);
    expect(isExternalHref('mailto:a@b.se')).toBe(false);
    expect(isExternalHref('#user-content-fn-1')).toBe(false);
  });
});

/** Plain texts, which used to take a fast path of their own: paragraphs, their line breaks kept, spaces around them dropped. */
describe('renderMarkdown: plain text', () => {
  it.each([
    ['The greenest commute is the one that does not happen. One shared remote day would also free up desks.', '<p>The greenest commute is the one that does not happen. One shared remote day would also free up desks.</p>'],
    ['First paragraph.\n\nSecond one, after a blank line.', '<p>First paragraph.</p>\n<p>Second one, after a blank line.</p>'],
    ['A line\nand the next, in one paragraph.\r\nWindows line ends too.', '<p>A line\nand the next, in one paragraph.\r\nWindows line ends too.</p>'],
    [' Indented a little \n   and trailing space \n\n \t \n\nAfter a blank line of spaces.', '<p>Indented a little\nand trailing space</p>\n<p>After a blank line of spaces.</p>'],
    ['Several\n\n\n\nblank lines.', '<p>Several</p>\n<p>blank lines.</p>'],
    ['Windows\r\n\r\nparagraphs.', '<p>Windows</p>\n<p>paragraphs.</p>'],
    ['Questions? Answers! 50% more; (brackets) and émojis 🚲 — fine.', '<p>Questions? Answers! 50% more; (brackets) and émojis 🚲 — fine.</p>'],
    ['2026 was the year: 3 teams, 12 ideas.', '<p>2026 was the year: 3 teams, 12 ideas.</p>'],
  ])('shows %j as paragraphs', (text, html) => {
    expect(render(text)).toBe(html);
  });

  it('renders nothing for an empty text', () => {
    expect(render('')).toBe('');
    expect(render('  \n\n ')).toBe('');
  });
});
