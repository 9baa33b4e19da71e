import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionValue, setSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import BindAccountPage from './bind-account-page';
import { LOGIN_SUCCESS_EVENT } from './pending-sign-in';

const PHOTO = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const captchaToken = () => screen.getByTestId('captcha-image').getAttribute('data-token');

type Reply = { status?: number; body: unknown };

async function render({ bind, locale = 'zh' }: { bind?: () => Reply; locale?: 'zh' | 'en' } = {}) {
  setSessionValue('idToken', 'bind-ticket-1');
  sessionStorage.setItem('wardline:third-party-profile', JSON.stringify({ provider: 'wechat', nickname: '微信用户', avatar: null }));
  let captchas = 0;
  const calls = mockFetch((url, init) => {
    if (url.pathname === '/web/v1/imageCode') return ok({ photo: PHOTO, code: `cap-${++captchas}` });
    if (url.pathname === '/web/v1/user/accountBind/sendSms' && init?.method === 'POST') return ok(null, '验证码已发送');
    if (url.pathname === '/web/v1/user/accountBind' && init?.method === 'POST')
      return bind?.() ?? ok({ token: 'sess-bound', usertype: 'hacker', username: 'Owner', userStatus: 'certification', userState: 'certification', logo: null }, '绑定成功');
    return undefined;
  });
  const view = await renderWithProviders(<BindAccountPage />, { path: '/register/bindAccount', routePath: '/register/bindAccount', locale });
  await waitFor(() => expect(captchaToken()).toBe('cap-1'));
  return { ...view, calls };
}

afterEach(() => sessionStorage.clear());

describe('BindAccountPage (/register/bindAccount)', () => {
  it('sends a visitor without a bind ticket home', async () => {
    mockFetch((url) => (url.pathname === '/web/v1/imageCode' ? ok({ photo: PHOTO, code: 'c' }) : undefined));
    const { router } = await renderWithProviders(<BindAccountPage />, { path: '/register/bindAccount', routePath: '/register/bindAccount' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('greets the person by the name the provider gave, and links to bindCompleteInfo', async () => {
    await render();
    expect(screen.getByText('微信用户，请验证您的守线众测账号以完成绑定')).toBeTruthy();
    expect(screen.getByTestId('bind-to-complete').getAttribute('href')).toBe('/register/bindCompleteInfo');
  });

  it('checks the account (phone or email) and the captcha before sending, then sends with the ticket', async () => {
    const { calls } = await render();
    type('手机号/邮箱', 'not-an-account');
    fireEvent.click(screen.getByTestId('bind-send-code'));
    expect(await screen.findByText('手机号/邮箱格式不正确')).toBeTruthy();
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.endsWith('/sendSms'))).toBe(false);

    type('手机号/邮箱', 'Owner@Example.com');
    type('图形验证码', 'k7Qp');
    fireEvent.click(screen.getByTestId('bind-send-code'));
    await waitFor(() => expect(screen.getByTestId('bind-send-code').getAttribute('data-counting')).toBe('true'));
    const send = calls.find((c) => c.url.pathname === '/web/v1/user/accountBind/sendSms')!;
    expect(send.body).toEqual({ account: 'Owner@Example.com', photoCode: 'k7Qp', code: 'cap-1', idToken: 'bind-ticket-1' });
    // The captcha was spent: a fresh one is shown.
    await waitFor(() => expect(captchaToken()).toBe('cap-2'));
  });

  it('binds, stores the session and usertype, emits login-success and goes home', async () => {
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener(LOGIN_SUCCESS_EVENT, listener);
    const { calls, router } = await render();
    type('手机号/邮箱', '13912345678');
    type('验证码', '123456');
    fireEvent.click(screen.getByTestId('bind-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((c) => c.url.pathname === '/web/v1/user/accountBind')!.body).toEqual({ account: '13912345678', msgCode: '123456', idToken: 'bind-ticket-1' });
    expect(getSessionValue('jwtToken')).toBe('sess-bound');
    expect(getSessionValue('usertype')).toBe('hacker');
    expect(getSessionValue('idToken')).toBeNull();
    expect(events).toEqual([{ usertype: 'hacker' }]);
    window.removeEventListener(LOGIN_SUCCESS_EVENT, listener);
  });

  it('shows the server refusal on the code, in English', async () => {
    await render({ locale: 'en', bind: () => ({ status: 400, body: { errcode: 40010, errmsg: 'The verification code is wrong or has expired', ret: { fields: [{ field: 'msgCode', message: 'The verification code is wrong or has expired' }] } } }) });
    type('Phone/email', '13912345678');
    type('Verification code', '000000');
    fireEvent.click(screen.getByTestId('bind-submit'));
    expect(await screen.findAllByText('The verification code is wrong or has expired')).not.toHaveLength(0);
    expect(getSessionValue('jwtToken')).toBeNull();
  });

  it('goes home when the ticket has lapsed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await render({ bind: () => ({ status: 400, body: { errcode: 40018, errmsg: '第三方登录已失效，请重新登录', ret: null } }) });
    type('手机号/邮箱', '13912345678');
    type('验证码', '123456');
    fireEvent.click(screen.getByTestId('bind-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
