import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';

export const campaignLeaderboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaigns/$slug/leaderboard',
}).lazy(() => import('./campaign-leaderboard.lazy').then((d) => d.Route));
