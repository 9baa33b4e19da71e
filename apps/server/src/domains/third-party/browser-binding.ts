import type { FastifyReply, FastifyRequest } from 'fastify';
import { BIND_TICKET_TTL_SECONDS, OAUTH_STATE_TTL_SECONDS } from '@wardline/contract';
import type { Config } from '../../config';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/session-token';
import { API_PREFIX } from '../../plugins/openapi';

/**
 * A third-party sign-in belongs to the browser that started it (issue 12, item 1): the
 * start sets this HttpOnly, SameSite=Lax cookie with a random secret, and the state,
 * PKCE verifier, nonce and the bind ticket that follows are stored with the secret's
 * hash. A callback link or ticket carried to another browser finds no matching row.
 */
export const SIGN_IN_BROWSER_COOKIE = 'wl_signin';

const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The browser's sign-in secret, or null when the request brings none (or a malformed one). */
export function signInBrowserOf(request: FastifyRequest): string | null {
  const value = request.cookies[SIGN_IN_BROWSER_COOKIE];
  return value && SECRET_SHAPE.test(value) ? value : null;
}

/**
 * Sets (or renews, keeping its value so sign-ins started in two tabs both work) the
 * cookie, living as long as a state and the bind ticket after it; answers the secret.
 */
export function bindSignInToBrowser(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const secret = signInBrowserOf(request) ?? newOpaqueToken();
  reply.setCookie(SIGN_IN_BROWSER_COOKIE, secret, {
    path: API_PREFIX,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.PUBLIC_ORIGIN.startsWith('https:'),
    maxAge: OAUTH_STATE_TTL_SECONDS + BIND_TICKET_TTL_SECONDS,
  });
  return secret;
}

/** What is stored beside a state or a ticket; '' (no browser) never equals a real hash. */
export function browserHash(secret: string | null): string {
  return secret ? hashOpaqueToken(secret) : '';
}
