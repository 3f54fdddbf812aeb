import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { redirectPathSchema } from '../../src-shared/schemas/common';
import { rootRoute } from './root';

export const campaignBriefRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coach/campaigns/$slug/brief',
  // Where a joiner waiting for approval goes next (spec 1 §4); only paths on this site.
  validateSearch: z.object({ redirect: redirectPathSchema.optional().catch(undefined) }),
}).lazy(() => import('./campaign-brief.lazy').then((d) => d.Route));
