import { createRoute } from '@tanstack/react-router';
import { authSearch } from '#client/features/auth/auth-search.ts';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

/** The page a password-reset mail links to (spec 3 §2); ?redirect= is where to go after logging in. */
export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/resetpassword/$token',
  validateSearch: authSearch,
}).lazy(() => withAllTexts(import('./reset-password.lazy')).then((d) => d.Route));
