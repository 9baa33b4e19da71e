/**
 * The session values of spec 000 §3, kept in localStorage with an expiry (8 hours by
 * default). The token itself is only a name for a server-side session row: the server
 * can revoke it at any time, and a 401 clears everything here.
 */
const SESSION_KEYS = ['jwtToken', 'usertype', 'username', 'userStatus', 'userLogo', 'idToken', 'xiamAuth'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

const DEFAULT_TTL_MS = 8 * 60 * 60 * 1000;
const SESSION_EVENT = 'wardline:session-changed';

type Stored = { value: string; expiresAt: number };

export function setSessionValue(key: SessionKey, value: string, ttlMs = DEFAULT_TTL_MS): void {
  const stored: Stored = { value, expiresAt: Date.now() + ttlMs };
  localStorage.setItem(key, JSON.stringify(stored));
  window.dispatchEvent(new Event(SESSION_EVENT));
}

export function getSessionValue(key: SessionKey): string | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Stored;
    if (typeof stored.expiresAt !== 'number' || stored.expiresAt < Date.now()) {
      localStorage.removeItem(key);
      return null;
    }
    return stored.value;
  } catch {
    localStorage.removeItem(key);
    return null;
  }
}

export function clearSession(): void {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
  window.dispatchEvent(new Event(SESSION_EVENT));
}

export function hasSession(): boolean {
  return getSessionValue('jwtToken') !== null;
}

/** Calls `listener` whenever the stored session changes, in this tab or another. */
export function onSessionChange(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || (SESSION_KEYS as readonly string[]).includes(e.key)) listener();
  };
  window.addEventListener(SESSION_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
