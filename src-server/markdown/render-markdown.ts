import type { Root } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { presentHtml, type PresentOptions } from './present-html';

/**
 * Markdown written by users (campaign briefs, idea texts, and the site's other markdown fields)
 * as HTML a page may show: GitHub's markdown (tables, task lists, autolinks, footnotes, strikethrough).
 * HTML written into the text is never HTML: remark-rehype leaves it out, and the result is then
 * sanitised with GitHub's allow-list (rehype-sanitize's default schema), so no text can add a
 * script, an event handler, a style or a javascript: link, nor an id that clobbers the page's.
 * The one sanitiser for markdown: anything that shows users' markdown as HTML goes through here.
 */
export function renderMarkdown(markdown: string, options: PresentOptions): string {
  const { texts } = options;
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, {
      // The sanitiser prefixes every id once (user-content-); footnote links get the same prefix after it.
      clobberPrefix: '',
      footnoteLabel: texts.footnotes,
      footnoteBackLabel: (referenceIndex, rereferenceIndex) =>
        texts.backToReference.replace('{{reference}}', `${referenceIndex + 1}${rereferenceIndex > 1 ? `-${rereferenceIndex}` : ''}`),
    })
    .use(rehypeSanitize)
    .use(() => (tree: Root) => presentHtml(tree, options))
    .use(rehypeStringify);
  return String(processor.processSync(markdown));
}
