import type { OwnProfileDto, PublicProfileDto } from '#server/modules/profile/profile.presenter.ts';

/** A profile as profile.byGuid answers it: what anyone on the site sees. */
export type PublicProfile = PublicProfileDto;
/** The signed-in user's own profile (profile.own): the public one and what only they see. */
export type OwnProfile = OwnProfileDto;

/** "Member since" dates: "12 March 2026", "12 mars 2026". */
export function formatMemberSince(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { dateStyle: 'long' }).format(date);
}
