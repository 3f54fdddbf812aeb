import { GUEST_ROLE, MEMBER_ROLE } from '../../../src-shared/constants';
import type { OrganisationRole } from '../../../src-shared/schemas/organisation';

/** Roles a new organisation starts with; admins add their own later. */
export const defaultOrganisationRoles: OrganisationRole[] = [
  { slug: MEMBER_ROLE, name: 'Member' },
  { slug: GUEST_ROLE, name: 'Guest' },
];
