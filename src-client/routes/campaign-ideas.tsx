import { createRoute } from '@tanstack/react-router';
import { ideasSearch } from '#client/features/ideas/ideas-search.ts';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

export const campaignIdeasRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaigns/$slug',
  // ?sort and ?page (spec 1 §2, §9); unknown values drop out and the server's default applies.
  validateSearch: ideasSearch,
}).lazy(() => withAllTexts(import('./campaign-ideas.lazy')).then((d) => d.Route));
