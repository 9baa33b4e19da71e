import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSessionValue, clearSession } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import { MessageBell } from './message-bell';

/** A fetch that answers the live stream with the given server-sent events and keeps it open. */
function streamingFetch(events: string[]) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const e of events) controller.enqueue(new TextEncoder().encode(e));
        init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  }) as typeof fetch;
  return calls;
}

describe('MessageBell', () => {
  afterEach(() => clearSession());

  it('shows the live unread count from the event stream, capped at 99+, and opens the message centre', async () => {
    setSessionValue('jwtToken', 'a'.repeat(43));
    const calls = streamingFetch(['retry: 3000\n\n', 'event: unread\ndata: {"count":3}\n\n', 'event: unread\ndata: {"count":120}\n\n']);
    await renderWithProviders(<MessageBell />, { locale: 'en' });
    await waitFor(() => expect(screen.getByTestId('message-bell').getAttribute('data-unread')).toBe('120'));
    expect(screen.getByTestId('message-bell').textContent).toContain('99+');
    expect(screen.getByTestId('message-bell').getAttribute('aria-label')).toBe('Messages, 120 unread');
    expect(screen.getByTestId('message-bell').getAttribute('href')).toBe('/userCenter/news');
    // One stream, with the token in the header, never in the address.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/web/v1/live/stream');
    expect(calls[0]!.headers.Authorization).toBe('a'.repeat(43));
  });
});
