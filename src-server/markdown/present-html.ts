import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { MarkdownTexts } from './markdown-texts';

/** An image's pixel size, as the media service stored it. */
export interface ImageSize {
  width: number;
  height: number;
}

export interface PresentOptions {
  texts: MarkdownTexts;
  /** The size of the image at `src`, where this site knows it. */
  imageSize?: (src: string) => ImageSize | undefined;
}

/**
 * The page already has its h1 (the campaign or idea) and h2 (the section), so a text's own
 * headings start at h3; deeper ones stay below it.
 */
const SHIFTED_HEADINGS: Record<string, string> = { h1: 'h3', h2: 'h3', h3: 'h4', h4: 'h5', h5: 'h6', h6: 'h6' };

/** Absolute web addresses leave the site: they open in a new tab that cannot reach back. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

/**
 * Visually hidden text: the name GitHub's sanitize schema and remark-rehype already give the
 * footnotes' heading, styled under the container (.rendered-markdown) in styles.css.
 */
const VISUALLY_HIDDEN = 'sr-only';

/** The prefix the sanitiser gives every id, so no text can clobber the page's own (GitHub's). */
const ID_PREFIX = 'user-content-';

function presentLink(link: Element, texts: MarkdownTexts): Element {
  const href = link.properties.href;
  // The sanitiser removed an unsafe address (javascript:, data:…): the text stays, not the link.
  if (typeof href !== 'string' || href === '') return { type: 'element', tagName: 'span', properties: {}, children: link.children };
  // Footnote calls and their way back point at ids the sanitiser has prefixed since.
  const footnote = link.properties.dataFootnoteRef !== undefined || link.properties.dataFootnoteBackref !== undefined;
  if (footnote && href.startsWith('#') && !href.startsWith(`#${ID_PREFIX}`)) return { ...link, properties: { ...link.properties, href: `#${ID_PREFIX}${href.slice(1)}` } };
  if (!isExternalHref(href)) return link;
  const note: Element = { type: 'element', tagName: 'span', properties: { className: [VISUALLY_HIDDEN] }, children: [{ type: 'text', value: ` ${texts.opensInNewTab}` }] };
  return { ...link, properties: { ...link.properties, target: '_blank', rel: ['noopener', 'noreferrer'] }, children: [...link.children, note] };
}

function presentImage(image: Element, options: PresentOptions): Element {
  const src = image.properties.src;
  const size = typeof src === 'string' ? options.imageSize?.(src) : undefined;
  // Its size lets the page keep the picture's place before it arrives.
  return { ...image, properties: { ...image.properties, alt: image.properties.alt ?? '', loading: 'lazy', ...size } };
}

const BLOCKS = new Set(['p', 'ul', 'ol', 'pre', 'blockquote', 'table', 'div', 'h3', 'h4', 'h5', 'h6', 'hr']);

const isCheckbox = (node: ElementContent) => node.type === 'element' && node.tagName === 'input';

/**
 * A task list's checkbox, named by its item's text: a label around the box and the words after
 * it (in a loose list, both are in the item's first paragraph).
 */
function labelCheckbox(parent: Element): Element {
  const { children } = parent;
  const start = children.findIndex(isCheckbox);
  if (start === -1) {
    const paragraph = children.find((child) => child.type === 'element' && child.tagName === 'p');
    return paragraph ? { ...parent, children: children.map((child) => (child === paragraph ? labelCheckbox(paragraph as Element) : child)) } : parent;
  }
  let end = start + 1;
  while (end < children.length && !(children[end]!.type === 'element' && BLOCKS.has((children[end] as Element).tagName))) end += 1;
  const label: Element = { type: 'element', tagName: 'label', properties: {}, children: children.slice(start, end) };
  return { ...parent, children: [...children.slice(0, start), label, ...children.slice(end)] };
}

function isTaskItem(element: Element): boolean {
  const className = element.properties.className;
  return element.tagName === 'li' && Array.isArray(className) && className.includes('task-list-item');
}

function presentElement(element: Element, options: PresentOptions): Element {
  const children = element.children.map((child) => presentNode(child, options)) as ElementContent[];
  const presented = { ...element, children };
  const heading = SHIFTED_HEADINGS[element.tagName];
  if (heading) return { ...presented, tagName: heading };
  if (element.tagName === 'a') return presentLink(presented, options.texts);
  if (element.tagName === 'img') return presentImage(presented, options);
  if (isTaskItem(element)) return labelCheckbox(presented);
  // A wide table scrolls on its own instead of widening the page.
  if (element.tagName === 'table') return { type: 'element', tagName: 'div', properties: {}, children: [presented] };
  return presented;
}

function presentNode<N extends RootContent>(node: N, options: PresentOptions): N | Element {
  return node.type === 'element' ? presentElement(node, options) : node;
}

/**
 * How sanitised markdown shows on a page: headings shifted, external links in a new tab with a
 * note saying so, images lazy and sized, tables wrapped, task checkboxes labelled. It runs after
 * the sanitiser and adds only fixed attributes and texts of ours. No classes for looks:
 * styles.css styles the container.
 */
export function presentHtml(tree: Root, options: PresentOptions): Root {
  return { ...tree, children: tree.children.map((node) => presentNode(node, options)) as Root['children'] };
}
