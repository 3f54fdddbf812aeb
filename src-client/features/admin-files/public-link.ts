/** A site path as a full address, for copying into mails and other sites ("/file/x" → "https://site/file/x"). */
export function absoluteUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).href;
}
