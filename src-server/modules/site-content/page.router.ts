import { guidInput } from '#shared/schemas/common.ts';
import { pageCreateInput, pagePreviewInput, pageSlugInput, pageUpdateInput } from '#shared/schemas/pages.ts';
import { markdownHtml } from '#server/markdown/markdown.service.ts';
import { orgAdminProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import { presentPage, presentPageSummary } from './page.presenter';
import { createPage, deletePage, getPage, getPageBySlug, listPages, updatePage } from './page.service';
import { onceForKey } from '#server/modules/idempotency/idempotency.service.ts';

/** Content pages (spec 2 §2 /organisation/admin/pages; spec 3 §2 /page/{slug} for anyone). */
export const pageRouter = router({
  bySlug: publicProcedure.input(pageSlugInput).query(async ({ ctx, input }) => presentPage(ctx, await getPageBySlug(ctx, input.slug))),
  /** Every page's title and address, for anyone (legacy GET /guest/pages): all pages are public. */
  listPublic: publicProcedure.query(async ({ ctx }) => (await listPages(ctx)).map(presentPageSummary)),
  list: orgAdminProcedure.query(async ({ ctx }) => (await listPages(ctx)).map(presentPageSummary)),
  byGuid: orgAdminProcedure.input(guidInput).query(async ({ ctx, input }) => presentPage(ctx, await getPage(ctx, input.guid))),
  create: orgAdminProcedure.input(pageCreateInput).mutation(({ ctx, input }) => onceForKey(ctx, 'page.create', input, async (ctx) => presentPage(ctx, await createPage(ctx, input)))),
  update: orgAdminProcedure.input(pageUpdateInput).mutation(async ({ ctx, input }) => presentPage(ctx, await updatePage(ctx, input))),
  delete: orgAdminProcedure.input(guidInput).mutation(async ({ ctx, input }) => {
    await deletePage(ctx, input.guid);
    return { deleted: true };
  }),
  /** The editor's preview, rendered by the one markdown renderer the published page uses. */
  preview: orgAdminProcedure.input(pagePreviewInput).mutation(async ({ ctx, input }) => ({ html: await markdownHtml(ctx, input.body) })),
});
