import { createRoute } from '@tanstack/react-router';
import { authSearchSchema } from '../features/auth/auth-search';
import { rootRoute } from './root';

export const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  validateSearch: authSearchSchema,
}).lazy(() => import('./signup.lazy').then((d) => d.Route));
