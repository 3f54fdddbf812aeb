import { createRoute } from '@tanstack/react-router';
import { searchReader, textParam } from '../search-params';
import { rootRoute } from './root';

export const coachRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach',
  validateSearch: searchReader({ msg: textParam() }),
}).lazy(() => import('./coach.lazy').then((d) => d.Route));
