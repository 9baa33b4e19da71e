import type { FastifyRequest } from 'fastify';
import { sessionUser } from '../../auth/require-user';

/** Who made a staff change and from where: what every audited use case is given. */
export type StaffActor = { staffId: number; nickname: string; clientIp: string };

/** The actor of a route guarded by `requireStaff`. */
export function staffActor(request: FastifyRequest): StaffActor {
  const user = sessionUser(request);
  return { staffId: user.id, nickname: user.nickname, clientIp: request.ip };
}
