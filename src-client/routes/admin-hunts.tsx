import { createRoute } from '@tanstack/react-router';
import { huntsSearch } from '#client/features/admin-hunts/hunts-search.ts';
import { withAdminTexts } from '#client/i18n.ts';
import { organisationAdminRoute } from './organisation-admin';

export const adminHuntsRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'hunts',
  validateSearch: huntsSearch,
}).lazy(() => withAdminTexts(import('./admin-hunts.lazy')).then((d) => d.Route));
