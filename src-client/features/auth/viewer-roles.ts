import { hasOrgAdminRights, type ViewerRoles } from '#shared/permissions.ts';
import type { Viewer } from '#client/trpc.ts';

/** The viewer in the shape the shared role predicates take (roles arrive as `roles.list`). */
export function viewerRoles(viewer: Viewer): ViewerRoles {
  return { status: viewer.status, roles: viewer.roles.list, isOrgAdmin: viewer.isOrgAdmin, orgRole: viewer.orgRole };
}

/**
 * Org admin or super admin: who sees the organisation admin area. Only for showing and hiding;
 * the server refuses the same people on its own.
 */
export function canAdministerOrganisation(viewer: Viewer | null): boolean {
  return viewer !== null && hasOrgAdminRights(viewerRoles(viewer));
}
