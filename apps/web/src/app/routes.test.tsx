import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FeatureRoute } from '@/lib/page-route';
import { setSessionValue } from '@/lib/session';
import { changeLocale } from '@/i18n';
import { mockFetch, testQueryClient } from '@/test/render';
import { assembleRoutes } from './routes';
import { featureRoutes } from './feature-routes';

const adminFrameLoaded = vi.fn();
vi.mock('@/features/admin/admin-layout', () => {
  adminFrameLoaded();
  return { default: () => <div data-testid="admin-frame" /> };
});

function Greeting() {
  // A namespace of this test only: outside the app's typed resources.
  const { t } = useTranslation('probe' as never);
  return <p data-testid="greeting">{t('hello' as never)}</p>;
}

const ROUTES: FeatureRoute[] = [
  { path: '/hello', shell: 'site', antd: false, page: async () => ({ default: Greeting }), strings: { probe: async () => ({ zh: { hello: '你好' }, en: { hello: 'Hello' } }) } },
  {
    path: '/crash',
    shell: 'site',
    antd: false,
    page: async () => ({
      default: () => {
        throw new Error('render bug');
      },
    }),
  },
  { path: '/stale', shell: 'site', antd: false, page: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/stale-page-1a2b.js')) },
  { path: '/mine', shell: 'site', session: true, antd: false, page: async () => ({ default: () => <p>mine</p> }) },
];

async function open(path: string, routes: FeatureRoute[] = ROUTES, locale: 'zh' | 'en' = 'en') {
  await changeLocale(locale);
  const router = createMemoryRouter(assembleRoutes(routes), { initialEntries: [path] });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the routes the app assembles from the features', () => {
  it('loads a page with its string namespaces, inside the shell', async () => {
    await open('/hello');
    expect((await screen.findByTestId('greeting')).textContent).toBe('Hello');
    expect(screen.getByTestId('top-nav')).toBeTruthy();
  });

  it('shows our translated error page, inside the shell, when a page crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open('/crash', ROUTES, 'zh');
    expect((await screen.findByTestId('page-crashed')).textContent).toContain('页面出错了');
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeTruthy();
    expect(screen.getByTestId('top-nav')).toBeTruthy();
  });

  it('offers a reload when a page chunk cannot be loaded (a new version was deployed)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open('/stale');
    expect((await screen.findByTestId('chunk-failed')).textContent).toContain('The site has been updated');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('sends a visitor away from a page that needs a session, with the sign-in dialog asked for', async () => {
    const router = await open('/mine');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?type=login');
  });

  it('shows the translated not-found page for an unknown address', async () => {
    await open('/no/such/page');
    expect((await screen.findByTestId('not-found')).textContent).toContain('Page not found');
  });

  it('renders its first load without react-router warning about a missing HydrateFallback (issue 13 #19)', async () => {
    const warn = vi.spyOn(console, 'warn');
    await open('/hello');
    await screen.findByTestId('greeting');
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/HydrateFallback/);
  });

  it('never loads the console for a signed-in person who is not staff', async () => {
    setSessionValue('jwtToken', 'sess-hacker');
    mockFetch((url) => (url.pathname === '/web/v1/admin/me' ? { status: 403, body: { errcode: 403, errmsg: 'Forbidden', ret: null } } : undefined));
    const { adminRoutes } = await import('@/features/admin/routes');
    await open('/admin/users', adminRoutes);
    expect(await screen.findByTestId('console-forbidden')).toBeTruthy();
    expect(adminFrameLoaded).not.toHaveBeenCalled();
  });

  it('lets a built user-centre page win over the planned /userCenter/*, which keeps the others', () => {
    const leaf = (path: string) => matchRoutes(assembleRoutes(featureRoutes), path)?.at(-1)?.route.path;
    expect(leaf('/userCenter/myBug')).toBe('/userCenter/myBug');
    expect(leaf('/commitBug')).toBe('/commitBug');
    expect(leaf('/userCenter/achievement')).toBe('/userCenter/achievement');
    expect(leaf('/userCenter/no-such-page')).toBe('/userCenter/*');
  });
});
