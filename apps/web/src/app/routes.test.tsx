import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, matchRoutes, MemoryRouter, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FeatureRoute } from '@/lib/page-route';
import { usePageError } from '@/lib/page-error';
import { setSessionValue } from '@/lib/session';
import { changeLocale } from '@/i18n';
import { mockFetch, testQueryClient } from '@/test/render';
import { AppRoutes, assembleRoutes } from './routes';
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

/** Where the router is: the declarative router has no state object to read. */
let where = '';
function LocationProbe() {
  const { pathname, search } = useLocation();
  where = pathname + search;
  return null;
}

function OwnErrorPage() {
  const error = usePageError();
  return <p data-testid="own-error">{error instanceof Error ? error.message : 'none'}</p>;
}

/** A page whose chunk arrives when the test says so. */
let arrive: (page: { default: () => ReactElement }) => void = () => undefined;

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
  {
    path: '/own-error',
    shell: 'site',
    antd: false,
    errorElement: <OwnErrorPage />,
    page: async () => ({
      default: () => {
        throw new Error('own failure');
      },
    }),
  },
  { path: '/first', shell: 'site', antd: false, page: async () => ({ default: () => <Link to="/slow">next</Link> }) },
  { path: '/slow', shell: 'site', antd: false, page: () => new Promise((resolve) => (arrive = resolve)) },
];

async function open(path: string, routes: FeatureRoute[] = ROUTES, locale: 'zh' | 'en' = 'en') {
  await changeLocale(locale);
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <AppRoutes routes={assembleRoutes(routes)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
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
    await open('/mine');
    await waitFor(() => expect(where).toBe('/?type=login'));
  });

  it("shows a feature's own error element, which reads what the page threw", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open('/own-error');
    expect((await screen.findByTestId('own-error')).textContent).toBe('own failure');
    expect(screen.getByTestId('top-nav')).toBeTruthy();
  });

  it('keeps the current page while the next one loads, under a named progress bar (axe: progressbar-name)', async () => {
    await open('/first');
    fireEvent.click(await screen.findByRole('link', { name: 'next' }));
    const bar = await screen.findByRole('progressbar', { name: 'Opening the page' });
    expect(bar).toBeTruthy();
    expect(screen.getByRole('link', { name: 'next' })).toBeTruthy();
    await act(async () => arrive({ default: () => <p data-testid="slow-page">arrived</p> }));
    expect(await screen.findByTestId('slow-page')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('shows the translated not-found page for an unknown address', async () => {
    await open('/no/such/page');
    expect((await screen.findByTestId('not-found')).textContent).toContain('Page not found');
  });

  it('paints the shell at once on a first visit, the loader in place of the page until its chunk arrives', async () => {
    const warn = vi.spyOn(console, 'warn');
    await open('/slow');
    expect(screen.getByTestId('top-nav')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await act(async () => arrive({ default: () => <p data-testid="slow-page">arrived</p> }));
    expect(await screen.findByTestId('slow-page')).toBeTruthy();
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/react-router|HydrateFallback/i);
  });

  it('leaves a crashed page behind on the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open('/crash');
    await screen.findByTestId('page-crashed');
    fireEvent.click(within(screen.getByTestId('top-nav')).getAllByRole('link')[0]!);
    await waitFor(() => expect(screen.queryByTestId('page-crashed')).toBeNull());
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
