import { useSyncExternalStore } from 'react';
import { LIVE_STREAM_PATH, readUnreadCount } from '@wardline/contract';
import { currentLocale } from '@/i18n/locale';
import { API_BASE, sessionEnded } from './api-client';
import { getSessionValue, onSessionChange } from './session';

/**
 * The one server-sent-event stream of this tab (`GET /live/stream`), opened while anything
 * listens and a session exists. It is read with fetch, so the token travels in the
 * Authorization header rather than the address. A dropped stream is opened again after
 * 1, 2, 4 … 30 seconds; the server answers the current count on every connect, so nothing
 * missed in between stays wrong.
 */
type Listener = () => void;

let unread: number | null = null;
const listeners = new Set<Listener>();
let controller: AbortController | null = null;
let connectedToken: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;
let stopSessionWatch: (() => void) | null = null;

function publish(next: number | null) {
  if (next === unread) return;
  unread = next;
  for (const listener of listeners) listener();
}

function disconnect() {
  controller?.abort();
  controller = null;
  connectedToken = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
}

function scheduleReconnect() {
  if (listeners.size === 0) return;
  const delay = Math.min(30_000, 1000 * 2 ** failures) * (0.8 + Math.random() * 0.4);
  failures += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    connect();
  }, delay);
}

function handleEvent(block: string) {
  const name = /^event: (.*)$/m.exec(block)?.[1];
  const data = /^data: (.*)$/m.exec(block)?.[1];
  if (!name || data === undefined) return;
  if (name === 'unread') {
    const count = readUnreadCount(data);
    if (count !== null) publish(count);
  } else if (name === 'ended') {
    disconnect();
    publish(null);
    sessionEnded();
  }
}

function connect() {
  const token = getSessionValue('jwtToken');
  if (!token || listeners.size === 0) {
    disconnect();
    publish(null);
    return;
  }
  if (controller && connectedToken === token) return;
  disconnect();
  const own = new AbortController();
  controller = own;
  connectedToken = token;
  void (async () => {
    try {
      const res = await fetch(`${API_BASE}${LIVE_STREAM_PATH}`, {
        headers: { Authorization: token, Accept: 'text/event-stream', AcceptLanguage: currentLocale() },
        cache: 'no-store',
        signal: own.signal,
      });
      if (res.status === 401) {
        disconnect();
        publish(null);
        sessionEnded();
        return;
      }
      if (!res.ok || !res.body) throw new Error(`live stream answered ${res.status}`);
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        failures = 0;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          handleEvent(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
      }
      throw new Error('live stream closed');
    } catch {
      if (own.signal.aborted || controller !== own) return;
      controller = null;
      connectedToken = null;
      scheduleReconnect();
    }
  })();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    // Signing in, out or as someone else (here or in another tab) reopens or closes the stream.
    stopSessionWatch = onSessionChange(() => connect());
  }
  connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopSessionWatch?.();
      stopSessionWatch = null;
      disconnect();
    }
  };
}

/** The signed-in person's unread message count, live; null before the first answer or when signed out. */
export function useUnreadCount(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => unread,
    () => null,
  );
}
