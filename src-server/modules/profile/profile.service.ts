import { countryName } from '#shared/countries.ts';
import { hasOrgAdminRights } from '#shared/permissions.ts';
import { checkRegistrationFields, mergeRegistrationValues } from '#shared/registration-fields.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { isGuid } from '#shared/schemas/common.ts';
import type { ProfileUpdateInput } from '#shared/schemas/profile.ts';
import { lockForListSave } from '#server/db/pivot-rows.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { ideasOfAuthor, type AuthorIdeaRow } from '#server/modules/idea/author-ideas.service.ts';
import { mediaUrl } from '#server/modules/media/media.presenter.ts';
import { followEmailOptions } from '#server/modules/notification/notification-preferences.service.ts';
import { findMedia } from '#server/modules/media/media.service.ts';
import { pointsOf } from '#server/modules/points/points.service.ts';
import { interestTags } from '#server/modules/tag/user-interests.service.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { canSeeIdeasOf, canSeeProfile } from './profile.policy';

export interface LoadedProfile {
  person: User;
  /** Null where the site hides gamification (spec 3 §6). */
  points: number | null;
  /** Null where the viewer may not see them (spec 3 §6). */
  ideas: { rows: AuthorIdeaRow[]; total: number } | null;
}

/**
 * A person's profile as this viewer may see it: anyone on the site finds it (another site's
 * people are not found), with points unless the site hides them, and ideas for the few who may.
 */
export async function loadProfile(ctx: AppContext, guid: string): Promise<LoadedProfile> {
  const person = isGuid(guid) ? await ctx.em.findOne(UserSchema, { id: guid }, { populate: ['interests'] }) : null;
  if (!person || !canSeeProfile(ctx.viewerFacts, person)) throw new AppError('not-found');
  const points = settingsWithDefaults(ctx.site.settings).hideGamification ? null : await pointsOf(ctx.em, person.id);
  const ideas = canSeeIdeasOf(ctx.viewerFacts, person) ? await ideasOfAuthor(ctx, person.id, { withDeclined: hasOrgAdminRights(ctx.viewerFacts) }) : null;
  return { person, points, ideas };
}

/**
 * Saves the viewer's own profile (spec 3 §5, §7 POST /profile/edit). Everything is checked
 * before anything is written, so refused input stores nothing. The role and labels may come
 * back unchanged from a legacy client that sends the whole user; changing them is the admins'.
 * The registration fields are judged by the field engine as at signup (spec 3 §5).
 */
export async function updateOwnProfile(ctx: AuthedContext, input: ProfileUpdateInput): Promise<void> {
  const user = ctx.viewer;
  const settings = settingsWithDefaults(ctx.site.settings);
  const registration = input.extraFields && checkRegistrationFields(settings, input.extraFields, user.extraFields);
  const [fieldError] = Object.values(registration?.fieldErrors ?? {}).flat();
  if (fieldError) throw new AppError(fieldError, { fieldErrors: registration?.fieldErrors });
  if (input.orgRole !== undefined && input.orgRole !== user.orgRole) throw new AppError('forbidden', { fieldErrors: { orgRole: ['forbidden'] } });
  if (input.labels !== undefined && !(await hasLabels(ctx, user, input.labels))) throw new AppError('forbidden', { fieldErrors: { labels: ['forbidden'] } });
  const imageUrl = input.profileImage ? await ownProfileImageUrl(ctx, input.profileImage) : input.profileImage;
  const interests = input.interests && (await interestTags(ctx, input.interests));

  await ctx.em.transactional(async (em) => {
    if (interests) {
      await lockForListSave(em, user.interests);
      user.interests.set(interests);
    }
    if (input.firstName !== undefined) user.firstName = input.firstName;
    if (input.lastName !== undefined) user.lastName = input.lastName;
    if (input.description !== undefined) user.description = input.description;
    if (input.location !== undefined) {
      // The name is written in the site's language, so it reads the same to everyone on the site.
      user.location = input.location && { country_code: input.location.country_code, public_format: countryName(input.location.country_code, ctx.site.language) };
    }
    if (input.options) {
      await followEmailOptions(em, user.id, input.options.emails);
      user.emailOptions = { ...input.options.emails };
    }
    if (registration) user.extraFields = mergeRegistrationValues(settings, user.extraFields, registration.values);
    if (imageUrl !== undefined) user.profileImage = imageUrl === null ? null : { url: imageUrl };
    await em.flush();
  });
}

async function hasLabels(ctx: AuthedContext, user: User, names: string[]): Promise<boolean> {
  await ctx.em.populate(user, ['labels']);
  const current = new Set(user.labels.getItems().map((label) => label.name));
  const given = new Set(names);
  return given.size === current.size && [...given].every((name) => current.has(name));
}

/** The address of an image the viewer uploaded for their profile; any other file is refused. */
async function ownProfileImageUrl(ctx: AuthedContext, guid: string): Promise<string> {
  const refuse = () => new AppError('invalid-input', { fieldErrors: { profileImage: ['invalid-input'] } });
  const media = await findMedia(ctx.em, guid).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!media || media.context !== 'profileImage' || media.owner?.id !== ctx.viewer.id) throw refuse();
  return mediaUrl(media);
}
