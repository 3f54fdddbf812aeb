import { hasOrgAdminRights, type ViewerRoles } from '#shared/permissions.ts';

/** Spec 1 §6: signed-in users edit their own comments (matched by user guid). */
export function canEditComment(viewer: { id: string } | null, author: { id: string } | null | undefined): boolean {
  return !!viewer && !!author && viewer.id === author.id;
}

/** Spec 1 §6: super admin and org admin delete any comment; the spec gives no one else that right. */
export function canDeleteComment(viewer: ViewerRoles | null): boolean {
  return hasOrgAdminRights(viewer);
}
