import { createRoute } from '@tanstack/react-router';
import { authSearch } from '../features/auth/auth-search';
import { rootRoute } from './root';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: authSearch,
}).lazy(() => import('./login.lazy').then((d) => d.Route));
