import { describe, expect, it } from 'vitest';
import { canReadFeedback, feedbackReaderRole } from '#server/modules/feedback/feedback.policy.ts';
import type { ViewerRoles } from '#shared/permissions.ts';

const person = (id: string, roles: Partial<ViewerRoles> = {}): ViewerRoles & { id: string } => ({ id, status: 'active', roles: [], isOrgAdmin: false, orgRole: 'member', ...roles });
const admin = person('admin', { isOrgAdmin: true });
const superAdmin = person('super', { roles: ['admin'], orgRole: 'guest' });
const member = person('member');
const guest = person('guest', { orgRole: 'guest' });

describe('feedback visibility (spec 1 §4)', () => {
  it('maps viewers to the reader roles: coaches and admins are admin, logged out is guest', () => {
    expect(feedbackReaderRole(admin, false)).toBe('admin');
    expect(feedbackReaderRole(superAdmin, false)).toBe('admin');
    expect(feedbackReaderRole(member, true)).toBe('admin');
    expect(feedbackReaderRole(member, false)).toBe('member');
    expect(feedbackReaderRole(guest, false)).toBe('guest');
    expect(feedbackReaderRole(null, false)).toBe('guest');
  });

  it('restricts only feedback written by trusted (non-guest) members', () => {
    const reader = (role: 'admin' | 'member' | 'guest') => ({ id: 'someone-else', role });
    expect(canReadFeedback(reader('guest'), guest, 'admin')).toBe(true);
    expect(canReadFeedback(reader('guest'), null, 'admin')).toBe(true);
    expect(canReadFeedback(reader('guest'), member, 'everyone')).toBe(true);
    expect(canReadFeedback(reader('guest'), member, 'trusted')).toBe(false);
    expect(canReadFeedback(reader('member'), member, 'trusted')).toBe(true);
    expect(canReadFeedback(reader('member'), member, 'admin')).toBe(false);
    expect(canReadFeedback(reader('admin'), member, 'admin')).toBe(true);
    expect(canReadFeedback({ id: member.id, role: 'guest' }, member, 'admin')).toBe(true);
  });
});
