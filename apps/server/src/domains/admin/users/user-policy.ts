import { AppError } from '../../../http/app-error';
import { holds, missingPermission, requirePermissions, type PolicyActor, type Refusal } from '../../../platform/policy/policy';

/** What staff do to accounts in the console. */
export type UserAdminAction = 'list' | 'read' | 'disable' | 'enable' | 'endSessions' | 'resetTotp' | 'editPermissions';

/** The account acted on: its id and whether it is staff. */
export type UserTarget = { id: number; role: 'user' | 'staff' };

/**
 * The console's user policy. Finding and reading accounts takes user administration (or
 * staff administration, who must find colleagues); disabling or enabling an account takes
 * user administration, and staff administration too when the account is staff (so does
 * ending all of an account's sessions); resetting
 * a colleague's second factor or changing staff permissions takes staff administration.
 * Nobody disables, resets or re-permissions themselves: a stolen session cannot strip
 * its own second factor or lift its own rights.
 */
export function userAdminRefusal(actor: PolicyActor, action: UserAdminAction, target?: UserTarget): Refusal {
  if (actor?.role !== 'staff') return new AppError('forbidden');
  const self = target !== undefined && target.id === actor.id;
  switch (action) {
    case 'list':
    case 'read':
      return holds(actor, 'userAdministration') || holds(actor, 'staffAdministration') ? null : missingPermission('userAdministration');
    case 'disable':
    case 'enable':
      if (self) return new AppError('cannotDisableSelf');
      return requirePermissions(actor, 'userAdministration', ...(target?.role === 'staff' ? (['staffAdministration'] as const) : []));
    case 'endSessions':
      if (self) return new AppError('forbidden');
      return requirePermissions(actor, 'userAdministration', ...(target?.role === 'staff' ? (['staffAdministration'] as const) : []));
    case 'resetTotp':
      if (self) return new AppError('forbidden');
      return requirePermissions(actor, 'staffAdministration');
    case 'editPermissions':
      if (self) return new AppError('cannotChangeOwnPermissions');
      return requirePermissions(actor, 'staffAdministration') ?? (target && target.role !== 'staff' ? new AppError('stateConflict') : null);
  }
}
