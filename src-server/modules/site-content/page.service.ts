import type { EntityManager } from '@mikro-orm/postgresql';
import { isGuid } from '#shared/schemas/common.ts';
import { pageSlugOf, type PageCreateInput, type PageUpdateInput } from '#shared/schemas/pages.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { PageSchema, type Page } from '#server/entities/page.entity.ts';

/** A slug free on this site: the title's, or with -2, -3… appended. */
async function freeSlug(em: EntityManager, title: string): Promise<string> {
  const base = pageSlugOf(title);
  const taken = new Set(
    (await em.find(PageSchema, { slug: { $like: `${base.replace(/[\\%_]/g, '\\$&')}%` } }, { fields: ['slug'] })).map((page) => page.slug),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

/** The site's pages by title, for the admin list and the menu editor's page picker. */
export async function listPages(ctx: AppContext): Promise<Page[]> {
  return ctx.em.find(PageSchema, {}, { orderBy: { title: 'asc', id: 'asc' } });
}

/** One page of this site; another site's guid names nothing here. */
export async function getPage(ctx: AppContext, guid: string): Promise<Page> {
  const page = isGuid(guid) ? await ctx.em.findOne(PageSchema, { id: guid }) : null;
  if (!page) throw new AppError('not-found');
  return page;
}

export async function getPageBySlug(ctx: AppContext, slug: string): Promise<Page> {
  const page = await ctx.em.findOne(PageSchema, { slug });
  if (!page) throw new AppError('not-found');
  return page;
}

/** A page for its link preview (the em is tenant-scoped): every page is public. */
export async function pageForPreview(em: EntityManager, slug: string): Promise<Pick<Page, 'title' | 'slug' | 'body'> | null> {
  return em.findOne(PageSchema, { slug }, { fields: ['title', 'slug', 'body'] });
}

/**
 * Pages with one title made at the same moment would each pick the same free slug, and all but one
 * insert would fail on the unique (organisation, slug). A lock on the site's page slugs makes them
 * take turns, so each gets a slug of its own, as one after another would.
 */
export async function createPage(ctx: AppContext, input: PageCreateInput): Promise<Page> {
  return ctx.em.transactional(async (em) => {
    await em.execute(`select pg_advisory_xact_lock(hashtext('page-slug:' || ?::text))`, [ctx.site.id]);
    const page = em.create(PageSchema, { organisation: ctx.org, title: input.title, slug: await freeSlug(em, input.title), body: input.body });
    await em.flush();
    return page;
  });
}

/** The slug stays as it was made: menus and links elsewhere point at it. */
export async function updatePage(ctx: AppContext, input: PageUpdateInput): Promise<Page> {
  const page = await getPage(ctx, input.guid);
  page.title = input.title;
  page.body = input.body;
  await ctx.em.flush();
  return page;
}

export async function deletePage(ctx: AppContext, guid: string): Promise<void> {
  const page = await getPage(ctx, guid);
  await ctx.em.remove(page).flush();
}
