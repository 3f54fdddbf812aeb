import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

/** The idea form without a campaign (spec 1 §2 /new-idea): the campaign is chosen first. */
export const newIdeaPickerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/new-idea',
}).lazy(() => withAllTexts(import('./new-idea.lazy')).then((d) => d.Route));
