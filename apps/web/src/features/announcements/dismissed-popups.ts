/**
 * Public ids of popup announcements this browser has already dismissed, so each shows once.
 * Numbers left by an older version (serial ids) are dropped: they name nothing any more.
 */
const STORAGE_KEY = 'wardline:dismissedAnnouncements';
/** Enough history for years of popups without letting the entry grow without bound. */
const MAX_REMEMBERED = 50;

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function isPopupDismissed(id: string): boolean {
  return read().includes(id);
}

export function dismissPopup(id: string): void {
  const ids = [...read().filter((v) => v !== id), id].slice(-MAX_REMEMBERED);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the popup may show again, which is harmless.
  }
}
