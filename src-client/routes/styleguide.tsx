import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';

export const styleguideRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/styleguide',
}).lazy(() => import('./styleguide.lazy').then((d) => d.Route));
