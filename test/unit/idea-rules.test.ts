import { describe, expect, it } from 'vitest';
import { ideaAddRefusal } from '#server/modules/idea/idea.policy.ts';
import { checkIdeaExtraFields } from '#shared/idea-fields.ts';
import { campaignSettingsSchema } from '#shared/schemas/campaign.ts';
import type { ViewerRoles } from '#shared/permissions.ts';
import { ideaField } from '../factories/idea-field.factory';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-01T12:00:00Z');
const member: ViewerRoles = { status: 'active', roles: [], isOrgAdmin: false, orgRole: 'member' };
const guest: ViewerRoles = { ...member, orgRole: 'guest' };

function campaign(overrides: { privacySetting?: 'public' | 'internal' | 'semi-public' | 'private'; limitIdeaCreation?: boolean; active?: boolean; start?: number; end?: number } = {}) {
  return {
    active: overrides.active ?? true,
    startDate: new Date(now.getTime() + (overrides.start ?? -1) * DAY),
    endDate: new Date(now.getTime() + (overrides.end ?? 10) * DAY),
    privacySetting: overrides.privacySetting ?? 'public',
    settings: campaignSettingsSchema.parse({ limitIdeaCreation: overrides.limitIdeaCreation ?? false }),
  };
}

describe('who may add an idea (spec 1 §6)', () => {
  const unjoined = { isCoach: false, joined: false, pending: false };
  const joined = { isCoach: false, joined: true, pending: false };
  const awaitingApproval = { isCoach: false, joined: false, pending: true };

  it('needs a running campaign, whoever asks', () => {
    expect(ideaAddRefusal(member, campaign({ active: false }), { isCoach: true, joined: true, pending: false }, now)).toBe('campaign-not-active');
    expect(ideaAddRefusal(member, campaign({ start: 1 }), joined, now)).toBe('campaign-not-started');
    expect(ideaAddRefusal(member, campaign({ start: -10, end: -1 }), joined, now)).toBe('campaign-ended');
  });

  it('admits anyone to a public campaign, and joined members to the others', () => {
    expect(ideaAddRefusal(guest, campaign(), unjoined, now)).toBeNull();
    expect(ideaAddRefusal(member, campaign({ privacySetting: 'internal' }), unjoined, now)).toBe('invitation-required');
    expect(ideaAddRefusal(member, campaign({ privacySetting: 'semi-public' }), joined, now)).toBeNull();
    expect(ideaAddRefusal(guest, campaign({ privacySetting: 'semi-public' }), joined, now)).toBe('forbidden');
    expect(ideaAddRefusal(guest, campaign({ privacySetting: 'private' }), { isCoach: true, joined: false, pending: false }, now)).toBeNull();
  });

  it('keeps a participant awaiting approval out until a coach approves, even in a public campaign', () => {
    expect(ideaAddRefusal(member, campaign(), awaitingApproval, now)).toBe('user-not-approved');
    expect(ideaAddRefusal(member, campaign({ privacySetting: 'internal' }), awaitingApproval, now)).toBe('user-not-approved');
    expect(ideaAddRefusal(member, campaign({ start: -10, end: -1 }), awaitingApproval, now)).toBe('campaign-ended');
  });

  it('keeps a limited campaign to members, admins and coaches', () => {
    expect(ideaAddRefusal(guest, campaign({ limitIdeaCreation: true }), joined, now)).toBe('idea-creation-limited');
    expect(ideaAddRefusal({ ...guest, isOrgAdmin: true }, campaign({ limitIdeaCreation: true }), unjoined, now)).toBeNull();
    // The site's limitIdeaCreation holds for every campaign of the site.
    expect(ideaAddRefusal(guest, campaign(), joined, now, { limitIdeaCreation: true })).toBe('idea-creation-limited');
    expect(ideaAddRefusal(member, campaign(), joined, now, { limitIdeaCreation: true })).toBeNull();
    expect(ideaAddRefusal(member, campaign({ limitIdeaCreation: true }), unjoined, now)).toBeNull();
  });
});


describe('extra field values (spec 1 §5, spec 3 §5)', () => {
  it('treats an empty list as empty and accepts one chosen value for a limit-1 select', () => {
    const definitions = [ideaField({ fieldid: 'a', formType: 'select-checkbox', options: 'x,y', required: true }), ideaField({ fieldid: 'b', formType: 'select-dropdown', options: 'p, q', required: true })];
    expect(checkIdeaExtraFields(definitions, { a: [], b: [] }).fieldErrors).toEqual({ 'extraFields.a': ['ERROR_REQUIRED'], 'extraFields.b': ['ERROR_REQUIRED'] });
    expect(checkIdeaExtraFields(definitions, { a: ['y'], b: ['q'] })).toEqual({ values: { a: ['y'], b: 'q' }, fieldErrors: {} });
    expect(checkIdeaExtraFields(definitions, { a: ['x', 'x'], b: 'q' }).fieldErrors).toEqual({ 'extraFields.a': ['invalid-input'] });
  });

  it('drops empty optional values and refuses fields the campaign does not define', () => {
    const definitions = [ideaField({ fieldid: 'note', formType: 'textarea' })];
    expect(checkIdeaExtraFields(definitions, { note: '   ' })).toEqual({ values: {}, fieldErrors: {} });
    expect(checkIdeaExtraFields(definitions, { other: 'x' }).fieldErrors).toEqual({ 'extraFields.other': ['invalid-input'] });
  });
});
