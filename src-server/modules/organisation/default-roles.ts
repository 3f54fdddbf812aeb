import { GUEST_ROLE, MEMBER_ROLE, type Language } from '#shared/constants.ts';
import type { OrganisationRole } from '#shared/schemas/organisation.ts';

/**
 * The default roles' names in each site language. A role's name is data an admin may change, so it
 * is stored with the site in its language rather than translated when shown; Migration20261128130000
 * gave Swedish sites made before this their Swedish names, where nobody had renamed them.
 */
const DEFAULT_ROLE_NAMES: Record<Language, Record<typeof MEMBER_ROLE | typeof GUEST_ROLE, string>> = {
  en: { [MEMBER_ROLE]: 'Member', [GUEST_ROLE]: 'Guest' },
  sv: { [MEMBER_ROLE]: 'Medlem', [GUEST_ROLE]: 'Gäst' },
};

/** Roles a new organisation starts with, named in its language; admins add their own later. */
export function defaultOrganisationRoles(language: Language): OrganisationRole[] {
  const names = DEFAULT_ROLE_NAMES[language];
  return [
    { slug: MEMBER_ROLE, name: names[MEMBER_ROLE] },
    { slug: GUEST_ROLE, name: names[GUEST_ROLE] },
  ];
}
