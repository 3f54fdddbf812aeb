/** A heading's opening or closing tag in the server's sanitised HTML, where text can hold no `<`. */
const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>])/g;

/**
 * Renumbers a rendered text's headings to follow the page around it: the text's highest level
 * becomes `top` and each deeper level the next, so a page's h1 is followed by h2 and no level is
 * skipped (axe's heading-order, and how screen readers list a page). The server starts every
 * text at h3, for a section under the page's h2; texts right under a page's h1 start at h2.
 */
export function followHeadings(html: string, top: number): string {
  const levels = [...new Set(Array.from(html.matchAll(HEADING_TAG), (match) => Number(match[2])))].sort((a, b) => a - b);
  if (levels.length === 0) return html;
  const shifted = new Map(levels.map((level, index) => [level, Math.min(top + index, 6)]));
  return html.replace(HEADING_TAG, (_tag, slash: string, level: string) => `<${slash}h${shifted.get(Number(level))}`);
}
