import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import ChooseIdentityPage from './choose-identity-page';
import CompleteInfoPage from './complete-info-page';

/** A stored session of an account at `userStatus` (what every sign-in leaves). */
function signedIn(userStatus: string, usertype?: string) {
  setSessionValue('jwtToken', 'sess-done');
  setSessionValue('userStatus', userStatus);
  if (usertype) setSessionValue('usertype', usertype);
}

const open = (Page: () => React.JSX.Element, path: string) => renderWithProviders(<Page />, { path, routePath: path });

describe('a signed-in person past a registration step is sent on, not shown a form the server refuses (issue 13, item 10)', () => {
  it.each([
    ['an unauthorized hacker', 'unauthorized', 'hacker', '/register/hackerLegalize'],
    ['an unauthorized company', 'unauthorized', 'company', '/register/companyLegalize'],
    ['a certified hacker', 'certification', 'hacker', '/'],
    ['a company under review', 'companyFileUploaded', 'company', '/'],
    ['an account still missing its details', 'imperfect', undefined, '/register/completeInfo'],
  ])('choose identity sends %s on to %s', async (_who, userStatus, usertype, target) => {
    signedIn(userStatus, usertype);
    const calls = mockFetch();
    const { router } = await open(ChooseIdentityPage, '/register/chooseIdentity');
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(screen.queryByTestId('identity-submit')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['an account that has yet to choose its identity', 'unIdentityConfirm', undefined, '/register/chooseIdentity'],
    ['an unauthorized hacker', 'unauthorized', 'hacker', '/register/hackerLegalize'],
    ['a certified company', 'certification', 'company', '/'],
  ])('complete info sends %s on to %s', async (_who, userStatus, usertype, target) => {
    signedIn(userStatus, usertype);
    mockFetch();
    const { router } = await open(CompleteInfoPage, '/register/completeInfo');
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(screen.queryByTestId('complete-submit')).toBeNull();
  });

  it('still shows each step to the person at it', async () => {
    signedIn('unIdentityConfirm');
    mockFetch();
    const identity = await open(ChooseIdentityPage, '/register/chooseIdentity');
    expect(await screen.findByTestId('identity-submit')).toBeTruthy();
    identity.unmount();

    signedIn('imperfect');
    mockFetch((url) => (url.pathname === '/web/v1/portal/publicKey' ? ok('') : undefined));
    const info = await open(CompleteInfoPage, '/register/completeInfo');
    expect(await screen.findByTestId('complete-submit')).toBeTruthy();
    expect(info.router.state.location.pathname).toBe('/register/completeInfo');
  });

  it('shows complete info to a step-1 registration even in a browser signed in to another account', async () => {
    signedIn('certification', 'hacker');
    setSessionValue('idToken', 'idt-new-phone');
    mockFetch();
    const { router } = await open(CompleteInfoPage, '/register/completeInfo');
    expect(await screen.findByTestId('complete-submit')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register/completeInfo');
  });
});
