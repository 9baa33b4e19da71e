import { vi } from 'vitest';
import { setSessionValue } from '@/lib/session';

/** The first bytes of a PNG: enough for the browser-side type check. */
export const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

export function signIn(usertype: 'hacker' | 'company' | 'supplier', token = 'sess-cert-1') {
  setSessionValue('jwtToken', token);
  setSessionValue('usertype', usertype);
  setSessionValue('userStatus', 'unauthorized');
}

/** jsdom has no object URLs; each blob gets a readable fake one. */
export function stubObjectUrls() {
  let n = 0;
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: vi.fn(() => `blob:test/${++n}`) });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
}

/**
 * Answers GET /findPrivateFile with image bytes before the JSON handlers of `mockFetch`
 * (which only speak envelopes), recording each request's ref and Authorization header.
 */
export function servePrivateFiles() {
  const requests: { ref: string | null; authorization: string | undefined }[] = [];
  const jsonFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/web/v1/findPrivateFile') {
      requests.push({ ref: url.searchParams.get('ref'), authorization: (init?.headers as Record<string, string> | undefined)?.Authorization });
      return new Response(new Blob([PNG_HEAD], { type: 'image/png' }), { status: 200, headers: { 'Content-Type': 'image/png' } });
    }
    return jsonFetch(input, init);
  }) as typeof fetch;
  return requests;
}
