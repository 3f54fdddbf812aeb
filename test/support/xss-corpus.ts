/**
 * Classic cross-site scripting payloads, for every text users write that a page shows. Each one,
 * should it ever run, calls `window.__xss(id)` with its own id, so a test can name the payload
 * that got through (test/support/xss-check.ts records the calls and walks the DOM for what a
 * sanitiser must remove even where the content security policy would stop it).
 *
 * The same texts go into plain fields (names, titles: React must escape them) and markdown
 * fields (briefs, idea texts, pages: the server's sanitiser must strip them), so both the
 * HTML-shaped and the markdown-shaped payloads are here.
 */
export interface XssPayload {
  id: number;
  text: string;
}

const payloadsByCall: ((call: string) => string)[] = [
  // Plain HTML.
  (call) => `<script>${call}</script>`,
  (call) => `<img src=x onerror=${call}>`,
  (call) => `<svg onload=${call}>`,
  (call) => `<svg><script>${call}</script></svg>`,
  (call) => `<iframe srcdoc="<script>parent.${call}</script>"></iframe>`,
  (call) => `<iframe src="javascript:parent.${call}"></iframe>`,
  (call) => `<a href="javascript:${call}">x</a>`,
  (call) => `<body onload=${call}>`,
  (call) => `<details open ontoggle=${call}>x</details>`,
  (call) => `<input autofocus onfocus=${call}>`,
  (call) => `<video><source onerror=${call}></video>`,
  (call) => `<object data="javascript:parent.${call}"></object>`,
  (call) => `<embed src="javascript:parent.${call}">`,
  (call) => `<form action="javascript:${call}"><button>x</button></form>`,
  (call) => `<button formaction="javascript:${call}">x</button>`,
  (call) => `<meta http-equiv="refresh" content="0;url=javascript:${call}">`,
  (call) => `<svg><a xlink:href="javascript:${call}"><text y=9>x</text></a></svg>`,
  (call) => `<div style="width:expression(${call});background:url('javascript:${call}')">x</div>`,
  (call) => `<style>@import 'javascript:${call}';</style>`,
  // Breaking out of an attribute, odd quoting, case and encoding.
  (call) => `"><img src=x onerror=${call}>`,
  (call) => `'><svg/onload=${call}>`,
  (call) => `<IMG SRC=x OnErRoR=${call}>`,
  (call) => `<img/src/onerror=${call}>`,
  (call) => `<img src=\`x\`onerror=${call}>`,
  (call) => `<img src=x onerror="&#95;&#95;xss&#40;${call.slice(6, -1)}&#41;">`,
  (call) => `<a href="jav&#x09;ascript:${call}">x</a>`,
  (call) => `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${call}">x</a>`,
  // Mutation XSS and namespace confusion: harmless as parsed once, not once re-serialised and parsed again.
  (call) => `<noscript><p title="</noscript><img src=x onerror=${call}>">`,
  (call) => `<math><mtext><table><mglyph><style><img src=x onerror=${call}>`,
  (call) => `<svg></p><style><a id="</style><img src=1 onerror=${call}>">`,
  (call) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${call}>`,
  // Template and interpolation syntaxes (Angular, Vue, i18next nesting, template literals).
  (call) => `{{constructor.constructor('${call}')()}}`,
  (call) => `\${${call}}$t(${call})`,
  // Unicode look-alikes and already-encoded text: must show as the text it is.
  (call) => `＜script＞${call}＜/script＞ \\u003cimg src=x onerror=${call}\\u003e`,
  (call) => `%3Cimg%20src%3Dx%20onerror%3D${call}%3E`,
  // Markdown's own ways to a link or an image.
  (call) => `[x](javascript:${call})`,
  (call) => `[x](JaVaScRiPt:${call})`,
  (call) => `[x](&#106;avascript:${call})`,
  (call) => `[x](javas&#99;ript:${call})`,
  (call) => `![x](x"onerror="${call})`,
  (call) => `![x](javascript:${call})`,
  (call) => `[x](data:text/html;base64,${btoa(`<script>parent.${call}</script>`)})`,
  (call) => `<javascript:${call}>`,
  (call) => `[x][r]\n\n[r]: javascript:${call}`,
  (call) => `<div onmouseover="${call}">\n\n**raw html block**\n\n</div>`,
  (call) => `[<img src=x onerror=${call}>](https://example.com)`,
];

/** Every payload, numbered from 1. */
export const xssPayloads: XssPayload[] = payloadsByCall.map((payload, index) => ({ id: index + 1, text: payload(`__xss(${index + 1})`) }));

const linksByCall: ((call: string) => string)[] = [
  (call) => `javascript:${call}`,
  (call) => ` JaVaScRiPt:${call}`,
  (call) => `java\tscript:${call}`,
  (call) => `\u0001javascript:${call}`,
  (call) => `data:text/html,<script>parent.${call}</script>`,
  (call) => `vbscript:${call}`,
];

/** Addresses for the fields that hold a link (menus, partners): each one a script in disguise. */
export const xssLinks: XssPayload[] = linksByCall.map((link, index) => ({ id: 1000 + index + 1, text: link(`__xss(${1000 + index + 1})`) }));

/**
 * The payloads that fit a column of `maxLength` characters, `count` of them starting at the
 * `start`th (going round), so each of several rows of one kind can carry different ones.
 */
export function payloadsFitting(maxLength: number, start = 0, count = xssPayloads.length): XssPayload[] {
  const fitting = xssPayloads.filter((payload) => payload.text.length <= maxLength);
  return Array.from({ length: Math.min(count, fitting.length) }, (_, index) => fitting[(start + index) % fitting.length]!);
}
