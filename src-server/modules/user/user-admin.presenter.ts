import type { UserStatus } from '#shared/constants.ts';
import type { ViewerFacts } from './viewer-facts';
import { canBlockUser, canDeleteUser, canManageUser } from './user-admin.policy';
import type { UserListRow } from './user-admin.repository';
import type { User } from '#server/entities/user.entity.ts';

interface AdminUserFacts {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: UserStatus;
  orgRole: string;
  isOrgAdmin: boolean;
  roles: string[];
  labels: string[];
  description?: string;
  extraFields: Record<string, unknown>;
  profileImage: { url: string } | null;
  createdAt: Date;
  lastLoginAt: Date | null;
}

/** A user as the admin screens show them (spec 3 §3 User), with what this viewer may do to them. */
function presentAdminUser(user: AdminUserFacts, viewer: ViewerFacts | null) {
  return {
    guid: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    status: user.status,
    orgRole: user.orgRole,
    isOrgAdmin: user.isOrgAdmin,
    roles: { list: user.roles },
    labels: user.labels,
    description: user.description ?? '',
    extraFields: user.extraFields,
    avatar: user.profileImage ? { url: user.profileImage.url } : null,
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
    abilities: { edit: canManageUser(viewer, user), delete: canDeleteUser(viewer, user), block: canBlockUser(viewer, user) },
  };
}
export type AdminUserDto = ReturnType<typeof presentAdminUser>;

export function presentUserRow(row: UserListRow, viewer: ViewerFacts | null): AdminUserDto {
  return presentAdminUser(
    {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      status: row.status,
      orgRole: row.org_role,
      isOrgAdmin: row.is_org_admin,
      roles: row.roles,
      labels: row.labels,
      extraFields: row.extra_fields,
      profileImage: row.profile_image,
      createdAt: new Date(row.created_at),
      lastLoginAt: row.last_login_at ? new Date(row.last_login_at) : null,
    },
    viewer,
  );
}

export function presentUserEntity(user: User, viewer: ViewerFacts | null): AdminUserDto {
  return presentAdminUser(
    {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      status: user.status,
      orgRole: user.orgRole,
      isOrgAdmin: user.isOrgAdmin,
      roles: [...user.roles],
      labels: user.labels.isInitialized() ? user.labels.getItems().map((label) => label.name).sort((a, b) => a.localeCompare(b)) : [],
      description: user.description,
      extraFields: user.extraFields,
      profileImage: user.profileImage ?? null,
      createdAt: user.createdAt,
      lastLoginAt: user.lastLoginAt ?? null,
    },
    viewer,
  );
}
