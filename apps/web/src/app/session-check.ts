import { useEffect } from 'react';
import { sessionStatusApi } from '@wardline/contract';
import { callApi, setUnauthorizedHandler } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { clearSession, hasSession } from '@/lib/session';
import { rememberSignedOutNotice } from '@/lib/signed-out-notice';
import { TEAM_STATUS_KEY } from '@/features/teams';

/** Full page loads, replaceable in tests (jsdom cannot navigate). */
export const browser = { assign: (url: string) => window.location.assign(url) };

/** Signs out at once: stored values and cached answers go, the reason is kept for the page reloaded at `/`. */
export function signOutNow(message: string): void {
  clearSession();
  queryClient.clear();
  rememberSignedOutNotice(message);
  browser.assign('/');
}

let inFlight = false;

/** Asks the server whether the stored session still lives; a 401 (ended, revoked, account disabled) signs out. */
export async function checkSession(): Promise<void> {
  if (!hasSession() || inFlight) return;
  inFlight = true;
  try {
    // The answer also carries the team menu and its dot: the user menu reads them from the cache.
    queryClient.setQueryData(TEAM_STATUS_KEY, await callApi(sessionStatusApi.userStatus, {}));
  } catch {
    // A 401 has already signed out through the handler; other failures (offline) change nothing.
  } finally {
    inFlight = false;
  }
}

/**
 * Issue 13: a disabled or revoked session must not keep looking signed in. The session is
 * checked when the app loads and whenever the window regains focus.
 */
export function useSessionCheck(): void {
  useEffect(() => {
    setUnauthorizedHandler(signOutNow);
    void checkSession();
    const onFocus = () => void checkSession();
    const onVisible = () => document.visibilityState === 'visible' && void checkSession();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
