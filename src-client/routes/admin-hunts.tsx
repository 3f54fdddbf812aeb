import { createRoute } from '@tanstack/react-router';
import { huntsSearch } from '../features/admin-hunts/hunts-search';
import { withAllTexts } from '../i18n';
import { organisationAdminRoute } from './organisation-admin';

export const adminHuntsRoute = createRoute({
  getParentRoute: () => organisationAdminRoute,
  path: 'hunts',
  validateSearch: huntsSearch,
}).lazy(() => withAllTexts(import('./admin-hunts.lazy')).then((d) => d.Route));
