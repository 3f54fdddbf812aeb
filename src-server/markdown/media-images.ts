const MEDIA_ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const MEDIA_PATHS = new RegExp(`/media/(${MEDIA_ID})`, 'gi');
const MEDIA_SRC = new RegExp(`^/media/(${MEDIA_ID})$`, 'i');

/** A text's images are never more than this many files of the site: a longer list is not looked up. */
const MAX_LOOKED_UP = 100;

/** The site's files a markdown text may show (its admin files' snippets point at /media/{id}), to look up their sizes. */
export function mediaIdsIn(markdown: string): string[] {
  const ids = new Set([...markdown.matchAll(MEDIA_PATHS)].map((match) => match[1]!.toLowerCase()));
  return [...ids].slice(0, MAX_LOOKED_UP);
}

/** The file an image address shows, when it is one of the site's own: /media/{id}. */
export function mediaIdOfSrc(src: string): string | undefined {
  return MEDIA_SRC.exec(src)?.[1]?.toLowerCase();
}
