import fp from 'fastify-plugin';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { StaffPermission } from '@wardline/contract';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { staffPermissions } from '../domains/admin/admin.tables';
import { staffTotp } from './totp/totp.tables';
import type { PolicyActor } from '../platform/policy/policy';

/** What a staff session may do: its account's permissions, and whether two-step sign-in is set up. */
export type StaffAccess = { permissions: ReadonlySet<StaffPermission>; totpEnabled: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's staff access, loaded once per request (null for anyone but staff). */
    staffAccess(): Promise<StaffAccess | null>;
    /** Set by the staff guards once loaded, so use cases read it without waiting. */
    staff: StaffAccess | null;
  }
}

export async function loadStaffAccess(db: Database, userId: number): Promise<StaffAccess> {
  const [granted, [totp]] = await Promise.all([
    db.select({ permission: staffPermissions.permission }).from(staffPermissions).where(eq(staffPermissions.userId, userId)),
    db
      .select({ userId: staffTotp.userId })
      .from(staffTotp)
      .where(and(eq(staffTotp.userId, userId), isNotNull(staffTotp.enabledAt), isNotNull(staffTotp.secretCiphertext)))
      .limit(1),
  ]);
  return { permissions: new Set(granted.map((g) => g.permission)), totpEnabled: totp !== undefined };
}

/** Registered right after the auth plugin: `request.staffAccess()` for the guards. */
export const staffAccessPlugin = fp<{ ctx: AppContext }>(
  async (app, { ctx }) => {
    app.decorateRequest('staff', null);
    app.decorateRequest('staffAccess', async function (this: FastifyRequest) {
      if (this.user?.role !== 'staff') return null;
      this.staff ??= await loadStaffAccess(ctx.db, this.user.id);
      return this.staff;
    });
  },
  { name: 'wardline-staff-access', dependencies: ['wardline-auth'] },
);

/** The caller as domain policies see them (permissions only once a staff guard loaded them). */
export function policyActor(request: FastifyRequest): PolicyActor {
  const user = request.user;
  if (!user) return null;
  return { id: user.id, role: user.role, usertype: user.usertype, permissions: request.staff?.permissions ?? new Set() };
}
