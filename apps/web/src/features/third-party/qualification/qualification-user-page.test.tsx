import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSessionValue, setSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { testKeyPair } from '@/test/rsa';
import QualificationUserPage from './qualification-user-page';

const PHOTO = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const answer = { token: 'sess-q', usertype: 'hacker', username: 'Q', userStatus: 'unauthorized', country: 'CN' };

async function render(provider: 'alipay' | 'wechat', pem = '') {
  setSessionValue('idToken', 'ticket-q');
  sessionStorage.setItem('wardline:third-party-profile', JSON.stringify({ provider, nickname: 'Q', avatar: 'https://x.test/q.png' }));
  let captchas = 0;
  const calls = mockFetch((url, init) => {
    if (url.pathname === '/web/v1/imageCode') return ok({ photo: PHOTO, code: `cap-${++captchas}` });
    if (url.pathname === '/web/v1/portal/publicKey') return ok(pem);
    if (url.pathname === '/web/v1/portal/emailcode') return ok(null, '验证码已发送');
    if ((url.pathname === '/web/v1/portal/profectuser' || url.pathname === '/web/v1/portal/profectuserali') && init?.method === 'POST') return ok(answer);
    return undefined;
  });
  const view = await renderWithProviders(<QualificationUserPage />, { path: '/qualification/user', routePath: '/qualification/user' });
  await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-token')).toBe('cap-1'));
  return { ...view, calls };
}

afterEach(() => sessionStorage.clear());

describe('QualificationUserPage (/qualification/user)', () => {
  it('binds by email through /portal/profectuserali after an Alipay sign-in', async () => {
    const { calls, router } = await render('alipay');
    type('邮箱', 'me@example.com');
    type('图形验证码', 'k7Qp');
    fireEvent.click(screen.getByTestId('qualification-send-code'));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/web/v1/portal/emailcode')).toBe(true));
    expect(Object.fromEntries(calls.find((c) => c.url.pathname === '/web/v1/portal/emailcode')!.url.searchParams)).toEqual({ email: 'me@example.com', photoCode: 'k7Qp', code: 'cap-1' });
    type('邮箱验证码', 'AB12CD');
    fireEvent.click(screen.getByTestId('qualification-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((c) => c.url.pathname === '/web/v1/portal/profectuserali')!.body).toEqual({ mode: 'bind', idToken: 'ticket-q', email: 'me@example.com', emailCode: 'AB12CD' });
    expect(getSessionValue('jwtToken')).toBe('sess-q');
  });

  it('creates an account from the full form and sends a person in China on to bind a phone', async () => {
    const keys = await testKeyPair();
    const { calls, router } = await render('wechat', keys.pem);
    fireEvent.click(screen.getByTestId('qualification-toggle'));
    expect(await screen.findByTestId('qualification-picture')).toBeTruthy();
    type('邮箱', 'new@example.com');
    type('邮箱验证码', 'AB12CD');
    type('密码', 'Secret#2026');
    type('昵称', 'Newbie');
    type('博客', 'https://blog.example.com');
    fireEvent.click(screen.getByTestId('qualification-submit'));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/qualification/user'));
    const body = calls.find((c) => c.url.pathname === '/web/v1/portal/profectuser')!.body as Record<string, string>;
    expect(body).toMatchObject({ mode: 'create', idToken: 'ticket-q', usertype: 'hacker', email: 'new@example.com', emailCode: 'AB12CD', username: 'Newbie', country: '', blog: 'https://blog.example.com' });
    expect(await keys.decrypt(body.password!)).toBe('Secret#2026');
    expect(router.state.location.pathname).toBe('/qualification/tel');
  });
});
