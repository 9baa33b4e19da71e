import { clearSession, setSessionValue } from './session';

/** What every sign-in answer carries (password, code, third-party, binding, completed registration). */
export type SignInAnswer = {
  token: string | null | undefined;
  userStatus: string | null | undefined;
  usertype?: string | null;
  username?: string | null;
  logo?: string | null;
};

/**
 * Stores the session values of a sign-in answer (spec 000 §3); values of an earlier session
 * go first. An answer without a token (a two-step challenge, a malformed answer) stores
 * nothing and leaves the current session alone: answers false. The one place that stores a
 * session: the login dialog, registration and every third-party screen use it.
 */
export function storeSignIn(ret: SignInAnswer): boolean {
  if (typeof ret.token !== 'string' || ret.token.trim() === '') return false;
  clearSession();
  setSessionValue('jwtToken', ret.token);
  if (ret.userStatus) setSessionValue('userStatus', ret.userStatus);
  if (ret.usertype) setSessionValue('usertype', ret.usertype);
  if (ret.username) setSessionValue('username', ret.username);
  if (ret.logo) setSessionValue('userLogo', ret.logo);
  markPayAuthCheckDue();
  markAchievementCheckDue();
  return true;
}

/**
 * Set at every sign-in (with its time): the first page loaded after it asks once whether a
 * prompt is due (spec 000 §4: payment authentication, the achievement reminder). A page
 * loaded before the sign-in (the one the dialog reloads away from) leaves the mark for the next one.
 */
function markCheckDue(key: string, at: number): void {
  try {
    sessionStorage.setItem(key, String(at));
  } catch {
    // Storage refused (private mode): no prompt, nothing else lost.
  }
}

/** Whether a sign-in before this page's load asked for the check; answering true clears it. */
function takeCheck(key: string): boolean {
  try {
    const at = Number(sessionStorage.getItem(key));
    if (!at || performance.timeOrigin < at) return false;
    sessionStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

const PAY_AUTH_CHECK = 'wardline:payAuthCheck';
const ACHIEVEMENT_CHECK = 'wardline:achievementCheck';

export const markPayAuthCheckDue = (at = Date.now()) => markCheckDue(PAY_AUTH_CHECK, at);
export const takePayAuthCheck = () => takeCheck(PAY_AUTH_CHECK);
export const markAchievementCheckDue = (at = Date.now()) => markCheckDue(ACHIEVEMENT_CHECK, at);
export const takeAchievementCheck = () => takeCheck(ACHIEVEMENT_CHECK);

const LEGALIZE_BY_TYPE: Record<string, string> = {
  hacker: '/register/hackerLegalize',
  company: '/register/companyLegalize',
  supplier: '/register/supplierLegalize',
};

/**
 * Where a signed-in person goes next (spec 000 §4), whatever way they signed in: an
 * unfinished registration resumes at its step (imperfect → completeInfo, unIdentityConfirm →
 * chooseIdentity, unauthorized → the certification page of the user type); null means home.
 */
export function pathAfterSignIn(ret: Pick<SignInAnswer, 'userStatus' | 'usertype'>): string | null {
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
