import type { IdeaStatus } from '#shared/constants.ts';
import { hasOrgAdminRights } from '#shared/permissions.ts';
import { missingRegistrationFields, shownExtraFields } from '#shared/registration-fields.ts';
import { settingsWithDefaults, type OrganisationSettings } from '#shared/schemas/organisation.ts';
import { presentTag } from '#server/modules/tag/tag.presenter.ts';
import type { ViewerFacts } from '#server/modules/user/viewer-facts.ts';
import type { LoadedProfile } from './profile.service';
import { fullName } from '#server/modules/user/user.presenter.ts';

/**
 * A profile as anyone on the site sees it (spec 3 §6, GET /guest/users/{guid}): an explicit
 * field list, so the e-mail, the options and the account's state stay with their owner.
 */
export function presentPublicProfile({ person, points, ideas }: LoadedProfile, viewer: ViewerFacts | null, siteSettings: Partial<OrganisationSettings>) {
  const settings = settingsWithDefaults(siteSettings);
  const ownerOrAdmin = viewer !== null && (viewer.id === person.id || hasOrgAdminRights(viewer));
  return {
    guid: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    name: fullName(person),
    description: person.description,
    location: person.location,
    profileImage: person.profileImage,
    avatar: person.profileImage ? { url: person.profileImage.url } : null,
    createdAt: person.createdAt,
    interests: person.interests
      .getItems()
      .map(presentTag)
      .sort((a, b) => a.name.localeCompare(b.name)),
    /** The registration answers this viewer may see; the non-public ones only for the person and admins (spec 3 §5). */
    extraFields: shownExtraFields(settings, person.extraFields, ownerOrAdmin),
    /** The spec's xp; null where the site hides gamification. */
    xp: points,
    /** Null where this viewer may not see them. */
    ideas: ideas
      ? {
          total: ideas.total,
          list: ideas.rows.map((row) => ({
            guid: row.id,
            name: row.name,
            status: row.status as IdeaStatus,
            createdAt: new Date(row.created_at),
            campaign: { slug: row.campaign_slug, name: row.campaign_name },
          })),
        }
      : null,
    abilities: { editProfile: viewer?.id === person.id },
  };
}
export type PublicProfileDto = ReturnType<typeof presentPublicProfile>;

/** The signed-in user's own profile: the public one, plus what only they see (spec 3 §3 User). */
export function presentOwnProfile(profile: LoadedProfile, viewer: ViewerFacts | null, siteSettings: Partial<OrganisationSettings>) {
  const { person } = profile;
  const settings = settingsWithDefaults(siteSettings);
  return {
    ...presentPublicProfile(profile, viewer, siteSettings),
    /** Every registration answer as stored, for the edit form. */
    extraFieldValues: person.extraFields,
    /** The required registration fields still empty: the edit form says so (REQUIRED_REGISTRATION_FIELDS_MISSING). */
    missingRegistrationFields: missingRegistrationFields(settings, person.extraFields),
    email: person.email,
    status: person.status,
    service: person.service,
    options: { emails: { ...person.emailOptions } },
  };
}
export type OwnProfileDto = ReturnType<typeof presentOwnProfile>;
