import type { UserStatus } from '#shared/constants.ts';
import { hasOrgAdminRights, type ViewerRoles } from '#shared/permissions.ts';

type Viewer = (ViewerRoles & { id: string }) | null;
type Person = { id: string; status: UserStatus };

/**
 * A profile of this site is anyone's to see (spec 3 §1: visitors see public profiles), except
 * one whose owner asked to leave: only admins, who decide on the request, still find it.
 */
export function canSeeProfile(viewer: Viewer, person: Person): boolean {
  return person.status !== 'pendingDelete' || hasOrgAdminRights(viewer);
}

/** A profile's ideas (spec 3 §6): for the person themself, a super admin and org admins only. */
export function canSeeIdeasOf(viewer: Viewer, person: Pick<Person, 'id'>): boolean {
  return !!viewer && (viewer.id === person.id || hasOrgAdminRights(viewer));
}
