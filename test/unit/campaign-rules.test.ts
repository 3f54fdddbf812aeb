import { describe, expect, it } from 'vitest';
import {
  applyPrivacySetting,
  availablePrivacySettings,
  campaignPhase,
  canCreateCampaign,
  checkCampaignDates,
  defaultEndDate,
  latestEndDate,
  timeLeft,
  type PrivacyFlags,
} from '#shared/campaign-rules.ts';
import type { ViewerRoles } from '#shared/permissions.ts';
import { campaignCreateInput, ideaFieldDefinitionSchema } from '#shared/schemas/campaign.ts';

const now = new Date('2026-11-22T10:00:00Z');
const day = 24 * 60 * 60 * 1000;
const at = (offsetDays: number) => new Date(now.getTime() + offsetDays * day);

describe('campaign dates', () => {
  it('ends four weeks after the start by default', () => {
    expect(defaultEndDate(at(1))).toEqual(at(29));
  });

  it('lets standard users plan four weeks and premium or admin five years', () => {
    expect(latestEndDate(at(0), false)).toEqual(at(28));
    expect(latestEndDate(new Date('2026-11-22T00:00:00Z'), true)).toEqual(new Date('2031-11-22T00:00:00Z'));
  });

  it('accepts a start today, even earlier today, and refuses one in the past (START_DATE_IN_PAST)', () => {
    expect(checkCampaignDates({ startDate: new Date('2026-11-22T00:00:00Z'), endDate: at(20) }, { now, canExtend: false })).toEqual({});
    expect(checkCampaignDates({ startDate: at(-1), endDate: at(20) }, { now, canExtend: false })).toEqual({ startDate: 'START_DATE_IN_PAST' });
  });

  it('refuses an end before the start (END_BEFORE_START)', () => {
    expect(checkCampaignDates({ startDate: at(5), endDate: at(5) }, { now, canExtend: true })).toEqual({ endDate: 'END_BEFORE_START' });
  });

  it('refuses an end too far in the future (END_DATE_TOO_FAR), by who is planning', () => {
    expect(checkCampaignDates({ startDate: at(1), endDate: at(29) }, { now, canExtend: false })).toEqual({});
    expect(checkCampaignDates({ startDate: at(1), endDate: at(30) }, { now, canExtend: false })).toEqual({ endDate: 'END_DATE_TOO_FAR' });
    expect(checkCampaignDates({ startDate: at(1), endDate: at(365 * 4) }, { now, canExtend: true })).toEqual({});
    expect(checkCampaignDates({ startDate: at(1), endDate: at(365 * 6) }, { now, canExtend: true })).toEqual({ endDate: 'END_DATE_TOO_FAR' });
  });

  it('fixes the start of a started campaign, and its end unless premium or admin', () => {
    const saved = { startDate: at(-3), endDate: at(10), live: true };
    expect(checkCampaignDates({ startDate: at(0), endDate: at(10) }, { now, canExtend: true, saved })).toEqual({ startDate: 'START_DATE_LOCKED' });
    expect(checkCampaignDates({ startDate: at(-3), endDate: at(12) }, { now, canExtend: false, saved })).toEqual({ endDate: 'END_DATE_LOCKED' });
    expect(checkCampaignDates({ startDate: at(-3), endDate: at(12) }, { now, canExtend: true, saved })).toEqual({});
    expect(checkCampaignDates(saved, { now, canExtend: false, saved })).toEqual({});
  });

  it('takes a started campaign’s stored start, sent back as its calendar day, as unchanged whatever its time of day', () => {
    const saved = { startDate: new Date('2026-11-21T09:30:00Z'), endDate: new Date('2026-12-05T17:00:00Z'), live: true };
    const days = { startDate: new Date('2026-11-21T00:00:00Z'), endDate: new Date('2026-12-05T00:00:00Z') };
    expect(checkCampaignDates(days, { now, canExtend: false, saved })).toEqual({});
    expect(checkCampaignDates({ ...days, endDate: new Date('2026-12-12T00:00:00Z') }, { now, canExtend: true, saved })).toEqual({});
    expect(checkCampaignDates({ ...days, endDate: new Date('2026-12-12T00:00:00Z') }, { now, canExtend: false, saved })).toEqual({ endDate: 'END_DATE_LOCKED' });
    expect(checkCampaignDates({ ...days, startDate: new Date('2026-11-22T00:00:00Z') }, { now, canExtend: true, saved })).toEqual({ startDate: 'START_DATE_LOCKED' });
  });

  it('lets an end an admin extended stand while its dates stay on their days, and judges a moved one by the editor’s limit', () => {
    const draft = { startDate: at(1), endDate: at(90), live: false };
    expect(checkCampaignDates(draft, { now, canExtend: false, saved: draft })).toEqual({});
    expect(checkCampaignDates({ startDate: at(1), endDate: at(91) }, { now, canExtend: false, saved: draft })).toEqual({ endDate: 'END_DATE_TOO_FAR' });
    expect(checkCampaignDates({ startDate: at(2), endDate: at(90) }, { now, canExtend: false, saved: draft })).toEqual({ endDate: 'END_DATE_TOO_FAR' });
  });

  it('lets an upcoming campaign move both dates', () => {
    const saved = { startDate: at(3), endDate: at(10), live: true };
    expect(checkCampaignDates({ startDate: at(4), endDate: at(11) }, { now, canExtend: false, saved })).toEqual({});
  });

  it('treats a draft as not started, whatever its start', () => {
    const saved = { startDate: at(-3), endDate: at(10), live: false };
    expect(checkCampaignDates(saved, { now, canExtend: false, saved })).toEqual({ startDate: 'START_DATE_IN_PAST' });
  });
});

describe('privacy settings', () => {
  it('offers internal and private with premium, semi-public with its flag', () => {
    expect(availablePrivacySettings({ premium: false, featureSemiPublicHunts: false })).toEqual(['public']);
    expect(availablePrivacySettings({ premium: true, featureSemiPublicHunts: true })).toEqual(['public', 'internal', 'semi-public', 'private']);
  });

  const flags: PrivacyFlags = { privacySetting: 'public', requireCoachApproval: true, useCustomMailHeader: true, showOnLandingPage: true, featured: true };

  it('resets approval and the mail header on any change', () => {
    expect(applyPrivacySetting(flags, 'semi-public')).toEqual({ ...flags, privacySetting: 'semi-public', requireCoachApproval: false, useCustomMailHeader: false });
  });

  it('takes internal and private off the landing page, and private out of the featured list', () => {
    expect(applyPrivacySetting(flags, 'internal')).toMatchObject({ showOnLandingPage: false, featured: true });
    expect(applyPrivacySetting(flags, 'private')).toMatchObject({ showOnLandingPage: false, featured: false });
  });

  it('changes nothing when the setting stays', () => {
    expect(applyPrivacySetting(flags, 'public')).toBe(flags);
  });
});

describe('who may create a campaign', () => {
  const member: ViewerRoles = { status: 'active', roles: [], isOrgAdmin: false, orgRole: 'member' };
  it('lets any active user create unless the site limits creation', () => {
    expect(canCreateCampaign({ ...member, orgRole: 'guest' }, { limitHuntCreation: false })).toBe(true);
    expect(canCreateCampaign({ ...member, status: 'inactive' }, { limitHuntCreation: false })).toBe(false);
    expect(canCreateCampaign(null, { limitHuntCreation: false })).toBe(false);
  });

  it('keeps creation to members and admins when limited', () => {
    expect(canCreateCampaign(member, { limitHuntCreation: true })).toBe(true);
    expect(canCreateCampaign({ ...member, orgRole: 'guest' }, { limitHuntCreation: true })).toBe(false);
    expect(canCreateCampaign({ ...member, orgRole: 'guest', isOrgAdmin: true }, { limitHuntCreation: true })).toBe(true);
  });
});

describe('campaign phase and time left', () => {
  const campaign = { active: true, startDate: at(-1), endDate: at(1) };
  it('tells draft, upcoming, active and finished apart', () => {
    expect(campaignPhase({ ...campaign, active: false }, now)).toBe('draft');
    expect(campaignPhase({ ...campaign, startDate: at(1), endDate: at(2) }, now)).toBe('upcoming');
    expect(campaignPhase(campaign, now)).toBe('active');
    expect(campaignPhase({ ...campaign, endDate: at(-0.5) }, now)).toBe('finished');
  });

  it('shows days, else hours, else minutes, and 0h once over', () => {
    expect(timeLeft(at(3.5), now)).toEqual({ unit: 'days', value: 3 });
    expect(timeLeft(at(0.5), now)).toEqual({ unit: 'hours', value: 12 });
    expect(timeLeft(new Date(now.getTime() + 20 * 60_000), now)).toEqual({ unit: 'minutes', value: 20 });
    expect(timeLeft(at(-1), now)).toEqual({ unit: 'hours', value: 0 });
  });
});

describe('campaign schemas', () => {
  it('requires a name (ERROR_REQUIRED) and a mail header text when the custom header is on', () => {
    const result = campaignCreateInput.safeParse({ name: '  ', startDate: at(1), useCustomMailHeader: true });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'ERROR_REQUIRED'],
      ['mailHeader', 'ERROR_REQUIRED'],
    ]);
  });

  it('requires label, type, and options for dropdown types in an idea field definition', () => {
    const messages = (input: unknown) => ideaFieldDefinitionSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(messages({ fieldid: 'val.1', label: '', formType: 'text' })).toEqual(['label:ERROR_REQUIRED']);
    expect(messages({ fieldid: 'val.1', label: 'Size', formType: 'nope' })).toEqual(['formType:ERROR_REQUIRED']);
    expect(messages({ fieldid: 'val.1', label: 'Size', formType: 'select-dropdown', options: ' , ' })).toEqual(['options:ERROR_REQUIRED']);
    expect(messages({ fieldid: 'val.1', label: 'Size', formType: 'select-dropdown', options: 'S, M, L' })).toBeUndefined();
  });
});
