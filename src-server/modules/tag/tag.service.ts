import { createHash } from 'node:crypto';
import type { Collection } from '@mikro-orm/core';
import { v7 as uuidv7 } from 'uuid';
import { slugify } from '#shared/slug.ts';
import { addToCollection, addToCollectionWithin } from '#server/db/pivot-rows.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { TagSchema, type Tag } from '#server/entities/tag.entity.ts';

/** A tag's address (/tag/{slug}); names with no letters or digits in them still get a stable one. */
export function tagSlug(name: string): string {
  return slugify(name, 80, '') || `tag-${createHash('sha256').update(name.trim().toLowerCase()).digest('hex').slice(0, 10)}`;
}

/** The site's tags with these names, created where missing (GET /tags/findorcreatetag/{name}). */
export async function findOrCreateTags(ctx: AppContext, names: string[]): Promise<Tag[]> {
  const wanted = new Map<string, string>();
  for (const name of names) wanted.set(tagSlug(name), wanted.get(tagSlug(name)) ?? name.trim());
  if (wanted.size === 0) return [];
  // Two requests creating the same new tag: the unique (organisation, slug) lets one insert win
  // and the other do nothing; both then read the row back.
  const rows = [...wanted].map(([slug, name]) => [uuidv7(), ctx.site.id, name, slug]);
  await ctx.em.getConnection().execute(
    `insert into tag (id, created_at, updated_at, organisation_id, name, slug)
     values ${rows.map(() => '(?, now(), now(), ?, ?, ?)').join(', ')}
     on conflict (organisation_id, slug) do nothing`,
    rows.flat(),
  );
  return ctx.em.find(TagSchema, { slug: { $in: [...wanted.keys()] } }, { orderBy: { name: 'asc' } });
}

/**
 * Adds or removes one tag of a loaded tag list (an idea's, a campaign's, a person's interests).
 * Removing names the tag by name, slug or guid, and a tag not there is nothing to remove; adding
 * a name already there changes nothing, a new name becomes a site tag, and past `cap` the add is
 * refused with TOO_MANY_TAGS on `cap.field`. An add is written at once, so an identical add racing
 * it finds the row rather than colliding with it; a removal is left to the caller's flush.
 */
export async function changeTagIn(ctx: AppContext, tags: Collection<Tag>, name: string, change: 'add' | 'remove', cap?: { max: number; field: string }): Promise<void> {
  const slug = tagSlug(name);
  const current = tags.getItems();
  if (change === 'remove') {
    for (const tag of current) if (tag.slug === slug || tag.id === name) tags.remove(tag);
    return;
  }
  if (current.some((tag) => tag.slug === slug)) return;
  if (cap && current.length >= cap.max) throw new AppError('TOO_MANY_TAGS', { fieldErrors: { [cap.field]: ['TOO_MANY_TAGS'] } });
  const [tag] = await findOrCreateTags(ctx, [name]);
  if (!tag) return;
  if (!cap) return addToCollection(ctx.em, tags, [tag]);
  if (!(await addToCollectionWithin(ctx.em, tags, tag, cap.max))) throw new AppError('TOO_MANY_TAGS', { fieldErrors: { [cap.field]: ['TOO_MANY_TAGS'] } });
}

export async function listTags(ctx: AppContext): Promise<Tag[]> {
  return ctx.em.find(TagSchema, {}, { orderBy: { name: 'asc', id: 'asc' } });
}
