import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { rootRoute } from './root';

/** ?pendinginvitation=… marks a visit from a co-author invitation (spec 1 §2); its value is not needed. */
const ideaSearchSchema = z.object({ pendinginvitation: z.string().optional().catch(undefined) });

/** The idea view (spec 1 §2 /ideas/{guid}), for anyone the campaign's privacy admits. */
export const ideaRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ideas/$guid',
  validateSearch: ideaSearchSchema,
}).lazy(() => import('./idea.lazy').then((d) => d.Route));
