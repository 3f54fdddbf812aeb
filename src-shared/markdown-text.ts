/**
 * Markdown (or stray HTML) as plain text, for places that cannot render it: link previews and
 * meta descriptions (spec 1 §2: 'description with markup stripped'). It keeps the words a
 * reader would see — link and image texts, code — and drops the syntax around them.
 */
export function markdownToPlainText(markdown: string): string {
  return (
    markdown
      // Fenced code keeps its code, not its fences.
      .replace(/^(```|~~~)[^\n]*\n?/gm, '')
      // HTML comments, then tags (the sanitiser would drop both when rendering too).
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<\/?[a-z][^>]*>/gi, ' ')
      // Images and links: their text. Reference definitions vanish.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, '')
      // Line-leading syntax: headings, quotes, list markers, rules, table pipes.
      .replace(/^\s{0,3}#{1,6}\s+/gm, '')
      .replace(/^\s{0,3}>\s?/gm, '')
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/gm, '')
      .replace(/^\s*(?:[-*_]\s*){3,}$/gm, '')
      .replace(/^\s*\|?(?:\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/gm, '')
      .replace(/\|/g, ' ')
      // Emphasis, strike-through and inline code markers.
      .replace(/(?<!\\)(\*\*|__|~~|\*|_|`)(?=\S)([\s\S]*?[^\s\\])\1/g, '$2')
      // Backslash escapes keep the escaped character.
      .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1')
      .replace(/\s+/g, ' ')
      // A tag dropped before punctuation ("<b>more</b>.") leaves a space that was never there.
      .replace(/ ([.,;:!?])/g, '$1')
      .trim()
  );
}

/** The first `max` characters of a text, cut at a word where one is near, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
