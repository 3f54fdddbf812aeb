import { feedbackVisibilities } from '#shared/schemas/campaign.ts';
import { feedbackReaders } from '#server/modules/feedback/feedback.policy.ts';

/**
 * The field names legacy clients read (spec 1 §3), added beside ours wherever an answer carries
 * the field under our name: one pass over every façade answer, so no route can forget them.
 */

export interface SpecNameOptions {
  now?: Date;
  /** The site's address (siteAddress), which makes a permaLink the absolute shortLink. */
  baseUrl?: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** Days, hours and minutes left (spec 1 §3 daysLeft, hoursLeft, minutesLeft), each the part of the rest, never negative. */
export function timeLeftParts(endDate: Date, now: Date): { daysLeft: number; hoursLeft: number; minutesLeft: number } {
  const minutes = Math.max(0, Math.floor((endDate.getTime() - now.getTime()) / 60_000));
  return { daysLeft: Math.floor(minutes / (24 * 60)), hoursLeft: Math.floor(minutes / 60) % 24, minutesLeft: minutes % 60 };
}

function isFeedbackVisibility(value: unknown): value is (typeof feedbackVisibilities)[number] {
  return feedbackVisibilities.some((visibility) => visibility === value);
}

function withSpecNames(record: Record<string, unknown>, options: Required<Pick<SpecNameOptions, 'now'>> & SpecNameOptions): Record<string, unknown> {
  const { now } = options;
  const renamed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) renamed[key] = specNames(value, options);
  if ('parentGuid' in record && !('parentGUID' in record)) renamed.parentGUID = record.parentGuid;
  // Spec 1 §3 Idea votes: the upvote count, under the name legacy lists read it by.
  if ('totalUpvoteCount' in record && !('votes' in record)) renamed.votes = record.totalUpvoteCount;
  // Spec 1 §3 shortLink: the permaLink as a whole address on the site's own host, to share outside it.
  if (options.baseUrl && typeof record.permaLink === 'string' && record.permaLink.startsWith('/') && !('shortLink' in record)) renamed.shortLink = `${options.baseUrl}${record.permaLink}`;
  // Spec 1 §3 Campaign icon (spec 2 §3: an image URL): a campaign's one picture.
  if ('slug' in record && 'thumbnail' in record && !('icon' in record)) renamed.icon = (record.thumbnail as { url?: unknown } | null)?.url ?? null;
  // Spec 1 §3 Campaign settings: canViewTrustedFeedback{key, value: role list}.
  if (isFeedbackVisibility(record.canViewTrustedFeedback)) renamed.canViewTrustedFeedback = { key: record.canViewTrustedFeedback, value: [...feedbackReaders(record.canViewTrustedFeedback)] };
  if ('timeLeft' in record && !('daysLeft' in record)) {
    const endDate = record.endDate instanceof Date ? record.endDate : typeof record.endDate === 'string' ? new Date(record.endDate) : null;
    if (endDate && !Number.isNaN(endDate.getTime())) Object.assign(renamed, timeLeftParts(endDate, now));
  }
  return renamed;
}

/** A façade answer with the spec's names beside ours, at any depth. */
export function specNames(value: unknown, options: SpecNameOptions = {}): unknown {
  const withNow = { ...options, now: options.now ?? new Date() };
  if (Array.isArray(value)) return value.map((item) => specNames(item, withNow));
  return isPlainObject(value) ? withSpecNames(value, withNow) : value;
}

