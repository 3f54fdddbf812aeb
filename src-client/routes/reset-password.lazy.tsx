import { createLazyRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '#client/features/auth/reset-password-page.tsx';
import { resetPasswordRoute } from './reset-password';

export const Route = createLazyRoute(resetPasswordRoute.id)({ component: ResetPasswordRouteComponent });

function ResetPasswordRouteComponent() {
  const { token } = resetPasswordRoute.useParams();
  const { redirect } = resetPasswordRoute.useSearch();
  return <ResetPasswordPage token={token} redirect={redirect} />;
}
