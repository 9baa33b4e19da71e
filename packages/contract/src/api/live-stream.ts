/**
 * The live stream of the bell (designed; the spec shows the bell, not how it updates):
 * `text/event-stream` with `unread` { count } and `ended`. Not a JSON call, so only its path
 * and the reading of its event are shared. Kept free of zod: the web shell reads it on every
 * page and must not carry the schema library for it.
 */
export const LIVE_STREAM_PATH = '/live/stream';

/** The count of an `unread` event's data (`{ "count": n }`), or null when it is malformed. */
export function readUnreadCount(data: string): number | null {
  try {
    const parsed: unknown = JSON.parse(data);
    const count = (parsed as { count?: unknown } | null)?.count;
    return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
  } catch {
    return null;
  }
}
