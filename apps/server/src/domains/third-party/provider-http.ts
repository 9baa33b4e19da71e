import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';

/**
 * One HTTP call to a provider with the configured time limit. A network failure, a
 * timeout or an answer that is not JSON becomes 502 `thirdPartyUnreachable` (the
 * details go to the log, never to the caller). Answers the status and the raw text,
 * because Alipay's signature covers the exact bytes of its answer.
 */
export async function callProvider(ctx: AppContext, url: string, init: RequestInit = {}): Promise<{ status: number; text: string }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(ctx.config.THIRD_PARTY_TIMEOUT_MS) });
  } catch (err) {
    ctx.log.warn({ err, host: new URL(url).host }, 'third-party provider unreachable');
    throw new AppError('thirdPartyUnreachable');
  }
  return { status: res.status, text: await res.text() };
}

/** Parses a provider's JSON answer; anything else is the provider misbehaving (502). */
export function parseProviderJson(ctx: AppContext, text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  ctx.log.warn('third-party provider answered something that is not a JSON object');
  throw new AppError('thirdPartyUnreachable');
}
