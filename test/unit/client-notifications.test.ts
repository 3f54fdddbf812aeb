import { describe, expect, it } from 'vitest';
import {
  badgeText,
  formatNotificationTime,
  ideaNameLimit,
  notificationKindKey,
  notificationTarget,
  truncateName,
} from '#client/features/notifications/notification-text.ts';

describe('notification texts', () => {
  it('cuts idea names at 30 characters, 40 in the accepted and feedback-received texts, with an ellipsis', () => {
    const name = 'An idea whose name runs on far beyond forty characters';
    expect(truncateName(name, ideaNameLimit({ type: 'idea', subType: 'created' }))).toBe('An idea whose name runs on far…');
    expect(truncateName(name, ideaNameLimit({ type: 'idea', subType: 'accepted' }))).toBe('An idea whose name runs on far beyond fo…');
    expect(truncateName(name, ideaNameLimit({ type: 'feedback', subType: 'recieved' }))).toBe('An idea whose name runs on far beyond fo…');
    expect(ideaNameLimit({ type: 'feedback', subType: 'created' })).toBe(30);
    expect(ideaNameLimit({ type: 'feedback', subType: 'used' })).toBe(30);
  });

  it('leaves names that fit alone, drops a space before the ellipsis and never splits a character', () => {
    expect(truncateName('x'.repeat(30), 30)).toBe('x'.repeat(30));
    expect(truncateName('Short', 30)).toBe('Short');
    expect(truncateName('Twenty-nine characters long, then more', 29)).toBe('Twenty-nine characters long,…');
    expect(truncateName('abcdefghi jklmnop', 10)).toBe('abcdefghi…');
    expect(truncateName('😀😀😀😀', 3)).toBe('😀😀😀…');
  });

  it('knows each type and subtype of spec 1 §3, and no others', () => {
    expect(notificationKindKey({ type: 'participant', subType: 'declined' })).toBe('participant.declined');
    expect(notificationKindKey({ type: 'feedback', subType: 'recieved' })).toBe('feedback.recieved');
    expect(notificationKindKey({ type: 'idea', subType: 'declined' })).toBeNull();
  });

  it('links to the idea, or the campaign\'s people for join news, else its brief', () => {
    const data = { ideaGuid: 'idea-1', campaignSlug: 'hunt' };
    expect(notificationTarget({ type: 'feedback', subType: 'used', data })).toEqual({ to: '/ideas/$guid', params: { guid: 'idea-1' } });
    expect(notificationTarget({ type: 'campaign', subType: 'pending', data })).toEqual({ to: '/coach/campaigns/$slug/people', params: { slug: 'hunt' } });
    expect(notificationTarget({ type: 'campaign', subType: 'created', data })).toEqual({ to: '/coach/campaigns/$slug/brief', params: { slug: 'hunt' } });
    expect(notificationTarget({ type: 'participant', subType: 'approved', data })).toEqual({ to: '/coach/campaigns/$slug/brief', params: { slug: 'hunt' } });
    expect(notificationTarget({ type: 'participant', subType: 'approved', data: {} })).toBeNull();
  });

  it('says how long ago for a week, then D MMM YYYY', () => {
    const now = new Date('2026-10-20T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(formatNotificationTime(ago(10_000), now, 'en')).toBe('now');
    expect(formatNotificationTime(ago(5 * 60_000), now, 'en')).toBe('5 minutes ago');
    expect(formatNotificationTime(ago(3 * 3_600_000), now, 'sv')).toBe('för 3 timmar sedan');
    expect(formatNotificationTime(ago(86_400_000), now, 'en')).toBe('yesterday');
    expect(formatNotificationTime(new Date('2026-10-01T12:00:00Z'), now, 'en')).toBe('1 Oct 2026');
    expect(formatNotificationTime(new Date('2026-10-01T12:00:00Z'), now, 'sv')).toBe('1 okt. 2026');
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(100)).toBe('99+');
  });
});
