import { describe, expect, it } from 'vitest';
import {
  adminStatusOptions,
  canOfferFeedback,
  coachStatusOptions,
  extraFieldText,
  formatFeedbackDate,
  nameList,
  participationGate,
  splitName,
  toggledUpvote,
  upvoteFailure,
  verificationPendingHref,
} from '#client/features/idea-view/idea-view-rules.ts';
import { IDEA_STATUSES } from '#shared/constants.ts';

const idea = (overrides: { isAuthor?: boolean; isCoach?: boolean; open?: boolean; privacySetting?: string; participant?: boolean; mergedIntoGuid?: string } = {}) => ({
  isAuthor: overrides.isAuthor ?? false,
  mergedIntoGuid: overrides.mergedIntoGuid ?? null,
  isCoach: overrides.isCoach ?? false,
  campaign: { open: overrides.open ?? true, privacySetting: overrides.privacySetting ?? 'semi-public', stats: { userIsParticipant: overrides.participant ?? true } },
});

describe('idea view rules', () => {
  it('offers coaches every status but draft, accepted, archived and implemented, in the server order', () => {
    expect(coachStatusOptions(IDEA_STATUSES)).toEqual(['PUBLISHED', 'candidate', 'WINNER', 'declined']);
    expect(coachStatusOptions(['WINNER', 'unknown', 'DRAFT'])).toEqual(['WINNER']);
  });

  it('writes feedback dates as D MMM YYYY in the interface language', () => {
    const date = new Date(2026, 9, 1, 12);
    expect(formatFeedbackDate(date, 'en')).toBe('1 Oct 2026');
    expect(formatFeedbackDate(date, 'sv')).toMatch(/^1 okt\.? 2026$/);
  });

  it('maps upvote failures to the spec’s prompts', () => {
    expect(upvoteFailure('not-authenticated')).toBe('login');
    expect(upvoteFailure('user-not-in-campaign')).toBe('join');
    expect(upvoteFailure('campaign-ended')).toBe('expired');
    expect(upvoteFailure('idea-not-found')).toBe('sorry');
    expect(upvoteFailure('user-not-found')).toBe('sorry');
    expect(upvoteFailure('too-many-requests')).toBe('plain');
    expect(upvoteFailure(null)).toBe('plain');
    // Never reached the server: the offline message, not the plain dialog; an answer with a code still says its own.
    expect(upvoteFailure(null, true)).toBe('offline');
    expect(upvoteFailure('campaign-ended', true)).toBe('expired');
  });

  it('shows an upvote toggled before the server answers: added, or taken back', () => {
    expect(toggledUpvote({ upvoted: false, totalUpvoteCount: 0 })).toEqual({ upvoted: true, totalUpvoteCount: 1 });
    expect(toggledUpvote({ upvoted: true, totalUpvoteCount: 3 })).toEqual({ upvoted: false, totalUpvoteCount: 2 });
    expect(toggledUpvote({ upvoted: true, totalUpvoteCount: 0 })).toEqual({ upvoted: false, totalUpvoteCount: 0 });
  });

  it('sends visitors to log in and inactive users to verification before they act', () => {
    expect(participationGate(null)).toBe('login');
    expect(participationGate({ status: 'inactive' })).toBe('verify');
    expect(participationGate({ status: 'active' })).toBe('go');
    expect(verificationPendingHref('/ideas/abc?x=1')).toBe('/user-verification/pending?redirect=%2Fideas%2Fabc%3Fx%3D1');
  });

  it('offers feedback once, not on one’s own idea, to participants or in open campaigns, while the campaign runs', () => {
    const none: { author: { guid: string } | null }[] = [];
    expect(canOfferFeedback(idea(), 'erik', none)).toBe(true);
    expect(canOfferFeedback(idea(), 'erik', [{ author: { guid: 'erik' } }])).toBe(false);
    expect(canOfferFeedback(idea(), 'erik', [{ author: { guid: 'anna' } }, { author: null }])).toBe(true);
    expect(canOfferFeedback(idea({ isAuthor: true }), 'anna', none)).toBe(false);
    expect(canOfferFeedback(idea({ open: false }), 'erik', none)).toBe(false);
    // A merged idea's feedback goes to the idea it joined.
    expect(canOfferFeedback(idea({ mergedIntoGuid: 'a' }), 'erik', none)).toBe(false);
    expect(canOfferFeedback(idea({ participant: false }), 'erik', none)).toBe(false);
    expect(canOfferFeedback(idea({ participant: false, privacySetting: 'public' }), 'erik', none)).toBe(true);
    expect(canOfferFeedback(idea({ participant: false, privacySetting: 'internal' }), 'erik', none)).toBe(true);
    expect(canOfferFeedback(idea({ participant: false, isCoach: true }), 'carl', none)).toBe(true);
    // A visitor sees the button; pressing it asks them to log in.
    expect(canOfferFeedback(idea(), null, none)).toBe(true);
  });

  it('formats names and field values', () => {
    expect(nameList(['Anna Andersson', 'Erik Ek'], 'en')).toBe('Anna Andersson and Erik Ek');
    expect(nameList(['Anna Andersson', 'Erik Ek'], 'sv')).toBe('Anna Andersson och Erik Ek');
    expect(nameList(['Anna', ' '], 'en')).toBe('Anna');
    expect(splitName('Anna Maria Andersson')).toEqual({ firstName: 'Anna', lastName: 'Maria Andersson' });
    expect(splitName('')).toEqual({ firstName: '', lastName: '' });
    expect(extraFieldText(['Small', 'Large'])).toBe('Small, Large');
    expect(extraFieldText('Sales')).toBe('Sales');
  });
});

describe('the admin idea editor statuses (spec 2 §4, issue 20 item 5)', () => {
  it('leaves out draft, accepted, archived and implemented, except the idea\'s own status', () => {
    expect(adminStatusOptions('PUBLISHED')).toEqual(['PUBLISHED', 'candidate', 'WINNER', 'declined']);
    expect(adminStatusOptions('DRAFT')).toContain('DRAFT');
    expect(adminStatusOptions('DRAFT')).not.toContain('ARCHIVED');
  });
});
