import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '../i18n';
import { rootRoute } from './root';

/** Anyone's public profile on this site (spec 3 §2 /user/{guid}), for anyone. */
export const userProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user/$guid',
}).lazy(() => withAllTexts(import('./user-profile.lazy')).then((d) => d.Route));
