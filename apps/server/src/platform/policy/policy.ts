import { staffPermissionLabels, type StaffPermission, type UserType } from '@wardline/contract';
import { AppError } from '../../http/app-error';

/**
 * Who asks, as every domain policy sees it: a visitor (null), a user, or staff with the
 * permissions their account holds (empty for everyone else).
 */
export type PolicyActor = {
  id: number;
  role: 'user' | 'staff';
  usertype: UserType | null;
  permissions: ReadonlySet<StaffPermission>;
} | null;

/**
 * A policy's answer: nothing (allowed) or the refusal to throw, already the right one
 * (403 with the missing permission named, 404 where the row's existence must not leak,
 * 409 for a state that does not allow it).
 */
export type Refusal = AppError | null;

/** Staff holding `permission`. */
export function holds(actor: PolicyActor, permission: StaffPermission): boolean {
  return actor?.role === 'staff' && actor.permissions.has(permission);
}

/** 403 naming the permission in the caller's language. */
export function missingPermission(permission: StaffPermission): AppError {
  return new AppError('staffPermissionMissing', [], { permission: staffPermissionLabels[permission] });
}

/** The first of several permissions the actor lacks, as a refusal; null when staff hold all of them. */
export function requirePermissions(actor: PolicyActor, ...permissions: StaffPermission[]): Refusal {
  if (actor?.role !== 'staff') return new AppError('forbidden');
  const missing = permissions.find((p) => !actor.permissions.has(p));
  return missing ? missingPermission(missing) : null;
}

/** Throws a policy's refusal. */
export function enforce(refusal: Refusal): void {
  if (refusal) throw refusal;
}
