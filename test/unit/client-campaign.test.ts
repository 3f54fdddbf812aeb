import { describe, expect, it } from 'vitest';
import en from '#shared/i18n/en.json';
import sv from '#shared/i18n/sv.json';
import { campaignBadge, formatCampaignDate, timeLeftKey, timeLeftText } from '#client/features/campaign/campaign-text.ts';

/** A stand-in for i18next's t with English plurals: enough to see which key and count were chosen. */
function fakeT(key: string, options: { count: number }): string {
  return `${key}:${options.count}`;
}

describe('time left on a campaign card', () => {
  it('picks days, else hours, else minutes, with the count for the plural', () => {
    expect(timeLeftKey({ unit: 'days', value: 3 })).toBe('campaign.timeLeft.days');
    expect(timeLeftText({ unit: 'days', value: 3 }, fakeT)).toBe('campaign.timeLeft.days:3');
    expect(timeLeftText({ unit: 'hours', value: 5 }, fakeT)).toBe('campaign.timeLeft.hours:5');
    expect(timeLeftText({ unit: 'minutes', value: 12 }, fakeT)).toBe('campaign.timeLeft.minutes:12');
  });

  it('shows 0 hours once the campaign has ended, never a negative count', () => {
    expect(timeLeftText({ unit: 'hours', value: 0 }, fakeT)).toBe('campaign.timeLeft.hours:0');
    expect(timeLeftText({ unit: 'days', value: -2 }, fakeT)).toBe('campaign.timeLeft.hours:0');
    expect(timeLeftText({ unit: 'minutes', value: 0 }, fakeT)).toBe('campaign.timeLeft.hours:0');
  });

  it('has the singular and plural wording in both languages', () => {
    expect(en.campaign.timeLeft.days_one).toBe('{{count}} day left');
    expect(en.campaign.timeLeft.days_other).toBe('{{count}} days left');
    expect(en.campaign.timeLeft.hours_other).toBe('{{count}} hours left');
    expect(en.campaign.timeLeft.minutes_other).toBe('{{count}} minutes left');
    expect(sv.campaign.timeLeft.days_other).toBe('{{count}} dagar kvar');
    expect(sv.campaign.timeLeft.hours_one).toBe('{{count}} timme kvar');
  });
});

describe('campaign card badge', () => {
  const running = { phase: 'active' as const, featured: false, awaitingApproval: false };

  it('names the phase, and featured for a featured running campaign', () => {
    expect(campaignBadge({ ...running, phase: 'upcoming' })).toBe('upcoming');
    expect(campaignBadge({ ...running, phase: 'draft' })).toBe('draft');
    expect(campaignBadge({ ...running, phase: 'finished', featured: true })).toBe('finished');
    expect(campaignBadge({ ...running, featured: true })).toBe('featured');
    expect(campaignBadge(running)).toBeNull();
  });

  it('says awaiting approval before anything else', () => {
    expect(campaignBadge({ ...running, featured: true, awaitingApproval: true })).toBe('awaitingApproval');
  });
});

describe('formatCampaignDate', () => {
  const date = new Date('2026-11-22T10:00:00Z');

  it('writes the long localized date, day first in English too', () => {
    expect(formatCampaignDate(date, 'en', 'UTC')).toBe('22 November 2026');
    expect(formatCampaignDate(date, 'sv', 'UTC')).toBe('22 november 2026');
  });

  it('shows the day of the time zone it is read in', () => {
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(formatCampaignDate(lateEvening, 'sv', 'Europe/Stockholm')).toBe('23 november 2026');
  });
});
