import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

/** Campaigns related to a tag (spec 1 §2: /tag/{tagslug}), for anyone. */
export const tagRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tag/$tagslug',
}).lazy(() => withAllTexts(import('./tag.lazy')).then((d) => d.Route));
