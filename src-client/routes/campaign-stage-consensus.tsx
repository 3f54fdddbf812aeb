import { createRoute } from '@tanstack/react-router';
import { consensusSearch } from '#client/features/consensus/consensus-search.ts';
import { withAdminTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

// Coaches' and admins' screen: its texts come with the admin area's namespaces.
export const campaignStageConsensusRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaigns/$slug/stages/$stageGuid/consensus',
  validateSearch: consensusSearch,
}).lazy(() => withAdminTexts(import('./campaign-stage-consensus.lazy')).then((d) => d.Route));
