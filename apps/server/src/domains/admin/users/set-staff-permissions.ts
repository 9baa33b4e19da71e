import { and, eq, notInArray } from 'drizzle-orm';
import { STAFF_PERMISSIONS, type StaffPermission } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../platform/use-case';
import { enforce } from '../../../platform/policy/policy';
import { recordAudit } from '../../audit/record-audit';
import { asPolicyActor, type StaffActor } from '../../audit/staff-actor';
import { staffPermissions } from '../admin.tables';
import { userAdminRefusal } from './user-policy';
import { targetUser } from './target-user';

export type SetStaffPermissionsOptions = { ctx: AppContext; actor: StaffActor; input: { publicId: string; permissions: StaffPermission[] } };

/** The permissions of one account, in the contract's order. */
export async function permissionsOf(db: AppContext['db'], userId: number): Promise<StaffPermission[]> {
  const rows = await db.select({ permission: staffPermissions.permission }).from(staffPermissions).where(eq(staffPermissions.userId, userId));
  const held = new Set(rows.map((r) => r.permission));
  return STAFF_PERMISSIONS.filter((p) => held.has(p));
}

/**
 * PUT /admin/users/{id}/permissions: a staff administrator sets a colleague's whole
 * permission set (never their own), with the before and after sets in the audit log.
 */
export async function setStaffPermissions({ ctx, actor, input: { publicId, permissions } }: SetStaffPermissionsOptions) {
  const wanted = STAFF_PERMISSIONS.filter((p) => permissions.includes(p));
  return inTransaction(ctx, async ({ db: tx }) => {
    const target = await targetUser(tx, publicId, { forUpdate: true });
    const id = target.id;
    enforce(userAdminRefusal(asPolicyActor(actor), 'editPermissions', target));
    const before = await permissionsOf(tx, id);
    await tx
      .delete(staffPermissions)
      .where(and(eq(staffPermissions.userId, id), wanted.length > 0 ? notInArray(staffPermissions.permission, wanted) : undefined));
    const added = wanted.filter((p) => !before.includes(p));
    if (added.length > 0) {
      await tx
        .insert(staffPermissions)
        .values(added.map((permission) => ({ userId: id, permission, grantedBy: actor.staffId })))
        .onConflictDoNothing();
    }
    await recordAudit(tx, { actor, action: 'user.setPermissions', targetType: 'user', targetId: publicId, before: { permissions: before }, after: { permissions: wanted } });
    return { id: publicId, permissions: wanted };
  });
}

/** Grants every permission (the demo staff account, and staff created by the seed). */
export async function grantAllPermissions(db: AppContext['db'], userId: number): Promise<void> {
  await db
    .insert(staffPermissions)
    .values(STAFF_PERMISSIONS.map((permission) => ({ userId, permission })))
    .onConflictDoNothing();
}
