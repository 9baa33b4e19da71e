import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The security events the log keeps (BRIEF: every refusal and sign-in can be traced to an account). */
export type SecurityEventName =
  | 'signInSucceeded'
  | 'signInSecondFactorAsked'
  | 'signInFailed'
  | 'signInLocked'
  | 'staffCallRefused'
  | 'totpEnabled'
  | 'totpDisabled'
  | 'totpReset'
  | 'sessionsEndedByStaff'
  | 'staffPermissionsChanged'
  | 'personalNumbersRevealed';

/**
 * One security event as a structured log line: `securityEvent`, the acting user's id (or
 * null), the route, and plain facts. Never a secret, code, number or token: callers pass
 * ids and reasons only, and the logger's redaction is the second line of defence.
 */
export function securityEvent(request: FastifyRequest, event: SecurityEventName, facts: Record<string, string | number | boolean | null> = {}): void {
  request.log.warn({ securityEvent: event, userId: request.user?.id ?? null, route: request.routeOptions.url ?? null, clientIp: request.ip, ...facts }, `security: ${event}`);
}

/** The calls that open a session (password, SMS code, second factor, third-party sign-in and binding). */
const SIGN_IN_ROUTES = new Set([
  '/web/v1/portal/login',
  '/web/v1/phone/login',
  '/web/v1/portal/login/totp',
  '/web/v1/keycloakLogin',
  '/web/v1/wechat/wechatlogin',
  '/web/v1/alipay/alipaylogin',
  '/web/v1/user/accountBind',
]);

/** Refusals of a sign-in call that are security events: wrong secret, lockout, wrong second factor. */
const SIGN_IN_REFUSALS: Partial<Record<string, SecurityEventName>> = {
  wrongCredentials: 'signInFailed',
  codeInvalid: 'signInFailed',
  captchaInvalid: 'signInFailed',
  totpInvalid: 'signInFailed',
  totpChallengeExpired: 'signInFailed',
  accountDisabled: 'signInFailed',
  accountLocked: 'signInLocked',
  rateLimited: 'signInLocked',
};

/** Called by the error handler for every refusal: logs the ones that are sign-in failures or lockouts. */
export function logSignInRefusal(request: FastifyRequest, key: string): void {
  const event = SIGN_IN_REFUSALS[key];
  if (event && SIGN_IN_ROUTES.has(request.routeOptions.url ?? '')) securityEvent(request, event, { reason: key });
}

/**
 * Logs each successful sign-in with the id of the account it opened: the answer carries
 * the new token, whose session names the user (one lookup per sign-in, never the token).
 */
export function logSignIns(app: FastifyInstance, findUserId: (token: string) => Promise<number | null>): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || !SIGN_IN_ROUTES.has(request.routeOptions.url ?? '') || typeof payload !== 'string') return payload;
    let ret: { token?: unknown; totpRequired?: unknown } | undefined;
    try {
      ret = (JSON.parse(payload) as { ret?: typeof ret }).ret;
    } catch {
      return payload;
    }
    if (typeof ret?.token === 'string') securityEvent(request, 'signInSucceeded', { userId: await findUserId(ret.token) });
    else if (ret?.totpRequired) securityEvent(request, 'signInSecondFactorAsked');
    return payload;
  });
}
