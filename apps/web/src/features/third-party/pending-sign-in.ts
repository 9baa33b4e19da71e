import { BIND_TICKET_TTL_SECONDS, type ThirdPartyLoginResult, type ThirdPartyProvider } from '@wardline/contract';
import { getSessionValue, setSessionValue } from '@/lib/session';
import { pathAfterSignIn, storeSignIn } from '@/lib/sign-in';

/**
 * What the web app keeps between an unbound third-party sign-in and its binding: the bind
 * ticket as the session value `idToken` (spec 000 §3), valid as long as the server keeps
 * it, and who the provider said the person is, for the bind screens to greet them.
 */
const PROFILE_KEY = 'wardline:third-party-profile';
export type PendingProfile = { provider: ThirdPartyProvider; nickname: string; avatar: string | null };

/** The browser event emitted when a binding signs a person in (spec 000 §4). */
export const LOGIN_SUCCESS_EVENT = 'wardline:login-success';

export function rememberUnbound(ret: ThirdPartyLoginResult): void {
  setSessionValue('idToken', ret.idToken ?? '', BIND_TICKET_TTL_SECONDS * 1000);
  const profile: PendingProfile = { provider: ret.provider, nickname: ret.username, avatar: ret.logo };
  sessionStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
}

export function bindTicket(): string | null {
  return getSessionValue('idToken') || null;
}

export function pendingProfile(): PendingProfile | null {
  try {
    const raw = sessionStorage.getItem(PROFILE_KEY);
    return raw ? (JSON.parse(raw) as PendingProfile) : null;
  } catch {
    return null;
  }
}

export function forgetPending(): void {
  sessionStorage.removeItem(PROFILE_KEY);
}

/** Stores the session of a successful sign-in or binding (lib/sign-in.ts) and forgets the pending provider profile. */
export function storeSession(ret: Parameters<typeof storeSignIn>[0]): void {
  forgetPending();
  storeSignIn(ret);
}

export function emitLoginSuccess(usertype: string | null): void {
  window.dispatchEvent(new CustomEvent(LOGIN_SUCCESS_EVENT, { detail: { usertype } }));
}

/**
 * Where a third-party sign-in goes (spec 000 §4): no bound account → bindAccount; otherwise
 * where every sign-in goes (lib/sign-in.ts: an unfinished registration resumes at its step,
 * `unauthorized` at the certification page); null: home with a full load.
 */
export function pathAfterThirdParty(ret: ThirdPartyLoginResult): string | null {
  if (ret.status === 'unbound') return '/register/bindAccount';
  return pathAfterSignIn(ret);
}

/** Takes a sign-in answer: remembers the ticket or stores the session, and answers where to go. */
export function acceptThirdPartyLogin(ret: ThirdPartyLoginResult): string | null {
  if (ret.status === 'unbound') rememberUnbound(ret);
  else {
    storeSession(ret);
    emitLoginSuccess(ret.usertype);
  }
  return pathAfterThirdParty(ret);
}
