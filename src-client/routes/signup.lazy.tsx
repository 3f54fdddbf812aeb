import { createLazyRoute } from '@tanstack/react-router';
import { AuthChoicePage } from '#client/features/auth/auth-choice-page.tsx';
import { signupRoute } from './signup';

export const Route = createLazyRoute(signupRoute.id)({ component: SignupPage });

function SignupPage() {
  const { redirect } = signupRoute.useSearch();
  return <AuthChoicePage kind="signup" redirect={redirect} />;
}
