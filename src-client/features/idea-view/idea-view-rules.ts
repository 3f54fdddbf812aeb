import { COACH_DROPDOWN_EXCLUDED_STATUSES, IDEA_STATUSES, type IdeaStatus } from '#shared/constants.ts';
import type { ErrorCode } from '#shared/errors.ts';

const NOT_IN_DROPDOWN: readonly string[] = COACH_DROPDOWN_EXCLUDED_STATUSES;

/** The coach dropdown's statuses, in the server's order; unknown names from the server are left out. */
export function coachStatusOptions(statuses: readonly string[]): IdeaStatus[] {
  return statuses.filter((status): status is IdeaStatus => (IDEA_STATUSES as readonly string[]).includes(status) && !NOT_IN_DROPDOWN.includes(status));
}

/**
 * The admin idea editor's statuses (spec 2 §4): the coach dropdown's, plus the idea's own when it
 * is one of the excluded ones, so opening the editor never changes a status by itself.
 */
export function adminStatusOptions(current: string): IdeaStatus[] {
  return IDEA_STATUSES.filter((status) => !NOT_IN_DROPDOWN.includes(status) || status === current);
}

/** Feedback dates as spec 1 §9 writes them, D MMM YYYY: "1 Oct 2026", "1 okt. 2026". */
export function formatFeedbackDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/**
 * What an upvote failure shows (spec 1 §8): a login prompt, a join prompt, a "Sorry" with the
 * message, the plain dialog, or, when the request never reached the server, that the person is
 * offline and the upvote was not saved.
 */
export type UpvoteFailure = 'login' | 'join' | 'sorry' | 'expired' | 'offline' | 'plain';

export function upvoteFailure(code: ErrorCode | null, unreached = false): UpvoteFailure {
  if (code === null && unreached) return 'offline';
  if (code === 'not-authenticated') return 'login';
  if (code === 'user-not-in-campaign') return 'join';
  if (code === 'campaign-ended') return 'expired';
  if (code === 'user-not-found' || code === 'idea-not-found' || code === 'not-found') return 'sorry';
  return 'plain';
}

/** An idea's upvote as the viewer sees it. */
export interface UpvoteState {
  upvoted: boolean;
  totalUpvoteCount: number;
}

/** The state a toggle leads to, shown before the server has answered (spec 1 §4: clicked again it removes the upvote). */
export function toggledUpvote({ upvoted, totalUpvoteCount }: UpvoteState): UpvoteState {
  return { upvoted: !upvoted, totalUpvoteCount: Math.max(0, totalUpvoteCount + (upvoted ? -1 : 1)) };
}

/** What pressing a participation button (upvote, comment) does for this viewer first (spec 1 §4). */
export type ParticipationGate = 'login' | 'verify' | 'go';

export function participationGate(viewer: { status: string } | null): ParticipationGate {
  if (!viewer) return 'login';
  return viewer.status === 'active' ? 'go' : 'verify';
}

/** Where an inactive user is sent instead of acting (spec 1 §4), coming back to `here` afterwards. */
export function verificationPendingHref(here: string): string {
  return `/user-verification/pending?${new URLSearchParams({ redirect: here }).toString()}`;
}

interface FeedbackGiver {
  isAuthor: boolean;
  mergedIntoGuid: string | null;
  isCoach: boolean;
  campaign: { open: boolean; privacySetting: string; stats: { userIsParticipant: boolean } };
}

/**
 * Whether the idea page offers 'give feedback' (spec 1 §6): not on one's own idea, not twice,
 * only to participants and coaches or in public and internal campaigns, and while the campaign
 * runs. The server checks the same (feedback.create); this only decides whether to show the button.
 * A visitor sees it too: pressing it asks them to log in.
 */
export function canOfferFeedback(idea: FeedbackGiver, viewerGuid: string | null, feedback: readonly { author: { guid: string } | null }[]): boolean {
  // A merged idea takes no new feedback: it goes to the idea it joined (issue 23).
  if (!idea.campaign.open || idea.isAuthor || idea.mergedIntoGuid !== null) return false;
  if (viewerGuid === null) return true;
  if (feedback.some((item) => item.author?.guid === viewerGuid)) return false;
  return idea.isCoach || idea.campaign.stats.userIsParticipant || ['public', 'internal'].includes(idea.campaign.privacySetting);
}

/** An extra field's value as text: a list (checkboxes) joined with commas. */
export function extraFieldText(value: string | string[]): string {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Names as one phrase in the interface language: "Anna Andersson and Erik Ek". */
export function nameList(names: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(names.filter((name) => name.trim() !== ''));
}

/** First name and the rest, for the initials of someone the server names only in full. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
