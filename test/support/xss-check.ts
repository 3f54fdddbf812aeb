import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __xss?: (id: number) => void;
  }
}

/**
 * Records every call of the corpus's sentinel (window.__xss, test/support/xss-corpus.ts) in this
 * page and the frames it opens, on every page it goes to. The page should be opened with the
 * content security policy bypassed: the policy would stop most payloads from running, and then
 * this would not show whether the sanitising and escaping stopped them.
 */
export async function recordXssCalls(page: Page): Promise<number[]> {
  const calls: number[] = [];
  await page.exposeFunction('__xss', (id: number) => {
    calls.push(id);
  });
  return calls;
}

/**
 * What the page's DOM shows of a payload that got through, whether or not it ran: an event
 * handler attribute anywhere (React never writes one), a script address (javascript:,
 * vbscript:, data: other than an image's) in any attribute that loads or navigates, and a
 * script, frame, object, form, style or the like inside user content (a rendered markdown text)
 * or carrying the sentinel. One line per finding; none on a safe page.
 */
export async function xssFindingsIn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const URL_ATTRIBUTES = ['href', 'xlink:href', 'src', 'srcset', 'action', 'formaction', 'data', 'poster', 'background', 'ping', 'cite'];
    const ACTIVE_ELEMENTS = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'base', 'meta', 'link', 'style', 'noscript', 'template', 'math', 'svg']);
    const findings: string[] = [];
    const describe = (element: Element) => element.outerHTML.slice(0, 200);
    // As a browser reads an address: entities are already decoded in the DOM; whitespace and control characters anywhere do not count, nor does case.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    const scheme = (value: string) => /^([a-z][a-z0-9+.-]*):/.exec(value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase())?.[1];
    const isUserContent = (element: Element) => element.closest('.rendered-markdown') !== null;

    for (const element of document.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) findings.push(`handler ${name}: ${describe(element)}`);
        if (name === 'srcdoc') findings.push(`srcdoc: ${describe(element)}`);
        if (name === 'style' && isUserContent(element)) findings.push(`style in user content: ${describe(element)}`);
        if (!URL_ATTRIBUTES.includes(name)) continue;
        const found = scheme(attribute.value);
        const isImage = (tag === 'img' || tag === 'source') && /^data:image\/(png|jpe?g|gif|webp|avif);/i.test(attribute.value.trim());
        if (found === 'javascript' || found === 'vbscript' || (found === 'data' && !isImage)) findings.push(`${found}: address in ${name}: ${describe(element)}`);
      }
      if (!ACTIVE_ELEMENTS.has(tag)) continue;
      // Its own tag and attributes, and a script's or style's text: a form around a field holding a
      // payload is still the app's, and so is a head's description of a page that quotes one.
      const text = tag === 'script' || tag === 'style' ? (element.textContent ?? '') : '';
      const attributes = element.closest('head') && !element.hasAttribute('http-equiv') ? '' : (element.cloneNode(false) as Element).outerHTML;
      if (isUserContent(element) || `${attributes}${text}`.includes('__xss')) findings.push(`<${tag}> from user content: ${describe(element)}`);
    }
    return findings;
  });
}
