import type { PayAuthCodeState } from '@wardline/contract';

/** What the provider needs to know who is authenticating (the real-name record in force). */
export type PayAuthSubject = {
  /** Our opaque handle of this QR code (the row's), echoed by the provider in its logs. */
  reference: string;
  /** The account's public id. */
  subject: string;
  realName: string;
  idNumber: string;
};

/** A started authentication: the provider's handle, the address its QR code encodes, and when it stops being scannable. */
export type PayAuthSession = { code: string; url: string; expiresAt: Date };

/**
 * The payment-authentication provider (`ctx.payAuth`): the service that proves, by a scan in
 * the person's payment app, that the certified person is the one who will be paid. Two
 * implementations: the development provider (no outside service; its page completes the
 * code) and the HTTP provider (PAY_AUTH_URL, HMAC-signed). Null in production without one.
 */
export interface PaymentAuthProvider {
  readonly name: 'development' | 'http';
  start(subject: PayAuthSubject): Promise<PayAuthSession>;
  /** Where the code stands at the provider; `waiting` when it cannot tell yet. */
  status(code: string): Promise<PayAuthCodeState>;
}
