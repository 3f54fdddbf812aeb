import { Link } from '@tanstack/react-router';
import { Clock, Lightbulb, MessageSquare } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignCard as CampaignCardData } from '#client/trpc.ts';
import { CampaignCardImage } from './campaign-card-image';
import { campaignBadge, timeLeftText, type CampaignBadge } from './campaign-text';

const badgeTones: Record<CampaignBadge, string> = {
  awaitingApproval: 'bg-amber-100 text-amber-950',
  draft: 'bg-stone-200 text-stone-800',
  upcoming: 'bg-sky-100 text-sky-950',
  finished: 'bg-stone-800 text-white',
  featured: 'bg-action text-on-action',
};

export function CampaignBadgeLabel({ badge, id, className = '' }: { badge: CampaignBadge; id?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <span id={id} className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-xs ${badgeTones[badge]} ${className}`}>
      {t(`campaign.badge.${badge}`)}
    </span>
  );
}

/**
 * A dashboard card (spec 1 §2): picture, name, counts, time left and a badge. The whole card
 * links to the brief, except while a coach has yet to approve the viewer: then it is dimmed,
 * not a link, and says so. The link is the name alone, stretched over the card: its accessible
 * name is then exactly its visible text, and the badge and numbers describe it.
 */
export function CampaignCard({ card }: { card: CampaignCardData }) {
  const { t } = useTranslation();
  const id = useId();
  const badge = campaignBadge(card);
  const describedBy = badge ? `${id}-badge ${id}-stats` : `${id}-stats`;
  const stretched = 'after:absolute after:inset-0 after:content-[""] focus-visible:outline-none';
  let name: ReactNode;
  if (card.awaitingApproval) {
    name = (
      <span role="link" aria-disabled="true" aria-describedby={describedBy} className="text-stone-600">
        {card.name}
      </span>
    );
  } else if (card.phase === 'draft') {
    // A draft is still being written: its card opens the wizard, not the brief.
    name = (
      <Link to="/coach/campaigns/$slug/edit" params={{ slug: card.slug }} aria-describedby={describedBy} className={stretched}>
        {card.name}
      </Link>
    );
  } else {
    name = (
      <Link to="/coach/campaigns/$slug/brief" params={{ slug: card.slug }} aria-describedby={describedBy} className={stretched}>
        {card.name}
      </Link>
    );
  }
  const box = 'relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xs';
  const look = card.awaitingApproval
    ? 'cursor-not-allowed'
    : // The ring the link would draw around the name goes around the whole card instead.
      'transition-shadow hover:border-stone-300 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-link';

  return (
    <div className={`${box} ${look}`}>
      <div className="relative">
        <CampaignCardImage url={card.thumbnail?.url ?? null} name={card.name} dimmed={card.awaitingApproval} />
        {badge ? <CampaignBadgeLabel id={`${id}-badge`} badge={badge} className="absolute top-3 left-3" /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="text-lg leading-snug font-semibold break-words">{name}</h3>
        <ul id={`${id}-stats`} className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
          <li className="inline-flex items-center gap-1.5">
            <Lightbulb aria-hidden="true" className="size-4 text-stone-400" />
            {t('campaign.ideas', { count: card.ideaCount })}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <MessageSquare aria-hidden="true" className="size-4 text-stone-400" />
            {t('campaign.feedback', { count: card.feedbackCount })}
          </li>
          {/* A finished campaign's badge says so: "0 hours left" beside it would say it twice, oddly. */}
          {card.phase === 'finished' ? null : (
            <li className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 text-stone-400" />
              {timeLeftText(card.timeLeft, (key, options) => t(key, options))}
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}

/** Stand-ins while the dashboard loads, the shape of real cards. */
export function CampaignCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <div className="h-[168px] bg-stone-200" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-5 w-3/4 rounded bg-stone-200" />
        <div className="h-4 w-full rounded bg-stone-100" />
      </div>
    </div>
  );
}
