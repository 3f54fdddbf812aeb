import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { rootRoute } from './root';

export const coachRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach',
  validateSearch: z.object({ msg: z.string().optional().catch(undefined) }),
}).lazy(() => import('./coach.lazy').then((d) => d.Route));
