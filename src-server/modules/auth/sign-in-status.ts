import { AppError } from '#server/errors/app-error.ts';
import type { User } from '#server/entities/user.entity.ts';

/** Blocked accounts and those waiting to be deleted are refused a new session, with the reason. */
export function assertMaySignIn(status: User['status']): void {
  if (status === 'blocked') throw new AppError('user-blocked');
  if (status === 'pendingDelete') throw new AppError('account-pending-deletion');
}
