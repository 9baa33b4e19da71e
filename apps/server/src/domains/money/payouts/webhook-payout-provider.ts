import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PayoutProvider } from './payout-provider';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/;
/** A callback older (or newer) than this is refused: a replayed request is useless. */
export const PAYOUT_CALLBACK_TOLERANCE_SECONDS = 300;

/** `sha256=<hex>` of `timestamp.METHOD.path.body` under the shared secret (the pay-auth scheme). */
export function payoutSignature(secret: string, timestamp: string, method: string, path: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${method}.${path}.${body}`).digest('hex')}`;
}

/** Whether a request carries our secret's signature over exactly these bytes, made within the tolerance of `now`. */
export function verifyPayoutSignature(secret: string, headers: { timestamp?: string; signature?: string }, method: string, path: string, body: string, now: Date): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > PAYOUT_CALLBACK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(payoutSignature(secret, timestamp, method, path, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const accepted = z.object({ accepted: z.literal(true), providerRef: z.string().min(1).max(128) });

export type WebhookPayoutOptions = { url: string; secret: string; timeoutMs: number; clock: { now(): Date } };

/**
 * A bank's payout gateway behind a webhook (PAYOUT_WEBHOOK_URL, PAYOUT_WEBHOOK_SECRET):
 *
 *   POST {url}  {reference, currency, amountFen, payee{name, cardNumber, bankName, openbank}, memo}
 *            → 2xx {accepted: true, providerRef}
 *
 * signed `X-Wardline-Timestamp` + `X-Wardline-Signature`; the gateway later calls
 * `POST /web/v1/payouts/callback {reference, state: paid|failed, providerRef?, reason?}` signed the
 * same way. A slow, failing or malformed answer throws: the send job retries (same reference).
 */
export function webhookPayoutProvider({ url, secret, timeoutMs, clock }: WebhookPayoutOptions): PayoutProvider {
  const target = new URL(url);
  if (target.protocol !== 'https:' && !LOOPBACK.test(target.hostname)) throw new Error('PAYOUT_WEBHOOK_URL must be https unless it is on loopback');
  return {
    name: 'webhook',
    manualResults: false,
    async send(instruction) {
      const text = JSON.stringify(instruction);
      const timestamp = String(Math.floor(clock.now().getTime() / 1000));
      const res = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-wardline-timestamp': timestamp,
          'x-wardline-signature': payoutSignature(secret, timestamp, 'POST', target.pathname, text),
        },
        body: text,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`payout provider answered ${res.status}`);
      const answer = accepted.safeParse(await res.json().catch(() => null));
      if (!answer.success) throw new Error('payout provider answered something else than an acceptance');
      return { providerRef: answer.data.providerRef };
    },
  };
}
