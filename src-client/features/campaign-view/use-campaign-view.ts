import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { trpc } from '#client/trpc.ts';
import type { CampaignTabKey } from './campaign-tabs';

/**
 * The campaign of a tab page (campaign.bySlug, the query the brief reads too). A non-member of a
 * brief-only campaign is sent on to the brief (spec 1 §2); `leaving` is true until that happens,
 * so the page shows nothing of the tab meanwhile.
 */
export function useCampaignView(slug: string, tab: CampaignTabKey) {
  const campaign = trpc.campaign.bySlug.useQuery({ slug });
  const navigate = useNavigate();
  // A member who joined without accepting the campaign's agreement accepts it first (spec 1 §7 brief redirect).
  const toAgreement = campaign.data?.mustAcceptAgreement === true;
  const leaving = toAgreement || (tab !== 'brief' && campaign.data !== undefined && !campaign.data.abilities.tabs);

  useEffect(() => {
    if (toAgreement) void navigate({ to: '/coach/campaigns/$slug/agreement', params: { slug }, replace: true });
    else if (leaving) void navigate({ to: '/coach/campaigns/$slug/brief', params: { slug }, replace: true });
  }, [toAgreement, leaving, navigate, slug]);

  return { campaign, leaving };
}
