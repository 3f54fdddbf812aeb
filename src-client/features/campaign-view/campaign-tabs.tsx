import { Link, type LinkProps } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignView } from '#client/trpc.ts';

/** The campaign view's routes: the tab targets, all taking the campaign's slug. */
type CampaignTabPath = Extract<NonNullable<LinkProps['to']>, '/coach/campaigns/$slug' | `/coach/campaigns/$slug/${string}`>;

/** The spec's tabs (spec 2 §1), whether or not their screen exists yet. */
export type CampaignTabKey = 'brief' | 'ideas' | 'roadmap' | 'contributors' | 'people' | 'statistics' | 'duplicates' | 'stages';

export interface CampaignTab {
  key: CampaignTabKey;
  labelKey: ParseKeys;
  to: CampaignTabPath;
  /** Whether this viewer gets the tab; the server refuses the page to the others anyway. */
  visible: (campaign: CampaignView) => boolean;
}

/**
 * The tabs of the campaign view, in the spec's order (spec 2 §1): Brief, Ideas, Contributors,
 * People, Statistics; then Roadmap beside Ideas (issue 34), Possible duplicates (issue 23) and Stages (issue 33).
 */
export const campaignTabs: readonly CampaignTab[] = [
  { key: 'brief', labelKey: 'brief.tabBrief', to: '/coach/campaigns/$slug/brief', visible: () => true },
  { key: 'ideas', labelKey: 'ideas.tab', to: '/coach/campaigns/$slug', visible: (campaign) => campaign.abilities.tabs },
  // Not one of the spec's tabs: issue 34's roadmap, the ideas by status, for whoever sees the ideas.
  { key: 'roadmap', labelKey: 'roadmap.tab', to: '/coach/campaigns/$slug/roadmap', visible: (campaign) => campaign.abilities.tabs },
  { key: 'contributors', labelKey: 'leaderboard.tab', to: '/coach/campaigns/$slug/leaderboard', visible: (campaign) => campaign.abilities.tabs },
  { key: 'people', labelKey: 'brief.tabPeople', to: '/coach/campaigns/$slug/people', visible: (campaign) => campaign.abilities.tabs && campaign.abilities.managePeople },
  { key: 'statistics', labelKey: 'statistics.tab', to: '/coach/campaigns/$slug/statistics', visible: (campaign) => campaign.abilities.viewStatistics },
  // Not one of the spec's tabs: issue 23's review of possible duplicates, for coaches.
  { key: 'duplicates', labelKey: 'duplicates.tab', to: '/coach/campaigns/$slug/duplicates', visible: (campaign) => campaign.abilities.reviewDuplicates },
  // Not one of the spec's tabs either: issue 33's pipeline of stages, for coaches.
  { key: 'stages', labelKey: 'stages.tab', to: '/coach/campaigns/$slug/stages', visible: (campaign) => campaign.abilities.manageStages },
];

/** The tabs this viewer sees; non-members of a brief-only campaign get the brief alone (spec 1 §2). */
export function visibleCampaignTabs(campaign: CampaignView): CampaignTab[] {
  if (!campaign.abilities.tabs) return campaignTabs.filter((tab) => tab.key === 'brief');
  return campaignTabs.filter((tab) => tab.visible(campaign));
}

/**
 * The campaign view's tab bar: links (each tab is its own page, so they are navigation, not an
 * ARIA tablist), the current one marked with aria-current. On a narrow screen the row scrolls
 * sideways and starts with the current tab in view.
 */
export function CampaignTabs({ campaign, className = '' }: { campaign: CampaignView; className?: string }) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const tabs = visibleCampaignTabs(campaign);

  useEffect(() => {
    const scroller = list.current;
    const current = scroller?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!scroller || !current) return;
    const overflowsRight = current.offsetLeft + current.offsetWidth > scroller.scrollLeft + scroller.clientWidth;
    if (overflowsRight || current.offsetLeft < scroller.scrollLeft) scroller.scrollLeft = current.offsetLeft - 16;
  }, []);

  return (
    <nav aria-label={t('brief.tabs')} className={`border-b border-stone-200 ${className}`}>
      <ul ref={list} className="relative -mb-px flex gap-1 overflow-x-auto [scrollbar-width:thin]">
        {tabs.map((tab) => (
          <li key={tab.key} className="shrink-0">
            <Link
              to={tab.to}
              params={{ slug: campaign.slug }}
              // Exact: the Ideas tab's path is the start of every other tab's path.
              activeOptions={{ exact: true, includeSearch: false }}
              className={
                'inline-flex min-h-11 items-center border-b-2 border-transparent px-4 text-sm font-semibold whitespace-nowrap text-stone-600 ' +
                'rounded-t-md hover:border-stone-300 hover:text-stone-900 focus-visible:outline-offset-[-2px] ' +
                'aria-[current=page]:border-primary aria-[current=page]:text-stone-900'
              }
            >
              {t(tab.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
