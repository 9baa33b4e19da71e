import { findCallAnswer } from '@wardline/contract';

export type Reply = { status?: number; body: unknown };
type Handler = (url: URL, init: RequestInit | undefined) => Reply | undefined;

/** Canned answers that did not match the contract, per test; setup.ts fails the test when any is left. */
export const contractViolations: string[] = [];

/**
 * Why a canned answer could not come from the real server, or null when it could: a success
 * must match the call's schema in the contract's catalogue (callAnswers), a refusal must be
 * an envelope with a non-zero errcode.
 */
function contractViolation(method: string, url: URL, reply: Reply): string | null {
  const call = `${method} ${url.pathname.replace(/^\/web\/v1/, '')}`;
  const body = reply.body as { errcode?: unknown; errmsg?: unknown; ret?: unknown } | null;
  if (!body || typeof body.errcode !== 'number' || typeof body.errmsg !== 'string' || !('ret' in body)) return `${call}: not an { errcode, errmsg, ret } envelope`;
  if (body.errcode !== 0) return null;
  const answer = findCallAnswer(method, url.pathname.replace(/^\/web\/v1/, ''));
  if (!answer) return `${call}: no such call in the contract's callAnswers`;
  const parsed = answer.schema.safeParse(body.ret);
  if (parsed.success) return null;
  return `${call}: the fake answer does not match ${answer.key}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'ret'} ${i.message}`).join('; ')}`;
}

/**
 * Replaces `fetch` with a router of canned envelopes: each handler sees the URL and the
 * request and answers, or returns undefined to let the next handler try. Every call is kept.
 * A canned answer the real server could not send is refused (the fetch fails and the test
 * fails), so fakes stay true to the API as it changes.
 */
export function mockFetch(...handlers: Handler[]) {
  const calls: { url: URL; method: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, method, body, headers: (init?.headers ?? {}) as Record<string, string> });
    for (const handler of handlers) {
      const reply = handler(url, init);
      if (!reply) continue;
      const violation = contractViolation(method, url, reply);
      if (violation) {
        contractViolations.push(violation);
        throw new TypeError(`mockFetch refused a fake answer: ${violation}`);
      }
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }
    return new Response(JSON.stringify({ errcode: 404, errmsg: '请求的内容不存在', ret: null }), { status: 404 });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}

/** A success envelope, as the server sends it. */
export const ok = <T>(ret: T, errmsg = '成功'): Reply => ({ body: { errcode: 0, errmsg, ret } });
