import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionValue, setSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import ChooseIdentityPage from './choose-identity-page';

function signedInApi() {
  setSessionValue('jwtToken', 'sess-new');
  setSessionValue('userStatus', 'unIdentityConfirm');
  return mockFetch((url, init) => {
    if (url.pathname === '/web/v1/portal/identityConfirm' && init?.method === 'POST') {
      const { usertype } = JSON.parse(String(init.body)) as { usertype: string };
      return ok({ usertype, userStatus: 'unauthorized' }, '成功');
    }
    return undefined;
  });
}

const render = (locale: 'zh' | 'en' = 'zh') =>
  renderWithProviders(<ChooseIdentityPage />, { path: '/register/chooseIdentity', routePath: '/register/chooseIdentity', locale });

describe('ChooseIdentityPage', () => {
  it('with nothing selected says 请选择身份 and calls nothing', async () => {
    const calls = signedInApi();
    await render();
    fireEvent.click(screen.getByTestId('identity-submit'));
    expect((await screen.findAllByText('请选择身份')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('identity-error').textContent).toBe('请选择身份');
    expect(calls).toHaveLength(0);
  });

  it('with nothing selected says "No identity selected" in English', async () => {
    signedInApi();
    await render('en');
    fireEvent.click(screen.getByTestId('identity-submit'));
    expect((await screen.findAllByText('No identity selected')).length).toBeGreaterThan(0);
  });

  it.each([
    ['企业', 'company', '/register/companyLegalize'],
    ['白帽子', 'hacker', '/register/hackerLegalize'],
  ])('choosing %s confirms %s, stores type and status, and goes to %s', async (name, usertype, target) => {
    const calls = signedInApi();
    const { router } = await render();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name }));
    fireEvent.click(screen.getByTestId('identity-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(calls[0]?.body).toEqual({ usertype });
    expect(getSessionValue('usertype')).toBe(usertype);
    expect(getSessionValue('userStatus')).toBe('unauthorized');
  });

  it('sends a visitor without a session to sign in', async () => {
    mockFetch();
    const { router } = await render();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?type=login');
  });
});
