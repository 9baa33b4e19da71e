import { randomBytes } from 'node:crypto';
import type { PaymentAuthProvider } from './payment-auth-provider';

/** How long a QR code of the development provider can be scanned. */
export const DEVELOPMENT_CODE_TTL_MS = 5 * 60_000;

/**
 * The provider outside production when none is configured: a code is random, its QR encodes
 * `GET {PUBLIC_ORIGIN}/web/v1/dev/payAuth/{code}`, and opening that address (a phone scanning
 * it, a journey, a developer) completes it there, recorded like a provider's "done". Until
 * then the code waits; the clock expires it.
 */
export function developmentPayAuthProvider(publicOrigin: string, clock: { now(): Date }): PaymentAuthProvider {
  return {
    name: 'development',
    async start() {
      const code = randomBytes(18).toString('base64url');
      return { code, url: new URL(`/web/v1/dev/payAuth/${code}`, publicOrigin).toString(), expiresAt: new Date(clock.now().getTime() + DEVELOPMENT_CODE_TTL_MS) };
    },
    async status() {
      return 'waiting';
    },
  };
}
