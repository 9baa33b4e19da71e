import { timingSafeEqual } from 'node:crypto';
import { VPN_FILE_LINK_TTL_SECONDS } from '@wardline/contract';
import type { FieldCipher } from '../../crypto/field-encryption';

const PURPOSE = 'projects.vpn-file-link';

type LinkClaims = { project: string; user: string; expiresAt: number };

/**
 * A short-lived signed link to a project's VPN file (`/project/downloadvpnfile?token=`):
 * the project's and the person's public ids and an expiry, signed with a key derived from
 * the field key. The link alone is not enough: the download checks again that the person
 * may still see the VPN details, so a link passed on or kept after a refusal opens nothing.
 */
export function vpnFileToken(cipher: FieldCipher, project: string, user: string, now: Date): string {
  const claims: LinkClaims = { project, user, expiresAt: Math.floor(now.getTime() / 1000) + VPN_FILE_LINK_TTL_SECONDS };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${cipher.lookupHash(body, PURPOSE)}`;
}

/** The claims of a well-signed link that has not expired, or null. */
export function readVpnFileToken(cipher: FieldCipher, token: string, now: Date): LinkClaims | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(cipher.lookupHash(body, PURPOSE));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LinkClaims;
    if (typeof claims.project !== 'string' || typeof claims.user !== 'string' || typeof claims.expiresAt !== 'number') return null;
    return claims.expiresAt * 1000 > now.getTime() ? claims : null;
  } catch {
    return null;
  }
}

export const vpnFileUrl = (token: string) => `/web/v1/project/downloadvpnfile?token=${encodeURIComponent(token)}`;
