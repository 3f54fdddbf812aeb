import { createRoute } from '@tanstack/react-router';
import { authSearch } from '#client/features/auth/auth-search.ts';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

export const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  validateSearch: authSearch,
}).lazy(() => withAllTexts(import('./signup.lazy')).then((d) => d.Route));
