import { AppError } from '../../errors/app-error';
import type { User } from '../user/user.entity';

/** Blocked accounts and those waiting to be deleted are refused a new session, with the reason. */
export function assertMaySignIn(status: User['status']): void {
  if (status === 'blocked') throw new AppError('user-blocked');
  if (status === 'pendingDelete') throw new AppError('account-pending-deletion');
}
