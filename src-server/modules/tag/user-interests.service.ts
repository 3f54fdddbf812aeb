import { USER_INTEREST_MAX } from '../../../src-shared/constants';
import { hasOrgAdminRights } from '../../../src-shared/permissions';
import { isGuid } from '../../../src-shared/schemas/common';
import { AppError } from '../../errors/app-error';
import type { AppContext, AuthedContext } from '../../trpc/context';
import { UserSchema, type User } from '../user/user.entity';
import type { Tag } from './tag.entity';
import { findOrCreateTags, tagSlug } from './tag.service';

/** A person of this site with their interests; another site's people are not found. */
async function personWithInterests(ctx: AppContext, guid: string): Promise<User> {
  const person = isGuid(guid) ? await ctx.em.findOne(UserSchema, { id: guid }, { populate: ['interests'] }) : null;
  if (!person) throw new AppError('user-not-found');
  return person;
}

function byName(person: User): Tag[] {
  return person.interests.getItems().sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** A person's interests (GET /user/{guid}/tags): public on the site, like the profile that shows them. */
export async function userInterests(ctx: AppContext, guid: string): Promise<Tag[]> {
  return byName(await personWithInterests(ctx, guid));
}

/**
 * Adds or removes one interest (POST and DELETE /user/{guid}/tag/{tag}): the person themselves,
 * or an org admin editing them. A new name becomes a site tag. Removing names the tag by name,
 * slug or guid; an interest the person does not have is nothing to remove.
 */
export async function changeUserInterest(ctx: AuthedContext, guid: string, name: string, change: 'add' | 'remove'): Promise<Tag[]> {
  const person = await personWithInterests(ctx, guid);
  if (person.id !== ctx.viewer.id && !hasOrgAdminRights(ctx.viewer)) throw new AppError('forbidden');
  const slug = tagSlug(name);
  const current = person.interests.getItems();
  if (change === 'remove') {
    for (const tag of current) if (tag.slug === slug || tag.id === name) person.interests.remove(tag);
  } else if (!current.some((tag) => tag.slug === slug)) {
    if (current.length >= USER_INTEREST_MAX) throw new AppError('TOO_MANY_TAGS', { fieldErrors: { tag: ['TOO_MANY_TAGS'] } });
    const [tag] = await findOrCreateTags(ctx, [name]);
    if (tag) person.interests.add(tag);
  }
  await ctx.em.flush();
  return byName(person);
}
