import { hasOrgAdminRights, isOrgMember, isSuperAdmin, type ViewerRoles } from './permissions';
import type { ErrorCode } from './errors';
import type { PrivacySetting } from './schemas/campaign';

/** Spec 2 §9: a hunt lasts 4 weeks unless told otherwise; premium or admin may plan 5 years. */
export const DEFAULT_CAMPAIGN_DAYS = 28;
export const STANDARD_MAX_CAMPAIGN_DAYS = 28;
export const EXTENDED_MAX_CAMPAIGN_YEARS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

export function defaultEndDate(start: Date): Date {
  return new Date(start.getTime() + DEFAULT_CAMPAIGN_DAYS * DAY_MS);
}

/** The latest end a campaign starting at `start` may have. */
export function latestEndDate(start: Date, canExtend: boolean): Date {
  if (!canExtend) return new Date(start.getTime() + STANDARD_MAX_CAMPAIGN_DAYS * DAY_MS);
  const latest = new Date(start);
  latest.setUTCFullYear(latest.getUTCFullYear() + EXTENDED_MAX_CAMPAIGN_YEARS);
  return latest;
}

function startOfUtcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

export interface CampaignDates {
  startDate: Date;
  endDate: Date;
}

/** A campaign's stored dates, and whether it was submitted: only a live campaign can have started. */
export interface SavedCampaignDates extends CampaignDates {
  live: boolean;
}

/**
 * Two dates on the same calendar day (UTC). The wizard picks days, while a stored date may carry
 * a time of day (seeded and API-made campaigns): a day sent back as it was is no change.
 */
export function isSameCampaignDay(a: Date, b: Date): boolean {
  return startOfUtcDay(a) === startOfUtcDay(b);
}

/**
 * The date rules of spec 2 §4–§5. `saved` is the stored campaign when editing: once live and
 * started its start is fixed, and so is its end unless the editor may extend (premium or admin).
 * Dates left on their stored days are not judged again against the editor's limit: an end an
 * admin extended stands when a coach saves or submits without moving it. Answers the field
 * errors, empty when the dates are fine.
 */
export function checkCampaignDates(
  dates: CampaignDates,
  options: { now: Date; canExtend: boolean; saved?: SavedCampaignDates },
): Partial<Record<keyof CampaignDates, ErrorCode>> {
  const { now, canExtend, saved } = options;
  const errors: Partial<Record<keyof CampaignDates, ErrorCode>> = {};
  const startKept = saved !== undefined && isSameCampaignDay(dates.startDate, saved.startDate);
  const endKept = saved !== undefined && isSameCampaignDay(dates.endDate, saved.endDate);
  const started = saved !== undefined && saved.live && saved.startDate.getTime() <= now.getTime();
  if (started) {
    if (!startKept) errors.startDate = 'START_DATE_LOCKED';
    if (!endKept && !canExtend) errors.endDate = 'END_DATE_LOCKED';
  } else if (startOfUtcDay(dates.startDate) < startOfUtcDay(now)) {
    errors.startDate = 'START_DATE_IN_PAST';
  }
  if (!errors.endDate) {
    if (dates.endDate.getTime() <= dates.startDate.getTime()) errors.endDate = 'END_BEFORE_START';
    else if (!(startKept && endKept) && dates.endDate.getTime() > latestEndDate(dates.startDate, canExtend).getTime()) errors.endDate = 'END_DATE_TOO_FAR';
  }
  return errors;
}

export interface SiteFeatures {
  premium: boolean;
  featureSemiPublicHunts: boolean;
}

/** Privacy settings a site offers (spec 2 §4): internal and private need premium; semi-public its flag. */
export function availablePrivacySettings(site: SiteFeatures): PrivacySetting[] {
  const settings: PrivacySetting[] = ['public'];
  if (site.premium) settings.push('internal');
  if (site.featureSemiPublicHunts) settings.push('semi-public');
  if (site.premium) settings.push('private');
  return settings;
}

export interface PrivacyFlags {
  privacySetting: PrivacySetting;
  requireCoachApproval: boolean;
  useCustomMailHeader: boolean;
  showOnLandingPage: boolean;
  featured: boolean;
}

/**
 * Choosing a privacy setting resets the flags tied to the previous one (spec 2 §4): approval and
 * the custom mail header always; internal and private also leave the landing page; private also
 * stops being featured.
 */
export function applyPrivacySetting(flags: PrivacyFlags, privacySetting: PrivacySetting): PrivacyFlags {
  if (flags.privacySetting === privacySetting) return flags;
  const hidden = privacySetting === 'internal' || privacySetting === 'private';
  return {
    privacySetting,
    requireCoachApproval: false,
    useCustomMailHeader: false,
    showOnLandingPage: hidden ? false : flags.showOnLandingPage,
    featured: privacySetting === 'private' ? false : flags.featured,
  };
}

/**
 * What a privacy setting rules out, whatever a save sends (the wizard disables these, the server
 * holds them): a private campaign is never featured; an internal or private one never shows on
 * the landing page.
 */
export function withPrivacyLimits<T extends PrivacyFlags>(flags: T): T {
  const hidden = flags.privacySetting === 'internal' || flags.privacySetting === 'private';
  return { ...flags, featured: flags.privacySetting === 'private' ? false : flags.featured, showOnLandingPage: hidden ? false : flags.showOnLandingPage };
}

/** Who may create a campaign (spec 2 §6): with limit{product}Creation on, only members and admins. */
export function canCreateCampaign(viewer: ViewerRoles | null, site: { limitHuntCreation: boolean }): boolean {
  if (!viewer || viewer.status !== 'active') return false;
  if (!site.limitHuntCreation) return true;
  return isSuperAdmin(viewer) || hasOrgAdminRights(viewer) || isOrgMember(viewer);
}

/** Premium or admin: who may plan long campaigns and move a started campaign's end. */
export function canExtendCampaigns(viewer: ViewerRoles, site: { premium: boolean }): boolean {
  return site.premium || hasOrgAdminRights(viewer);
}

export type CampaignPhase = 'draft' | 'upcoming' | 'active' | 'finished';

export function campaignPhase(campaign: { active: boolean; startDate: Date; endDate: Date }, now: Date): CampaignPhase {
  if (!campaign.active) return 'draft';
  if (now.getTime() < campaign.startDate.getTime()) return 'upcoming';
  if (now.getTime() < campaign.endDate.getTime()) return 'active';
  return 'finished';
}

export interface TimeLeft {
  unit: 'days' | 'hours' | 'minutes';
  value: number;
}

/** A campaign card's time left (spec 1 §2): days, else hours, else minutes; past the end, 0h. */
export function timeLeft(endDate: Date, now: Date): TimeLeft {
  const ms = endDate.getTime() - now.getTime();
  if (ms <= 0) return { unit: 'hours', value: 0 };
  const days = Math.floor(ms / DAY_MS);
  if (days >= 1) return { unit: 'days', value: days };
  const hours = Math.floor(ms / (60 * 60 * 1000));
  if (hours >= 1) return { unit: 'hours', value: hours };
  return { unit: 'minutes', value: Math.max(1, Math.floor(ms / 60_000)) };
}
