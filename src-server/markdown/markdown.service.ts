import { hash } from 'node:crypto';
import { siteLanguage } from '#server/http/client-page.ts';
import { imageSizesOf } from '#server/modules/media/media.service.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { LruTextCache } from './lru-text-cache';
import { markdownTexts } from './markdown-texts';
import { mediaIdOfSrc, mediaIdsIn } from './media-images';
import { renderMarkdown } from './render-markdown';

/**
 * Renderings kept per process, about 8 MB at most: thousands of ordinary texts. Texts are
 * rendered again only when they change, and the idea view (a measured hot path) renders nothing.
 */
const renderings = new LruTextCache(4_000_000);

/**
 * A markdown text of this site as sanitised HTML in the site's language (renderMarkdown), with
 * the sizes of the site's own images. Kept by a hash of site, language and text: a text's
 * rendering never changes, as its images' sizes are fixed at upload, so nothing needs forgetting.
 */
export async function markdownHtml(ctx: AppContext, markdown: string): Promise<string> {
  if (markdown.trim() === '') return '';
  const language = siteLanguage(ctx.site);
  const key = hash('sha256', `${ctx.site.id}\n${language}\n${markdown}`, 'base64url');
  const kept = renderings.get(key);
  if (kept !== undefined) return kept;

  const sizes = await imageSizesOf(ctx.em, mediaIdsIn(markdown));
  const html = renderMarkdown(markdown, {
    texts: markdownTexts(language),
    imageSize: (src) => {
      const id = mediaIdOfSrc(src);
      return id === undefined ? undefined : sizes.get(id);
    },
  });
  renderings.set(key, html);
  return html;
}
