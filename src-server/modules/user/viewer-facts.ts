import type { ViewerRoles } from '#shared/permissions.ts';
import { USER_STATUSES, type UserStatus } from '#shared/constants.ts';

/**
 * The signed-in viewer as the read paths and access rules need them, as plain data: who they are,
 * their e-mail (invitations are by address) and their roles. A User entity is one too; the
 * request scope makes the entity only when something writes (request-scope.ts).
 */
export interface ViewerFacts extends ViewerRoles {
  id: string;
  email: string;
}

/**
 * A person as the notice and mention queries read them (column names): their app_user facts and
 * how they stand in the campaign in question, which ideaRelationOf needs to say what they may see.
 */
// A type, not an interface: viewerFactsOfRow takes it as a plain record.
export type PersonInCampaignRow = {
  id: string;
  email: string;
  status: string;
  roles: string[];
  is_org_admin: boolean;
  org_role: string;
  membership: 'approved' | 'pending' | null;
  invited: boolean;
};

/** A viewer's facts from their app_user row as `to_jsonb` gives it (column names). */
export function viewerFactsOfRow(row: Record<string, unknown>): ViewerFacts {
  return {
    id: String(row.id),
    email: String(row.email),
    status: statusOf(row.status),
    roles: Array.isArray(row.roles) ? row.roles.map(String) : [],
    isOrgAdmin: row.is_org_admin === true,
    orgRole: String(row.org_role),
  };
}

function statusOf(value: unknown): UserStatus {
  const status = USER_STATUSES.find((known) => known === value);
  if (!status) throw new Error(`unknown user status ${String(value)}`);
  return status;
}

/** The facts of a viewer already held as an entity (the demo seed, tests), as plain data. */
export function viewerFactsOf(user: ViewerFacts): ViewerFacts {
  return { id: user.id, email: user.email, status: user.status, roles: [...user.roles], isOrgAdmin: user.isOrgAdmin, orgRole: user.orgRole };
}
