import { AppError } from '../../http/app-error';
import type { UserRow } from '../identity/users/find-user';

/** Who may have a third-party identity bound: not a disabled account, not staff (their sign-in keeps its second factor). */
export function assertBindable(user: UserRow): void {
  if (user.status === 'foriben') throw new AppError('accountDisabled');
  if (user.role === 'staff') throw new AppError('staffThirdPartyRefused');
}
