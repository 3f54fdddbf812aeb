import { USER_INTEREST_MAX } from '#shared/constants.ts';
import { hasOrgAdminRights } from '#shared/permissions.ts';
import { isGuid } from '#shared/schemas/common.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import type { Tag } from '#server/entities/tag.entity.ts';
import { changeTagIn, findOrCreateTags, tagSlug } from './tag.service';

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

/** Adds or removes one interest (POST and DELETE /user/{guid}/tag/{tag}): the person themselves, or an org admin editing them. */
export async function changeUserInterest(ctx: AuthedContext, guid: string, name: string, change: 'add' | 'remove'): Promise<Tag[]> {
  const person = await personWithInterests(ctx, guid);
  if (person.id !== ctx.viewer.id && !hasOrgAdminRights(ctx.viewer)) throw new AppError('forbidden');
  await changeTagIn(ctx, person.interests, name, change, { max: USER_INTEREST_MAX, field: 'tag' });
  await ctx.em.flush();
  return byName(person);
}

/**
 * The tags a whole list of interests names, the way the profile form sends it: new names become
 * site tags; past the cap the list is refused on `interests`. The caller sets them in its
 * transaction, after `lockForListSave`.
 */
export async function interestTags(ctx: AppContext, names: string[]): Promise<Tag[]> {
  if (new Set(names.map(tagSlug)).size > USER_INTEREST_MAX) throw new AppError('TOO_MANY_TAGS', { fieldErrors: { interests: ['TOO_MANY_TAGS'] } });
  return findOrCreateTags(ctx, names);
}
