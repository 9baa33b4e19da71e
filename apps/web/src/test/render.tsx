import type { ReactElement, ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render } from '@testing-library/react';
import type { Locale } from '@wardline/contract';
import { changeLocale } from '@/i18n';

/** A fresh query client per test: no retries, no cache shared between tests. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

function Providers({ children, client }: { children: ReactNode; client: QueryClient }) {
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AntApp>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

/** Renders `ui` in the app's providers and a memory router at `path`, in the given locale. */
export async function renderWithProviders(ui: ReactElement, { locale = 'zh', path = '/', routePath = '*' }: { locale?: Locale; path?: string; routePath?: string } = {}) {
  await changeLocale(locale);
  const client = testQueryClient();
  const routes: RouteObject[] = [{ path: routePath, element: ui }, { path: '*', element: <div data-testid="other-route" /> }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, client, router };
}

type Reply = { status?: number; body: unknown };
type Handler = (url: URL, init: RequestInit | undefined) => Reply | undefined;

/**
 * Replaces `fetch` with a router of canned envelopes: each handler sees the URL and the
 * request and answers, or returns undefined to let the next handler try. Every call is kept.
 */
export function mockFetch(...handlers: Handler[]) {
  const calls: { url: URL; method: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, method: init?.method ?? 'GET', body, headers: (init?.headers ?? {}) as Record<string, string> });
    for (const handler of handlers) {
      const reply = handler(url, init);
      if (reply) return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }
    return new Response(JSON.stringify({ errcode: 404, errmsg: '请求的内容不存在', ret: null }), { status: 404 });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}

/** A success envelope, as the server sends it. */
export const ok = <T,>(ret: T, errmsg = '成功'): Reply => ({ body: { errcode: 0, errmsg, ret } });
