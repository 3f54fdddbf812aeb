import { type NotificationType } from '#shared/constants.ts';
import { NOTIFICATION_SUBTYPES } from '#shared/notification-subtypes.ts';
import type { NotificationDto } from '#server/modules/notification/notification.presenter.ts';

export type FeedEntry = NotificationDto;

/** Spec 1 §9: idea names in notifications are cut at 30 characters, at 40 in the 'accepted' and 'feedback received' texts. */
const SHORT_NAME = 30;
const LONG_NAME = 40;

export function ideaNameLimit(entry: Pick<FeedEntry, 'type' | 'subType'>): number {
  const long = (entry.type === 'idea' && entry.subType === 'accepted') || (entry.type === 'feedback' && entry.subType === 'recieved');
  return long ? LONG_NAME : SHORT_NAME;
}

/** The first `max` characters and an ellipsis, or the name itself when it fits. Counts characters, not UTF-16 units, so an emoji is never split. */
export function truncateName(name: string, max: number): string {
  const characters = [...name];
  return characters.length <= max ? name : `${characters.slice(0, max).join('').trimEnd()}…`;
}

/** "type.subType" for each pair of spec 1 §3: each has its own sentence. */
export type NotificationKindKey = { [T in NotificationType]: `${T}.${(typeof NOTIFICATION_SUBTYPES)[T][number]}` }[NotificationType];

/** The entry's pair, or null for one this client has no sentence for (written by a newer server). */
export function notificationKindKey(entry: Pick<FeedEntry, 'type' | 'subType'>): NotificationKindKey | null {
  const known: readonly string[] = NOTIFICATION_SUBTYPES[entry.type];
  // The cast joins two checked halves: TypeScript cannot correlate them itself.
  return known.includes(entry.subType) ? (`${entry.type}.${entry.subType}` as NotificationKindKey) : null;
}

/** Where an entry leads: the idea, the campaign's people (requests and joiners, for its coaches) or its brief. */
export type NotificationTarget =
  | { to: '/ideas/$guid'; params: { guid: string } }
  | { to: '/coach/campaigns/$slug/people'; params: { slug: string } }
  | { to: '/coach/campaigns/$slug/brief'; params: { slug: string } };

export function notificationTarget(entry: Pick<FeedEntry, 'type' | 'subType' | 'data'>): NotificationTarget | null {
  const { ideaGuid, campaignSlug } = entry.data;
  if ((entry.type === 'idea' || entry.type === 'feedback') && ideaGuid) return { to: '/ideas/$guid', params: { guid: ideaGuid } };
  if (!campaignSlug) return null;
  if (entry.type === 'campaign' && (entry.subType === 'approved' || entry.subType === 'pending')) return { to: '/coach/campaigns/$slug/people', params: { slug: campaignSlug } };
  return { to: '/coach/campaigns/$slug/brief', params: { slug: campaignSlug } };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Older than this, a date reads better than "12 days ago". */
const RELATIVE_UNTIL = 7 * DAY;

/** "just now", "5 minutes ago", "yesterday" for the last week, then D MMM YYYY ("1 Oct 2026", "1 okt. 2026"). */
export function formatNotificationTime(date: Date, now: Date, language: string): string {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed >= RELATIVE_UNTIL) {
    return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
  }
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (elapsed < MINUTE) return relative.format(0, 'second');
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  return relative.format(-Math.floor(elapsed / DAY), 'day');
}

/** The bell shows at most two digits. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
