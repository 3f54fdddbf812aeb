import { createRoute } from '@tanstack/react-router';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

/** The three profile screens come in one download: one more entry in the start page's list of pages, not three. */
const profilePages = () => withAllTexts(import('./profile.lazy'));

/** The signed-in user's own profile (spec 3 §2 /profile). */
export const profileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile',
}).lazy(() => profilePages().then((d) => d.ownProfileLazy));

/** Editing one's own profile, and leaving the site (spec 3 §2 /profile/edit). */
export const profileEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/profile/edit',
}).lazy(() => profilePages().then((d) => d.profileEditLazy));

/** Anyone's public profile on this site (spec 3 §2 /user/{guid}), for anyone. */
export const userProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user/$guid',
}).lazy(() => profilePages().then((d) => d.userProfileLazy));
