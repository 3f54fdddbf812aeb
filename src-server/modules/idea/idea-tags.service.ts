import type { IdeaTagInput } from '#shared/schemas/idea.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { TagSchema, type Tag } from '#server/entities/tag.entity.ts';
import { changeTagIn, findOrCreateTags, tagSlug } from '#server/modules/tag/tag.service.ts';
import { IdeaTagSchema, type Idea } from '#server/entities/idea.entity.ts';
import { loadIdea } from './idea-view.service';
import { canEditIdea } from './idea.policy';

/** The organisation's cap on tags per idea (spec 1 §9 ideaMaxNumTags); 0 means ideas have no tags. */
export function ideaTagCap(ctx: AppContext): number {
  return settingsWithDefaults(ctx.site.settings).ideaMaxNumTags;
}

function tooMany(): AppError {
  return new AppError('TOO_MANY_TAGS', { fieldErrors: { tags: ['TOO_MANY_TAGS'] } });
}

/**
 * The tags an idea's create or save asks for, found or created; null when the idea's tags stay
 * as they are (omitted, or tags off). With tags off the list is ignored rather than refused:
 * the legacy client sends its (empty) tag list with every save, and ideas tagged before an
 * admin turned tags off must still save, keeping what they carry. Over the cap is refused:
 * the form drops the oldest itself, so more can only come from a client that skipped it.
 */
export async function tagsForSave(ctx: AppContext, names: string[] | undefined): Promise<Tag[] | null> {
  const cap = ideaTagCap(ctx);
  if (names === undefined || cap === 0) return null;
  if (new Set(names.map(tagSlug)).size > cap) throw tooMany();
  return findOrCreateTags(ctx, names);
}

/**
 * Adds or removes one tag on an existing idea (POST and DELETE /idea/{guid}/tag/{tag}): its
 * authors and the campaign's coaches. Unlike a save this works after the campaign ends, since
 * coaches tag ideas when they sort the results.
 */
export async function changeIdeaTag(ctx: AuthedContext, input: IdeaTagInput, change: 'add' | 'remove'): Promise<Idea> {
  const { idea, relation } = await loadIdea(ctx, input.guid);
  if (!canEditIdea(relation)) throw new AppError('forbidden');
  const cap = ideaTagCap(ctx);
  if (cap === 0) throw new AppError('idea-tags-not-enabled');
  await ctx.em.populate(idea, ['tags'], { refresh: true });
  await changeTagIn(ctx, idea.tags, input.tag, change, { max: cap, field: 'tags' });
  await ctx.em.flush();
  return idea;
}

/**
 * GET /idea-tags: the site's tags that some idea carries, alphabetically (the ideas list's tag
 * filter offers these). Tag names are public on the site anyway (GET /tags), so this does not
 * check which ideas the viewer may see.
 */
export async function ideaTagsInUse(ctx: AppContext): Promise<Tag[]> {
  // A semi-join on the pivot's tag index; the query builder skips the tenant filter, so the
  // organisation is named here.
  return ctx.em
    .createQueryBuilder(TagSchema, 't')
    .select('*')
    .where({ organisation: ctx.site.id })
    .andWhere(`exists (select 1 from ${IdeaTagSchema.meta.tableName} it where it.tag_id = t.id)`)
    .orderBy({ name: 'asc', id: 'asc' })
    .getResult();
}
