import type { FastifyRequest } from 'fastify';
import type { StaffPermission } from '@wardline/contract';
import { sessionUser } from '../../auth/require-user';
import type { PolicyActor } from '../../platform/policy/policy';

/**
 * Who made a staff change, from where, and what their account may do: what every audited
 * use case is given. Without permissions (jobs, tests) every policy check refuses.
 */
export type StaffActor = {
  staffId: number;
  /** The staff account's public id: what the audit log names when staff act on their own account. */
  publicId?: string;
  nickname: string;
  clientIp: string;
  permissions?: ReadonlySet<StaffPermission>;
};

/** The actor of a route guarded by `requireStaff` (which loaded the permissions). */
export function staffActor(request: FastifyRequest): StaffActor {
  const user = sessionUser(request);
  return { staffId: user.id, publicId: user.publicId, nickname: user.nickname, clientIp: request.ip, permissions: request.staff?.permissions ?? new Set() };
}

/** A staff actor as the domain policies see it. */
export function asPolicyActor(actor: StaffActor): PolicyActor {
  return { id: actor.staffId, role: 'staff', usertype: null, permissions: actor.permissions ?? new Set() };
}
