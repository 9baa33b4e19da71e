import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { openLoginDialog } from '@/lib/login-dialog';
import { useSession, type SessionView } from '@/lib/use-session';

/** How long the "certify first" warning shows before the page moves to certification. */
export const ENTRY_REDIRECT_DELAY_MS = 1500;

export type EntryVerdict = 'signIn' | 'certify' | 'enter';

/**
 * The hacker project entry (spec 000 §4, 001 §8): a visitor is asked to sign in; a hacker or
 * supplier who is not certified yet is warned and sent to real-name certification; anyone
 * else walks in (the server still decides what they may see: another company's project
 * answers "no permission").
 */
export function projectEntryVerdict(session: Pick<SessionView, 'token' | 'usertype' | 'userStatus'>): EntryVerdict {
  if (!session.token) return 'signIn';
  if (session.usertype !== 'company' && session.userStatus === 'unauthorized') return 'certify';
  return 'enter';
}

/** Where an uncertified person certifies, coming back to the user centre afterwards. */
export function certificationPath(usertype: string | null): string {
  return usertype === 'supplier' ? '/register/supplierLegalize?fromUserCenter=true' : '/register/hackerLegalize?fromUserCenter=true';
}

/** An http(s) address, or a path of this site made absolute; anything else (javascript:, data:) is refused. */
function openableAddress(url: string): string | null {
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return new URL(value, window.location.origin).href;
  return /^https?:\/\/[^\s]+$/i.test(value) ? value : null;
}

export type EntryNotice =
  | { kind: 'certify'; to: string }
  | { kind: 'failed'; message: string | null }
  /** The browser refused the new window: the person opens the address with a click of their own. */
  | { kind: 'blocked'; href: string };

/**
 * The ways into projects: `enterProject(path)` for a project page of this app,
 * `enterThirdParty(id)` for a third-party entrance tile (its signed address is fetched from
 * `/tpLogin/getRedirectUrl/{id}` and opened in a new window). `notice` is what the page shows meanwhile (see EntryNoticeView).
 */
export function useProjectEntry() {
  const session = useSession();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<EntryNotice | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const certify = useCallback(() => {
    const to = certificationPath(session.usertype);
    setNotice({ kind: 'certify', to });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void navigate(to), ENTRY_REDIRECT_DELAY_MS);
  }, [navigate, session.usertype]);

  /** True when the person may go on; otherwise the sign-in dialog or the warning took over. */
  const admitted = useCallback((): boolean => {
    const verdict = projectEntryVerdict(session);
    if (verdict === 'signIn') openLoginDialog();
    if (verdict === 'certify') certify();
    return verdict === 'enter';
  }, [certify, session]);

  const enterProject = useCallback(
    (to: string) => {
      if (admitted()) void navigate(to);
    },
    [admitted, navigate],
  );

  const enterThirdParty = useCallback(
    async (id: string) => {
      if (!admitted()) return;
      // Opened within the click, so the browser's popup blocker lets it through; filled once the address is known.
      const win = window.open('', '_blank');
      try {
        const { fetchEntranceRedirect } = await import('./entrance-redirect');
        const { url } = await fetchEntranceRedirect(id);
        const href = openableAddress(url);
        if (!href) throw new ApiError(0, '', 200);
        if (win) {
          win.opener = null;
          win.location.href = href;
          setNotice(null);
        } else setNotice({ kind: 'blocked', href });
      } catch (err) {
        win?.close();
        // The entrance refuses with 403 only for want of real-name certification (entranceNeedsRealName);
        // the error catalogue is not imported for it: the home page would carry all of it.
        if (err instanceof ApiError && err.status === 403) certify();
        else setNotice({ kind: 'failed', message: err instanceof ApiError && err.message ? err.message : null });
      }
    },
    [admitted, certify],
  );

  const dismiss = useCallback(() => {
    window.clearTimeout(timer.current);
    setNotice(null);
  }, []);

  return { enterProject, enterThirdParty, notice, dismiss };
}
