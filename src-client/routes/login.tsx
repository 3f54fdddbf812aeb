import { createRoute } from '@tanstack/react-router';
import { authSearch } from '../features/auth/auth-search';
import { withAllTexts } from '../i18n';
import { rootRoute } from './root';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: authSearch,
}).lazy(() => withAllTexts(import('./login.lazy')).then((d) => d.Route));
