import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { escapeHtml, withShareMetadata } from '#server/http/share-metadata.ts';
import { registerStaticClient } from '#server/http/static-client.ts';
import { shareAudience, shareLinks } from '#client/features/idea-view/share-targets.ts';
import { markdownToPlainText, truncateText } from '#shared/markdown-text.ts';

describe('markdownToPlainText (link-preview descriptions)', () => {
  it.each([
    ['# Title\n\nSome **bold** and _italic_ and `code`.', 'Title Some bold and italic and code.'],
    ['See [the docs](https://example.com) and ![a bench](/media/x).', 'See the docs and a bench.'],
    ['> quoted\n- one\n- two\n1. first\n\n---\n', 'quoted one two first'],
    ['<script>alert(1)</script> plain <!-- hidden -->', 'alert(1) plain'],
    ['```js\nconst x = 1;\n```', 'const x = 1;'],
    ['| a | b |\n|---|---|\n| 1 | 2 |', 'a b 1 2'],
    ['a\\*b\\* stays', 'a*b* stays'],
  ])('%j → %j', (markdown, text) => {
    expect(markdownToPlainText(markdown)).toBe(text);
  });

  it('cuts long text at a word, with an ellipsis, within the limit', () => {
    const text = 'word '.repeat(100).trim();
    const cut = truncateText(text, 200);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut.endsWith('word…')).toBe(true);
    expect(truncateText('short', 200)).toBe('short');
  });
});

describe('withShareMetadata', () => {
  const template = '<html><head><title>IdeaHunt</title></head><body></body></html>';

  it('escapes every attribute and the title', () => {
    expect(escapeHtml(`"<'&>`)).toBe('&quot;&lt;&#39;&amp;&gt;');
    const html = withShareMetadata(template, { title: '"$&" <script>', description: 'd', url: 'https://x.test/ideas/1', image: null }, 'IdeaHunt');
    expect(html).toContain('<title>&quot;$&amp;&quot; &lt;script&gt; | IdeaHunt</title>');
    expect(html).toContain('<meta property="og:title" content="&quot;$&amp;&quot; &lt;script&gt;" />');
    expect(html).not.toContain('<script>');
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/x.test\/ideas\/1" \/>\s*<\/head>/);
  });
});

describe('share links on the idea page', () => {
  const idea = (status: string, privacySetting: 'public' | 'semi-public' | 'internal' | 'private') => ({ status, campaign: { privacySetting } });

  it('offers networks for open campaigns, e-mail only for internal ones, nothing for private or hidden ideas', () => {
    expect(shareAudience(idea('PUBLISHED', 'public'))).toBe('everyone');
    expect(shareAudience(idea('WINNER', 'semi-public'))).toBe('everyone');
    expect(shareAudience(idea('candidate', 'internal'))).toBe('organisation');
    expect(shareAudience(idea('PUBLISHED', 'private'))).toBeNull();
    for (const status of ['DRAFT', 'ARCHIVED', 'declined']) expect(shareAudience(idea(status, 'public'))).toBeNull();
  });

  it('builds plain, encoded share addresses', () => {
    const url = 'https://x.test/ideas/1?a=b&c';
    const links = shareLinks('everyone', url, 'Bench & "phones"', 'Look: Bench');
    expect(links.map((link) => link.network)).toEqual(['email', 'linkedin', 'facebook', 'x']);
    for (const link of links.slice(1)) expect(link.href).toContain(encodeURIComponent(url));
    expect(links[0]!.href).toBe(`mailto:?subject=Look%3A%20Bench&body=${encodeURIComponent(`Bench & "phones"\n${url}`)}`);
    expect(shareLinks('organisation', url, 't', 's').map((link) => link.network)).toEqual(['email']);
  });
});

describe('serving a page with preview metadata', () => {
  it('renders from the cached index.html, re-reads it after a rebuild, and falls back to the plain page when the lookup fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ideahunt-meta-client-'));
    const index = join(dir, 'index.html');
    writeFileSync(index, '<html><head><title>IdeaHunt</title><script src="/assets/a.js"></script></head></html>');
    const app = Fastify();
    await registerStaticClient(app, dir, ['/trpc'], async (request) => {
      if (request.url === '/ideas/broken') throw new Error('database down');
      const share = request.url.startsWith('/ideas/') ? { title: 'Bench', description: 'd', url: 'http://x.test/ideas/1', image: null } : null;
      return { language: 'en', description: 'A site', share, found: true };
    });
    try {
      const first = await app.inject({ method: 'GET', url: '/ideas/1' });
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('<title>Bench | IdeaHunt</title>');
      expect(first.body).toContain('/assets/a.js');

      writeFileSync(index, '<html><head><title>IdeaHunt</title><script src="/assets/b.js"></script></head></html>');
      // A rebuild a moment later: the modification time moves on.
      utimesSync(index, new Date(), new Date(Date.now() + 5000));
      expect((await app.inject({ method: 'GET', url: '/ideas/1' })).body).toContain('/assets/b.js');

      const broken = await app.inject({ method: 'GET', url: '/ideas/broken' });
      expect(broken.statusCode).toBe(200);
      expect(broken.body).toContain('<title>IdeaHunt</title>');
      expect((await app.inject({ method: 'GET', url: '/coach' })).body).not.toContain('og:title');
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
