import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { PAY_AUTH_CODE, PAY_AUTH_CODE_STATES } from '@wardline/contract';
import { AppError } from '../../../http/app-error';
import type { PaymentAuthProvider } from './payment-auth-provider';

const started = z.object({ code: z.string().regex(PAY_AUTH_CODE), url: z.string().url().max(2000), expiresAt: z.string().datetime({ offset: true }) });
const status = z.object({ state: z.enum(PAY_AUTH_CODE_STATES) });

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/;

/** A QR address the page may show: https, or http on loopback (tests, a local provider). */
function showable(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOOPBACK.test(parsed.hostname));
}

/** `sha256=<hex>` of `timestamp.METHOD.path.body` under the shared secret. */
export function payAuthSignature(secret: string, timestamp: string, method: string, path: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${method}.${path}.${body}`).digest('hex')}`;
}

export type HttpProviderOptions = { baseUrl: string; secret: string; timeoutMs: number; clock: { now(): Date } };

/**
 * The HTTP payment-authentication provider (PAY_AUTH_URL, PAY_AUTH_SECRET):
 *
 *   POST {base}/sessions       {reference, subject, realName, idNumber} → {code, url, expiresAt}
 *   GET  {base}/sessions/{code}                                         → {state: waiting|scanned|done|expired}
 *
 * Every request carries `X-Wardline-Timestamp` (Unix seconds) and `X-Wardline-Signature`
 * (`payAuthSignature`), so the provider can refuse anything we did not send. Answers are
 * checked against their shape; a slow, failing or malformed answer is `payAuthUnavailable`
 * (502) and changes nothing of ours.
 */
export function httpPayAuthProvider({ baseUrl, secret, timeoutMs, clock }: HttpProviderOptions): PaymentAuthProvider {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  if (base.protocol !== 'https:' && !LOOPBACK.test(base.hostname)) throw new Error('PAY_AUTH_URL must be https unless it is on loopback');

  async function request<T>(method: 'GET' | 'POST', path: string, body: unknown, shape: z.ZodType<T>): Promise<T> {
    const url = new URL(path, base);
    const text = body === undefined ? '' : JSON.stringify(body);
    const timestamp = String(Math.floor(clock.now().getTime() / 1000));
    let answer: unknown;
    try {
      const res = await fetch(url, {
        method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-wardline-timestamp': timestamp,
          'x-wardline-signature': payAuthSignature(secret, timestamp, method, url.pathname, text),
        },
        body: body === undefined ? undefined : text,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`provider answered ${res.status}`);
      answer = await res.json();
    } catch {
      throw new AppError('payAuthUnavailable');
    }
    const parsed = shape.safeParse(answer);
    if (!parsed.success) throw new AppError('payAuthUnavailable');
    return parsed.data;
  }

  return {
    name: 'http',
    async start(subject) {
      const answer = await request('POST', 'sessions', subject, started);
      if (!showable(answer.url)) throw new AppError('payAuthUnavailable');
      return { code: answer.code, url: answer.url, expiresAt: new Date(answer.expiresAt) };
    },
    async status(code) {
      return (await request('GET', `sessions/${encodeURIComponent(code)}`, undefined, status)).state;
    },
  };
}
