import { createLazyRoute } from '@tanstack/react-router';
import { AuthChoicePage } from '../features/auth/auth-choice-page';
import { loginRoute } from './login';

export const Route = createLazyRoute(loginRoute.id)({ component: LoginPage });

function LoginPage() {
  const { redirect } = loginRoute.useSearch();
  return <AuthChoicePage kind="login" redirect={redirect} />;
}
