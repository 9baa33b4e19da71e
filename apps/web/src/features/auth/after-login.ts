import { clearSession, setSessionValue } from '@/lib/session';
import type { LoginResult } from './api/login';

/**
 * Stores the session values of a sign-in answer (spec 000 §3); values from an earlier
 * session go first. An answer without a token (a two-step challenge, a malformed answer)
 * stores nothing and leaves the current session alone: answers false.
 */
export function storeLoginSession(ret: LoginResult): boolean {
  if (typeof ret.token !== 'string' || ret.token.trim() === '') return false;
  clearSession();
  setSessionValue('jwtToken', ret.token);
  setSessionValue('userStatus', ret.userStatus);
  if (ret.usertype) setSessionValue('usertype', ret.usertype);
  if (ret.username) setSessionValue('username', ret.username);
  if (ret.logo) setSessionValue('userLogo', ret.logo);
  return true;
}

const LEGALIZE_BY_TYPE: Record<string, string> = {
  hacker: '/register/hackerLegalize',
  company: '/register/companyLegalize',
  supplier: '/register/supplierLegalize',
};

/**
 * Where a signed-in user goes next (spec 000 §4): an unfinished registration resumes at
 * its step; null means "home, reloaded".
 */
export function pathAfterLogin(ret: Pick<LoginResult, 'userStatus' | 'usertype'>): string | null {
  switch (ret.userStatus) {
    case 'imperfect':
      return '/register/completeInfo';
    case 'unIdentityConfirm':
      return '/register/chooseIdentity';
    case 'unauthorized':
      return LEGALIZE_BY_TYPE[ret.usertype ?? ''] ?? '/register/chooseIdentity';
    default:
      return null;
  }
}

/** A full load of the home page, so every part of the shell starts again as the signed-in user. */
export function reloadHome(): void {
  window.location.assign('/');
}
