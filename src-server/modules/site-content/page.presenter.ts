import { markdownToPlainText, truncateText } from '#shared/markdown-text.ts';
import { markdownHtml } from '#server/markdown/markdown.service.ts';
import type { AppContext } from '#server/trpc/context.ts';
import type { Page } from '#server/entities/page.entity.ts';

/** Social previews and search results quote the start of the page (as for ideas, spec 3 §2). */
export const PAGE_DESCRIPTION_LENGTH = 200;

/** A page in the admin list: no body. */
export function presentPageSummary(page: Page) {
  return { guid: page.id, title: page.title, slug: page.slug, path: `/page/${page.slug}`, updatedAt: page.updatedAt };
}
export type PageSummaryDto = ReturnType<typeof presentPageSummary>;

/** A page with its markdown and the sanitised HTML the server made of it. */
export async function presentPage(ctx: AppContext, page: Page) {
  return {
    ...presentPageSummary(page),
    body: page.body,
    bodyHtml: await markdownHtml(ctx, page.body),
    description: truncateText(markdownToPlainText(page.body), PAGE_DESCRIPTION_LENGTH),
  };
}
export type PageDto = Awaited<ReturnType<typeof presentPage>>;
