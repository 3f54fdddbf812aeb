import { SUPER_ADMIN_ROLE } from '#shared/constants.ts';
import { hasOrgAdminRights, isSuperAdmin, type ViewerRoles } from '#shared/permissions.ts';

type Viewer = (ViewerRoles & { id: string }) | null | undefined;
type Person = { id: string; roles: readonly string[] };

/**
 * Editing, deleting and deciding on a user (spec 3 §6: org admins). A super admin is the site
 * owner's: an organisation's admins cannot change or remove one.
 */
export function canManageUser(viewer: Viewer, person: Person): boolean {
  return hasOrgAdminRights(viewer) && (isSuperAdmin(viewer) || !person.roles.includes(SUPER_ADMIN_ROLE));
}

/** Deleting: as managing, but never one's own account (leaving is the profile's own way out). */
export function canDeleteUser(viewer: Viewer, person: Person): boolean {
  return canManageUser(viewer, person) && viewer?.id !== person.id;
}

/** Blocking and unblocking (spec 3 §4, §6): users whose roles list has admin, and never themselves. */
export function canBlockUser(viewer: Viewer, person: Pick<Person, 'id'>): boolean {
  return isSuperAdmin(viewer) && viewer?.id !== person.id;
}

/** The blocked tab and filter (spec 3 §5): super admins only; for anyone else a blocked filter reads as active. */
export function canSeeBlockedUsers(viewer: Viewer): boolean {
  return isSuperAdmin(viewer);
}
