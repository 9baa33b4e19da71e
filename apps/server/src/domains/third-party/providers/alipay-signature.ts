import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * Alipay's RSA2 signatures, as its open-platform documentation describes them:
 * SHA256withRSA (PKCS#1 v1.5) over the request parameters sorted by name as
 * `key=value` joined by `&` (no URL encoding, `sign` and empty values left out), base64.
 * Answers are signed over the exact text of their `*_response` member.
 */
export function signingContent(params: Record<string, string | undefined>): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export function rsa2Sign(content: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
}

export function rsa2Verify(content: string, signature: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/** A key as PEM, or as the bare base64 the Alipay console shows (PKCS#8 / PKCS#1 private, SPKI public). */
export function loadPrivateKey(text: string): KeyObject {
  if (text.includes('-----BEGIN')) return createPrivateKey(text);
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

export function loadPublicKey(text: string): KeyObject {
  if (text.includes('-----BEGIN')) return createPublicKey(text);
  return createPublicKey({ key: Buffer.from(text.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' });
}

/** Index just past the JSON value that starts at `start` (an object), or -1 when it does not close. */
function endOfObject(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * The exact text of the answer's `rootKey` member (what Alipay signed) and the `sign`
 * beside it. Re-serialising the parsed JSON would not do: key order and escapes must
 * be the bytes Alipay signed.
 */
export function signedMember(body: string, rootKey: string): { content: string; sign: string } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { sign } = parsed as { sign?: unknown };
  if (typeof sign !== 'string' || !(rootKey in parsed)) return null;
  const keyMatch = new RegExp(`"${rootKey}"\\s*:\\s*`).exec(body);
  if (!keyMatch) return null;
  const start = keyMatch.index + keyMatch[0].length;
  if (body[start] !== '{') return null;
  const end = endOfObject(body, start);
  return end < 0 ? null : { content: body.slice(start, end), sign };
}

/** Alipay's timestamp parameter: yyyy-MM-dd HH:mm:ss in China time (UTC+8). */
export function alipayTimestamp(now: Date): string {
  return new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');
}
