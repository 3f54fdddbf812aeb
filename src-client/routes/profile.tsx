import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '../i18n';
import { rootRoute } from './root';

/** The signed-in user's own profile (spec 3 §2 /profile). */
export const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile',
}).lazy(() => withAllTexts(import('./profile.lazy')).then((d) => d.Route));
