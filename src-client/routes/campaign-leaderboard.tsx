import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

export const campaignLeaderboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaigns/$slug/leaderboard',
}).lazy(() => withAllTexts(import('./campaign-leaderboard.lazy')).then((d) => d.Route));
