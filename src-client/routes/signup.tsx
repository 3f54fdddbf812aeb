import { createRoute } from '@tanstack/react-router';
import { authSearch } from '../features/auth/auth-search';
import { withAllTexts } from '../i18n';
import { rootRoute } from './root';

export const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  validateSearch: authSearch,
}).lazy(() => withAllTexts(import('./signup.lazy')).then((d) => d.Route));
