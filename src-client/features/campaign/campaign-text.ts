import type { CampaignPhase, TimeLeft } from '#shared/campaign-rules.ts';

/** The i18n key of a card's "time left" (spec 1 §2): days, else hours, else minutes; the count picks the plural. */
export function timeLeftKey(timeLeft: TimeLeft): 'campaign.timeLeft.days' | 'campaign.timeLeft.hours' | 'campaign.timeLeft.minutes' {
  switch (timeLeft.unit) {
    case 'days':
      return 'campaign.timeLeft.days';
    case 'hours':
      return 'campaign.timeLeft.hours';
    case 'minutes':
      return 'campaign.timeLeft.minutes';
  }
}

/** What a card's time left says: past the end it is 0 hours, whatever the server sent. */
export function timeLeftText(timeLeft: TimeLeft, t: (key: ReturnType<typeof timeLeftKey>, options: { count: number }) => string): string {
  const count = Math.max(0, Math.floor(timeLeft.value));
  return t(count === 0 ? 'campaign.timeLeft.hours' : timeLeftKey(timeLeft), { count });
}

export type CampaignBadge = 'awaitingApproval' | 'draft' | 'upcoming' | 'finished' | 'featured';

/** The one badge a campaign card wears: waiting for a coach first, then its phase; a plain running campaign has none. */
export function campaignBadge(card: { phase: CampaignPhase; featured: boolean; awaitingApproval: boolean }): CampaignBadge | null {
  if (card.awaitingApproval) return 'awaitingApproval';
  if (card.phase === 'draft') return 'draft';
  if (card.phase === 'upcoming') return 'upcoming';
  if (card.phase === 'finished') return 'finished';
  return card.featured ? 'featured' : null;
}

/**
 * Campaign dates in the long localized format (spec 1 §9): "22 November 2026", "22 november 2026".
 * English is written day first, as the organisations using the product do.
 */
export function formatCampaignDate(date: Date, language: string, timeZone?: string): string {
  const locale = language === 'en' ? 'en-GB' : language;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', ...(timeZone ? { timeZone } : {}) }).format(date);
}
