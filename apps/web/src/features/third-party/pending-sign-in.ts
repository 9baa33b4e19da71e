import { BIND_TICKET_TTL_SECONDS, type ThirdPartyLoginResult, type ThirdPartyProvider } from '@wardline/contract';
import { clearSession, getSessionValue, setSessionValue } from '@/lib/session';

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

/** Stores the session of a successful sign-in or binding; values of an earlier session go first. */
export function storeSession(ret: { token: string | null; usertype: string | null; username: string; userStatus: string | null; logo?: string | null }): void {
  clearSession();
  forgetPending();
  if (ret.token) setSessionValue('jwtToken', ret.token);
  if (ret.userStatus) setSessionValue('userStatus', ret.userStatus);
  if (ret.usertype) setSessionValue('usertype', ret.usertype);
  if (ret.username) setSessionValue('username', ret.username);
  if (ret.logo) setSessionValue('userLogo', ret.logo);
}

export function emitLoginSuccess(usertype: string | null): void {
  window.dispatchEvent(new CustomEvent(LOGIN_SUCCESS_EVENT, { detail: { usertype } }));
}

/**
 * Where a third-party sign-in goes (spec 000 §4): no bound account → bindAccount; identity
 * not chosen → chooseIdentity; info incomplete → completeInfo; otherwise home (null: a
 * full load, so the whole shell starts again as the signed-in user).
 */
export function pathAfterThirdParty(ret: ThirdPartyLoginResult): string | null {
  if (ret.status === 'unbound') return '/register/bindAccount';
  if (ret.userStatus === 'unIdentityConfirm') return '/register/chooseIdentity';
  if (ret.userStatus === 'imperfect') return '/register/completeInfo';
  return null;
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
