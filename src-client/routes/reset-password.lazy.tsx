import { createLazyRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { resetPasswordRoute } from './reset-password';

export const Route = createLazyRoute(resetPasswordRoute.id)({ component: ResetPasswordRouteComponent });

function ResetPasswordRouteComponent() {
  const { token } = resetPasswordRoute.useParams();
  const { redirect } = resetPasswordRoute.useSearch();
  return <ResetPasswordPage token={token} redirect={redirect} />;
}
