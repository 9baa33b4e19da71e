import type { Locale } from '@wardline/contract';
import type { SessionUser } from '../auth/load-session-user';

/**
 * Who is acting in a use case. A signed-in person (staff are users with role `staff`), a
 * visitor known only by address, or the platform itself (a job, the seed).
 */
export type Actor =
  | { kind: 'user'; user: SessionUser; clientIp: string; userAgent?: string; locale: Locale }
  | { kind: 'visitor'; clientIp: string; userAgent?: string; locale: Locale }
  | { kind: 'system'; name: string };

export type UserActor = Extract<Actor, { kind: 'user' }>;
export type VisitorActor = Extract<Actor, { kind: 'visitor' }>;

/** Whoever calls over HTTP: a signed-in person or a visitor, known by address either way. */
export type ClientActor = Exclude<Actor, { kind: 'system' }>;

export const systemActor = (name: string): Actor => ({ kind: 'system', name });

/** The user id an actor stands for in history rows, or null for visitors and the platform. */
export function actorUserId(actor: Actor): number | null {
  return actor.kind === 'user' ? actor.user.id : null;
}
