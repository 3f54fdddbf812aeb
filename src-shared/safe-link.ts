/**
 * An address a link or an image may lead to: a web address or a path on this site, never a
 * script (javascript:, data:…). Kept apart from the schemas so the browser can check an address
 * without downloading zod.
 */
export function isSafeLink(value: string): boolean {
  return /^https?:\/\/[^\s/]+\S*$/i.test(value) || /^\/(?![/\\])\S*$/.test(value);
}
