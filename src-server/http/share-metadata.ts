/** What a shared link's preview shows (Open Graph and Twitter cards, spec 1 §2). */
export interface ShareMetadata {
  /** The page's own name; the document title becomes 'name | product'. */
  title: string;
  description: string;
  /** Absolute addresses: crawlers do not resolve relative ones. */
  url: string;
  image: string | null;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

/** Safe inside a quoted attribute value and in text content alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => ATTRIBUTE_ESCAPES[character]!);
}

function meta(attribute: 'property' | 'name', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/**
 * The client's index.html with a page's title and preview tags: the generic <title> is
 * replaced, the tags go just before </head>. Everything taken from users is escaped.
 */
export function withShareMetadata(template: string, page: ShareMetadata, productName: string): string {
  const title = `${page.title} | ${productName}`;
  const tags = [
    meta('name', 'description', page.description),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', productName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.url),
    ...(page.image ? [meta('property', 'og:image', page.image)] : []),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    ...(page.image ? [meta('name', 'twitter:image', page.image)] : []),
    `<link rel="canonical" href="${escapeHtml(page.url)}" />`,
  ].join('\n    ');
  // Functions as replacements, so a "$&" in a title is not read as a replacement pattern.
  return template.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(title)}</title>`).replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}
