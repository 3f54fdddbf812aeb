import { GUEST_ROLE, SUPER_ADMIN_ROLE, type UserStatus } from './constants';

/**
 * Pure role predicates over the viewer (spec 1 §6, spec 3 §6). The server decides with these;
 * the client uses the same ones only to hide what the server would refuse anyway.
 */
export interface ViewerRoles {
  status: UserStatus;
  roles: readonly string[];
  isOrgAdmin: boolean;
  orgRole: string;
}

export function isSuperAdmin(viewer: ViewerRoles | null | undefined): boolean {
  return !!viewer && viewer.roles.includes(SUPER_ADMIN_ROLE);
}

/** Org admin rights: the organisation's own admins, and super admins everywhere. */
export function hasOrgAdminRights(viewer: ViewerRoles | null | undefined): boolean {
  return !!viewer && (viewer.isOrgAdmin || isSuperAdmin(viewer));
}

/** An org member is anyone signed in to the organisation with a non-guest role. */
export function isOrgMember(viewer: ViewerRoles | null | undefined): boolean {
  return !!viewer && viewer.orgRole !== GUEST_ROLE;
}

export function isActiveUser(viewer: ViewerRoles | null | undefined): boolean {
  return !!viewer && viewer.status === 'active';
}
