import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { changeLocale } from '@/i18n';
import { closeLoginDialog, isLoginDialogOpen } from '@/lib/login-dialog';
import { setSessionValue } from '@/lib/session';
import { mockFetch, ok, testQueryClient, type Reply } from '@/test/render';
import { EntranceTiles } from './entrance-tiles';

const TILES = [
  { id: 'tile-hall', name: 'Project hall', introduce: 'Open projects', url: '/hackerservice/projectPage', logo: null, thirdParty: false },
  { id: 'tile-partner', name: 'Partner SRC', introduce: 'A partner’s response centre', url: 'https://src.partner.example/', logo: null, thirdParty: true },
];

async function openTiles(redirect: Reply = ok({ url: 'https://src.partner.example/sso?ticket=t1' })) {
  await changeLocale('en');
  const calls = mockFetch(
    (url) => (url.pathname === '/web/v1/platform/entrance/list' ? ok(TILES) : undefined),
    (url) => (url.pathname === '/web/v1/tpLogin/getRedirectUrl/tile-partner' ? redirect : undefined),
  );
  const router = createMemoryRouter([{ path: '/', element: <EntranceTiles /> }, { path: '*', element: <div data-testid="other-route" /> }]);
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findAllByTestId('entrance-tile');
  return { calls, router };
}

function signIn(userStatus: string) {
  setSessionValue('jwtToken', 'sess-hacker');
  setSessionValue('usertype', 'hacker');
  setSessionValue('userStatus', userStatus);
}

const partnerTile = () => screen.getAllByTestId('entrance-tile').find((tile) => tile.getAttribute('data-entrance-id') === 'tile-partner')!;

afterEach(() => closeLoginDialog());

describe('the home page entrance tiles: the hacker project entry (spec 000 §4)', () => {
  it('links the hall tile into the project hall', async () => {
    await openTiles();
    const hall = screen.getAllByTestId('entrance-tile').find((tile) => tile.getAttribute('data-entrance-id') === 'tile-hall')!;
    expect(hall.getAttribute('href')).toBe('/hackerservice/projectPage');
  });

  it('asks a visitor to sign in before a third-party entrance', async () => {
    const open = vi.spyOn(window, 'open');
    const { calls } = await openTiles();
    fireEvent.click(partnerTile());
    expect(isLoginDialogOpen()).toBe(true);
    expect(open).not.toHaveBeenCalled();
    expect(calls.some((c) => c.url.pathname.startsWith('/web/v1/tpLogin'))).toBe(false);
  });

  it('warns a hacker without real-name certification and takes them to it', async () => {
    signIn('unauthorized');
    const open = vi.spyOn(window, 'open');
    const { router } = await openTiles();
    fireEvent.click(partnerTile());
    expect((await screen.findByTestId('project-entry-notice')).textContent).toContain('Complete real-name certification');
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/hackerLegalize'));
  });

  it('opens the entrance\'s address in a new window for a certified hacker', async () => {
    signIn('certification');
    const win = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const { calls } = await openTiles();
    fireEvent.click(partnerTile());
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(win.location.href).toBe('https://src.partner.example/sso?ticket=t1'));
    expect(win.opener).toBeNull();
    expect(calls.find((c) => c.url.pathname.startsWith('/web/v1/tpLogin'))!.headers.Authorization).toBe('sess-hacker');
  });

  it('closes the window and says why when the server refuses', async () => {
    signIn('certification');
    const win = { opener: null, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    await openTiles({ status: 404, body: { errcode: 404, errmsg: 'The entrance does not exist', ret: null } });
    fireEvent.click(partnerTile());
    expect((await screen.findByTestId('project-entry-notice')).textContent).toContain('The entrance does not exist');
    expect(win.close).toHaveBeenCalled();
  });
});
