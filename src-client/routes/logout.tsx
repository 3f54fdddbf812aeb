import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';

export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
}).lazy(() => import('./logout.lazy').then((d) => d.Route));
