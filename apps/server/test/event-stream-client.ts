/** A server-sent event as a browser's reader sees it. */
export type StreamEvent = { event: string; data: unknown };

/**
 * Reads `GET /web/v1/live/stream` the way the web app does (fetch with the token in the
 * Authorization header), collecting events; `waitFor` resolves with the first event that
 * matches, or rejects after `timeoutMs`.
 */
export async function openEventStream(baseUrl: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/web/v1/live/stream`, { headers: { authorization: token }, signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
  const events: StreamEvent[] = [];
  const waiters: { match: (e: StreamEvent) => boolean; resolve: (e: StreamEvent) => void }[] = [];
  let ended = false;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!name || data === undefined) continue;
          const event = { event: name, data: JSON.parse(data) as unknown };
          events.push(event);
          for (const w of waiters.filter((w) => w.match(event))) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(event);
          }
        }
      }
    } catch {
      // aborted by close()
    }
    ended = true;
  })();
  return {
    status: res.status,
    headers: res.headers,
    events,
    get ended() {
      return ended;
    },
    waitFor(match: (e: StreamEvent) => boolean, timeoutMs = 1000): Promise<StreamEvent> {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`)), timeoutMs);
        waiters.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
    /** Resolves when the server has closed the stream. */
    async closed(timeoutMs = 2000): Promise<void> {
      await Promise.race([pump, new Promise((_, reject) => setTimeout(() => reject(new Error('stream still open')), timeoutMs))]);
    },
    close() {
      controller.abort();
    },
  };
}

export const unreadIs = (count: number) => (e: StreamEvent) => e.event === 'unread' && (e.data as { count: number }).count === count;
