import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { fieldCipherOf } from '../../../crypto/field-encryption';
import { newOpaqueToken } from '../../../auth/session-token';
import { API_PREFIX } from '../../../plugins/openapi';

/**
 * The device cookie (issue 12 item 7): a random id set at a successful sign-in, signed with
 * a key derived from the field key, HttpOnly, SameSite=Lax, on /web/v1 only, for a year.
 * A browser that brings back a valid one for an account it signed in to before is a known
 * device of that account (known-devices.ts). It authorises nothing by itself: the session
 * stays in the Authorization header.
 */
export const DEVICE_COOKIE = 'wl_device';
const MAX_AGE_SECONDS = 365 * 24 * 3600;
const ID_SHAPE = /^[A-Za-z0-9_-]{43}$/;

async function signatureOf(ctx: AppContext, id: string): Promise<string> {
  return (await fieldCipherOf(ctx)).lookupHash(id, 'device-cookie');
}

/** The id of the request's device cookie when its signature holds, else null. */
export async function deviceOf(ctx: AppContext, request: FastifyRequest): Promise<string | null> {
  const [id, signature, extra] = (request.cookies[DEVICE_COOKIE] ?? '').split('.');
  if (!id || !signature || extra !== undefined || !ID_SHAPE.test(id)) return null;
  const expected = Buffer.from(await signatureOf(ctx, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** A new device id, for a browser that signs in without one. */
export const newDeviceId = (): string => newOpaqueToken();

/** Sets (or renews for another year) the signed device cookie. */
export async function setDeviceCookie(ctx: AppContext, reply: FastifyReply, id: string): Promise<void> {
  reply.setCookie(DEVICE_COOKIE, `${id}.${await signatureOf(ctx, id)}`, {
    path: API_PREFIX,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.PUBLIC_ORIGIN.startsWith('https:'),
    maxAge: MAX_AGE_SECONDS,
  });
}
