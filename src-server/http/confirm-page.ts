import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Language } from '#shared/constants.ts';
import { escapeHtml } from './share-metadata';

const STYLE =
  'body{font-family:system-ui,sans-serif;color:#1c1917;line-height:1.5;max-width:36rem;margin:3rem auto;padding:0 1rem}' +
  'button{padding:10px 16px;background:#1d4ed8;color:#fff;border:0;border-radius:6px;font:inherit;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #1c1917;outline-offset:2px}a{color:#1d4ed8}';
/**
 * The site's policy allows no inline style; this page has no app stylesheet to lean on, so its
 * own policy names its one style block by hash, and nothing else may run or load.
 */
const POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

export interface ConfirmPage {
  status: number;
  language: Language;
  title: string;
  /** What the page says, as plain text. */
  text: string;
  /** The button that does it: a form POSTing to `action`. Without it the page only says `text` (a done or a refusal). */
  button?: { label: string; action: string };
  /** A way on, under the text. */
  link?: { label: string; href: string };
}

/**
 * A small page a mailed link opens on its way to a POST: the link's GET changes nothing, so a
 * mail scanner that follows it spends nothing, and the person's press of the button does the
 * work. Plain HTML without the app: it must work for someone signed out, with no script.
 */
export function sendConfirmPage(reply: FastifyReply, page: ConfirmPage): FastifyReply {
  const button = page.button
    ? `<form method="post" action="${escapeHtml(page.button.action)}"><button type="submit">${escapeHtml(page.button.label)}</button></form>`
    : '';
  const link = page.link ? `<p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.label)}</a></p>` : '';
  return reply
    .status(page.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', POLICY)
    // The URL carries a token: it must not travel to other sites as a referrer. Same-origin, not
    // no-referrer: with that the button's POST would say `Origin: null` and fail the CSRF guard.
    .header('referrer-policy', 'same-origin')
    .send(
      `<!doctype html><html lang="${page.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(page.title)}</title><style>${STYLE}</style></head>` +
        `<body><main><h1>${escapeHtml(page.title)}</h1>` +
        `<p${page.button ? '' : ' role="status"'}>${escapeHtml(page.text)}</p>${button}${link}</main></body></html>`,
    );
}
