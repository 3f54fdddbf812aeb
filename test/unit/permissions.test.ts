import { describe, expect, it } from 'vitest';
import { hasOrgAdminRights, isActiveUser, isOrgMember, isSuperAdmin, type ViewerRoles } from '#shared/permissions.ts';

const member: ViewerRoles = { status: 'active', roles: [], isOrgAdmin: false, orgRole: 'member' };

describe('role predicates', () => {
  it('makes a super admin of roles.list containing admin', () => {
    expect(isSuperAdmin({ ...member, roles: ['admin'] })).toBe(true);
    expect(isSuperAdmin(member)).toBe(false);
    expect(isSuperAdmin(null)).toBe(false);
  });

  it('gives org admin rights to org admins and super admins only', () => {
    expect(hasOrgAdminRights({ ...member, isOrgAdmin: true })).toBe(true);
    expect(hasOrgAdminRights({ ...member, roles: ['admin'] })).toBe(true);
    expect(hasOrgAdminRights(member)).toBe(false);
  });

  it('counts any non-guest role as org member', () => {
    expect(isOrgMember(member)).toBe(true);
    expect(isOrgMember({ ...member, orgRole: 'employee' })).toBe(true);
    expect(isOrgMember({ ...member, orgRole: 'guest' })).toBe(false);
    expect(isOrgMember(undefined)).toBe(false);
  });

  it('reserves active status to verified users', () => {
    expect(isActiveUser(member)).toBe(true);
    for (const status of ['inactive', 'blocked', 'pendingDelete'] as const) expect(isActiveUser({ ...member, status })).toBe(false);
  });
});
