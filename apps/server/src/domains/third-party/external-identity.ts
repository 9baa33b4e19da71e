import type { ThirdPartyProvider } from '@wardline/contract';

/** A person as a provider proved them: who (provider, issuer, subject) and what it says of them. */
export type ExternalIdentity = {
  provider: ThirdPartyProvider;
  /** The OIDC issuer; '' for WeChat and Alipay. */
  issuer: string;
  subject: string;
  nickname: string;
  /** An http(s) picture address, or null. */
  avatar: string | null;
};

/** Only http(s) addresses are kept as avatars: anything else could be a script or a local file. */
export function safeAvatar(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 1000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A provider's nickname, cut to what our nickname column allows and without control characters. */
export function safeNickname(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\p{Cc}/gu, '').trim().slice(0, 30) : '';
}
