import { createRoute } from '@tanstack/react-router';
import { withAdminTexts } from '#client/i18n.ts';
import { integerParam, searchReader, textParam } from '#client/search-params.ts';
import { organisationAdminRoute } from './organisation-admin';

/** ?page is 1-based (spec 2 §2); page 1 and an empty search stay out of the URL. */
const filesSearch = searchReader({
  page: integerParam(1),
  search: textParam(200, { trim: true }),
});

export const adminFilesRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'files',
  validateSearch: filesSearch,
}).lazy(() => withAdminTexts(import('./admin-files.lazy')).then((d) => d.Route));
