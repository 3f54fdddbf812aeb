import { createRoute } from '@tanstack/react-router';
import { authSearch } from '#client/features/auth/auth-search.ts';
import { withAllTexts } from '#client/i18n.ts';
import { rootRoute } from './root';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: authSearch,
}).lazy(() => withAllTexts(import('./login.lazy')).then((d) => d.Route));
