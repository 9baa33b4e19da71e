import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { getSessionValue, setSessionValue } from '@/lib/session';
import { mockFetch, ok } from '@/test/render';
import { changeLocale } from '@/i18n';
import { browser, useSessionCheck } from './session-check';
import { SignedOutNotice } from './layout/signed-out-notice';

const DISABLED = { status: 401, body: { errcode: 401, errmsg: 'This account has been disabled and you have been signed out. Please contact the platform', ret: null } };

function Probe() {
  useSessionCheck();
  return null;
}

function signIn() {
  setSessionValue('jwtToken', 'sess-disabled');
  setSessionValue('username', 'hacker-a');
  setSessionValue('userStatus', 'certification');
}

let assign: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await changeLocale('en');
  assign = vi.fn();
  browser.assign = assign as (url: string) => void;
  sessionStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe('the session check of issue 13 (a disabled account must not look signed in)', () => {
  it('on load: a session the server ended because the account is disabled is cleared at once, with the reason kept for the next page', async () => {
    signIn();
    mockFetch((url) => (url.pathname === '/web/v1/find/userstatus' ? DISABLED : undefined));
    render(<Probe />);
    await waitFor(() => expect(getSessionValue('jwtToken')).toBeNull());
    expect(getSessionValue('username')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');

    // The reloaded page says why, once.
    const router = createMemoryRouter([{ path: '/', element: <SignedOutNotice /> }]);
    const { unmount } = render(<RouterProvider router={router} />);
    expect((await screen.findByTestId('signed-out-notice')).textContent).toContain('This account has been disabled');
    unmount();
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <SignedOutNotice /> }])} />);
    expect(screen.queryByTestId('signed-out-notice')).toBeNull();
  });

  it('on focus: a session that was live on load and is disabled later ends when the window regains focus', async () => {
    signIn();
    let disabled = false;
    const calls = mockFetch((url) => {
      if (url.pathname !== '/web/v1/find/userstatus') return undefined;
      return disabled ? DISABLED : ok({ status: 'certification', teamApply: 0, teamMenu: false, username: 'hacker-a', usertype: 'hacker' });
    });
    render(<Probe />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(getSessionValue('jwtToken')).toBe('sess-disabled');
    disabled = true;
    act(() => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(getSessionValue('jwtToken')).toBeNull());
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('asks nothing for a visitor', async () => {
    const calls = mockFetch(() => undefined);
    render(<Probe />);
    act(() => window.dispatchEvent(new Event('focus')));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
  });
});
