import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { organisationAdminRoute } from './organisation-admin';

/** ?page is 1-based (spec 2 §2); page 1 and an empty search stay out of the URL. */
const filesSearch = z.object({
  page: z.number().int().min(1).optional().catch(undefined),
  search: z.string().trim().max(200).optional().catch(undefined),
});

export const adminFilesRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'files',
  validateSearch: filesSearch,
}).lazy(() => import('./admin-files.lazy').then((d) => d.Route));
