import type { FastifyRequest } from 'fastify';

/** The security events the log keeps (BRIEF: every refusal and sign-in can be traced to an account). */
export type SecurityEventName =
  | 'signInSucceeded'
  | 'signInFailed'
  | 'signInLocked'
  | 'staffCallRefused'
  | 'totpEnabled'
  | 'totpDisabled'
  | 'totpReset'
  | 'staffPermissionsChanged'
  | 'personalNumbersRevealed';

/**
 * One security event as a structured log line: `securityEvent`, the acting user's id (or
 * null), the route, and plain facts. Never a secret, code, number or token: callers pass
 * ids and reasons only, and the logger's redaction is the second line of defence.
 */
export function securityEvent(request: FastifyRequest, event: SecurityEventName, facts: Record<string, string | number | boolean | null> = {}): void {
  request.log.warn({ securityEvent: event, userId: request.user?.id ?? null, route: request.routeOptions.url ?? null, ...facts }, `security: ${event}`);
}
