import { createRoute } from '@tanstack/react-router';
import { AuthChoicePage } from '../features/auth/auth-choice-page';
import { authSearchSchema } from '../features/auth/auth-search';
import { rootRoute } from './root';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: authSearchSchema,
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = loginRoute.useSearch();
  return <AuthChoicePage kind="login" redirect={redirect} />;
}
