import { createRoute } from '@tanstack/react-router';
import { authSearch } from '../features/auth/auth-search';
import { rootRoute } from './root';

export const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  validateSearch: authSearch,
}).lazy(() => import('./signup.lazy').then((d) => d.Route));
