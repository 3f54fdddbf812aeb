import { describe, expect, it } from 'vitest';
import { canBlockUser, canDeleteUser, canManageUser, canSeeBlockedUsers } from '#server/modules/user/user-admin.policy.ts';
import { searchFilters, usersExportHref, withExtraFieldFilter } from '#client/features/admin-users/users-filters.ts';
import { adminUsersSearch } from '#client/features/admin-users/users-search.ts';
import { EXTRA_FIELD_SEPARATOR, joinExtraFieldFilter, parseExtraFieldFilter } from '#shared/user-filters.ts';

const person = (id: string, roles: string[] = []) => ({ id, roles, status: 'active' as const, isOrgAdmin: false, orgRole: 'member' });
const orgAdmin = { ...person('admin'), isOrgAdmin: true };
const superAdmin = person('super', ['admin']);

describe('people policy', () => {
  it('lets org admins manage members but not super admins, and nobody delete or block themselves', () => {
    expect(canManageUser(orgAdmin, person('p'))).toBe(true);
    expect(canManageUser(orgAdmin, superAdmin)).toBe(false);
    expect(canManageUser(superAdmin, person('other-super', ['admin']))).toBe(true);
    expect(canManageUser(person('p2'), person('p'))).toBe(false);
    expect(canDeleteUser(orgAdmin, orgAdmin)).toBe(false);
    expect(canBlockUser(superAdmin, person('p'))).toBe(true);
    expect(canBlockUser(orgAdmin, person('p'))).toBe(false);
    expect(canBlockUser(superAdmin, superAdmin)).toBe(false);
    expect([canSeeBlockedUsers(superAdmin), canSeeBlockedUsers(orgAdmin), canSeeBlockedUsers(null)]).toEqual([true, false, false]);
  });
});

describe('users list filters', () => {
  it('joins field and value with the unit separator (spec 3 §9) and reads them back', () => {
    const joined = joinExtraFieldFilter({ field: 'val.x.team', value: 'Blue, green' });
    expect(joined).toBe(`val.x.team${EXTRA_FIELD_SEPARATOR}Blue, green`);
    expect(parseExtraFieldFilter(joined)).toEqual({ field: 'val.x.team', value: 'Blue, green' });
    expect(parseExtraFieldFilter('no separator')).toBeNull();
    expect(parseExtraFieldFilter(`${EXTRA_FIELD_SEPARATOR}value`)).toBeNull();
    expect(parseExtraFieldFilter(`field${EXTRA_FIELD_SEPARATOR}`)).toBeNull();
  });

  it('reads the URL, keeping only what it can', () => {
    const guid = '01900000-0000-7000-8000-000000000000';
    const search = adminUsersSearch({ page: 2, status: 'blocked', filter: 'ann', labels: [guid], extraFields: [`f${EXTRA_FIELD_SEPARATOR}v`, 'broken'] });
    expect(search).toEqual({ page: 2, status: 'blocked', filter: 'ann', labels: [guid], extraFields: [`f${EXTRA_FIELD_SEPARATOR}v`, 'broken'] });
    expect(searchFilters(search)).toEqual({ status: 'blocked', search: 'ann', labels: [guid], extraFields: [{ field: 'f', value: 'v' }] });
    expect(adminUsersSearch({ status: 'gone', labels: ['nope'], page: 0 })).toEqual({ page: undefined, status: undefined, filter: undefined, labels: undefined, extraFields: undefined });
    expect(searchFilters({})).toEqual({ status: 'active', search: undefined, labels: undefined, extraFields: undefined });
  });

  it('adds a field filter in place of the same field\'s, and removes it', () => {
    const search = { extraFields: [`a${EXTRA_FIELD_SEPARATOR}1`, `b${EXTRA_FIELD_SEPARATOR}2`] };
    expect(withExtraFieldFilter(search, { add: { field: 'a', value: '3' } })).toEqual([`b${EXTRA_FIELD_SEPARATOR}2`, `a${EXTRA_FIELD_SEPARATOR}3`]);
    expect(withExtraFieldFilter(search, { removeField: 'b' })).toEqual([`a${EXTRA_FIELD_SEPARATOR}1`]);
    expect(withExtraFieldFilter({ extraFields: [`a${EXTRA_FIELD_SEPARATOR}1`] }, { removeField: 'a' })).toBeUndefined();
  });

  it('opens the export with the active filters', () => {
    const href = usersExportHref('windowscsv', { status: 'inactive', search: 'å', labels: ['l1', 'l2'], extraFields: [{ field: 'f', value: 'v' }] });
    const url = new URL(href, 'http://site.test');
    expect(url.pathname).toBe('/legacy/export/users');
    expect(Object.fromEntries(url.searchParams)).toEqual({ format: 'windowscsv', count: 'all', readable: 'true', status: 'inactive', filter: 'å', labels: 'l1,l2', extraFields: `f${EXTRA_FIELD_SEPARATOR}v` });
  });
});
