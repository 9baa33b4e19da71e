import type { ReactElement, ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render } from '@testing-library/react';
import type { Locale } from '@wardline/contract';
import { changeLocale } from '@/i18n';
import { syncDayjsLocale } from '@/app/antd-scope';
import { ToastProvider } from '@/components/toast';

/** A fresh query client per test: no retries, no cache shared between tests. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

function Providers({ children, client }: { children: ReactNode; client: QueryClient }) {
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AntApp>
        <AntdToast>
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        </AntdToast>
      </AntApp>
    </ConfigProvider>
  );
}

/** As in the app's Ant Design scope: the shared hooks' toasts are Ant Design's `message`. */
function AntdToast({ children }: { children: ReactNode }) {
  const { message } = AntApp.useApp();
  return <ToastProvider value={message}>{children}</ToastProvider>;
}

/** Renders `ui` in the app's providers and a memory router at `path`, in the given locale. */
export async function renderWithProviders(ui: ReactElement, { locale = 'zh', path = '/', routePath = '*' }: { locale?: Locale; path?: string; routePath?: string } = {}) {
  await changeLocale(locale);
  syncDayjsLocale(locale);
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

export { mockFetch, ok, type Reply } from './mock-fetch';
