import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useMemo } from 'react';
import { isClientPath } from '#shared/client-paths.ts';
import { followHeadings } from './markdown-headings';

/** A plain left click, which the browser would follow in this tab. */
function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A text the server rendered from markdown (a brief, an idea). Links to the app's own pages go
 * through the router, as the app's other links do; files, other sites and the text's own
 * footnotes are left to the browser. Its headings start at `headingLevel`: 3 in a section under
 * the page's h2, 2 right under the page's h1.
 */
export function RenderedMarkdown({ html, headingLevel = 3 }: { html: string; headingLevel?: 2 | 3 | 4 }) {
  const router = useRouter();
  const shown = useMemo(() => followHeadings(html, headingLevel), [html, headingLevel]);

  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    if (!isPlainClick(event) || !(event.target instanceof Element)) return;
    const link = event.target.closest('a');
    if (!link || link.target || link.hasAttribute('download') || link.getAttribute('href')?.startsWith('#')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || !isClientPath(url.pathname)) return;
    event.preventDefault();
    void router.navigate({ href: `${url.pathname}${url.search}${url.hash}` });
  };

  return (
    // Clicks reach this handler from the links inside, which keyboards operate too (Enter clicks a link).
    // dangerouslySetInnerHTML is safe here: the server rendered this HTML and sanitised it with
    // GitHub's allow-list (src-server/markdown/render-markdown.ts), so it holds no script, event
    // handler, style or unsafe link, and raw HTML in the text never became HTML.
    <div className="rendered-markdown" onClick={followInApp} dangerouslySetInnerHTML={{ __html: shown }} />
  );
}
