/** Ids of popup announcements this browser has already dismissed, so each shows once. */
const STORAGE_KEY = 'wardline:dismissedAnnouncements';
/** Enough history for years of popups without letting the entry grow without bound. */
const MAX_REMEMBERED = 50;

function read(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

export function isPopupDismissed(id: number): boolean {
  return read().includes(id);
}

export function dismissPopup(id: number): void {
  const ids = [...read().filter((v) => v !== id), id].slice(-MAX_REMEMBERED);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the popup may show again, which is harmless.
  }
}
