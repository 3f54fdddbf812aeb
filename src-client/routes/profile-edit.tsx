import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '../i18n';
import { rootRoute } from './root';

/** Editing one's own profile, and leaving the site (spec 3 §2 /profile/edit). */
export const profileEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile/edit',
}).lazy(() => withAllTexts(import('./profile-edit.lazy')).then((d) => d.Route));
