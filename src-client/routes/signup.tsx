import { createRoute } from '@tanstack/react-router';
import { AuthChoicePage } from '../features/auth/auth-choice-page';
import { authSearchSchema } from '../features/auth/auth-search';
import { rootRoute } from './root';

export const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  validateSearch: authSearchSchema,
  component: SignupPage,
});

function SignupPage() {
  const { redirect } = signupRoute.useSearch();
  return <AuthChoicePage kind="signup" redirect={redirect} />;
}
