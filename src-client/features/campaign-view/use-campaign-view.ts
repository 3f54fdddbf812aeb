import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { trpc } from '../../trpc';
import type { CampaignTabKey } from './campaign-tabs';

/**
 * The campaign of a tab page (campaign.bySlug, the query the brief reads too). A non-member of a
 * brief-only campaign is sent on to the brief (spec 1 §2); `leaving` is true until that happens,
 * so the page shows nothing of the tab meanwhile.
 */
export function useCampaignView(slug: string, tab: CampaignTabKey) {
  const campaign = trpc.campaign.bySlug.useQuery({ slug });
  const navigate = useNavigate();
  const leaving = tab !== 'brief' && campaign.data !== undefined && !campaign.data.abilities.tabs;

  useEffect(() => {
    if (leaving) void navigate({ to: '/coach/campaigns/$slug/brief', params: { slug }, replace: true });
  }, [leaving, navigate, slug]);

  return { campaign, leaving };
}
