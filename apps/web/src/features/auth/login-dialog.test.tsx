import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { testKeyPair } from '@/test/rsa';
import { LoginDialog } from './login-dialog';
import { closeLoginDialog, openLoginDialog } from '@/lib/login-dialog';
import { reloadHome } from './after-login';
import type * as AfterLogin from './after-login';

vi.mock('./after-login', async (importOriginal) => ({ ...(await importOriginal<typeof AfterLogin>()), reloadHome: vi.fn() }));

/** A stand-in JPEG data URI (the server draws real ones); `n` keeps each image distinct. */
const PHOTO = (n: number) => `data:image/jpeg;base64,/9j/4AAQ${btoa(String(n))}`;

const loginRet = (userStatus: string, usertype: string | null = 'hacker') => ({ token: 'sess-7f3a', usertype, username: '白帽甲', userStatus, userState: userStatus, logo: null });

/** The identity API as the server answers it; the captcha token changes on every fetch. */
function identityApi(opts: { phoneLogin?: () => { status?: number; body: unknown }; mailLogin?: () => { status?: number; body: unknown }; pem?: string } = {}) {
  let captchas = 0;
  return mockFetch((url, init) => {
    const post = init?.method === 'POST';
    if (url.pathname === '/web/v1/imageCode') {
      captchas++;
      return ok({ photo: PHOTO(captchas), code: `cap-${captchas}` });
    }
    if (url.pathname === '/web/v1/portal/publicKey') return ok(opts.pem ?? '');
    if (url.pathname === '/web/v1/phone/login/sendSms' && post) return ok(null, '验证码已发送');
    if (url.pathname === '/web/v1/phone/login' && post) return opts.phoneLogin?.() ?? ok(loginRet('certification'), '登录成功');
    if (url.pathname === '/web/v1/portal/login' && post) return opts.mailLogin?.() ?? ok(loginRet('certification'), '登录成功');
    return undefined;
  });
}

const dialog = () => screen.findByRole('dialog', { name: '登录' });
/** Both tabs stay mounted, each with its captcha: queries about the mail sign-in look inside its form. */
const mailForm = (box: HTMLElement) => within(box).getByTestId('login-mail-form');
const phoneForm = (box: HTMLElement) => within(box).getByTestId('login-phone-form');
const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

async function fillPhoneForm(phone = '13800000001', code = '246810') {
  const box = await dialog();
  type(await within(box).findByLabelText('手机号'), phone);
  type(within(box).getByLabelText('短信验证码'), code);
  return box;
}

beforeAll(async () => {
  // The dialog's body is a lazy chunk; load it once so no test waits on the first import.
  await import('./login-panel');
});

afterEach(() => {
  act(() => closeLoginDialog());
  vi.useRealTimers();
});

describe('LoginDialog', () => {
  it('opens from ?type=login and drops the trigger from the address when closed', async () => {
    identityApi();
    const { router } = await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await dialog();
    expect(await within(box).findByRole('tab', { name: '手机登录', selected: true })).toBeTruthy();
    expect(within(box).getByRole('tab', { name: '邮箱登录' })).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it.each([['?ssoLogin=1'], ['?logon=false'], ['?type=relogin']])('opens from %s', async (query) => {
    identityApi();
    await renderWithProviders(<LoginDialog />, { path: `/${query}`, routePath: '/' });
    expect(await dialog()).toBeTruthy();
  });

  it('stays closed without a trigger and opens when openLoginDialog() is called', async () => {
    identityApi();
    await renderWithProviders(<LoginDialog />, { path: '/announcement', routePath: '/announcement' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openLoginDialog());
    expect(await dialog()).toBeTruthy();
  });

  it('warns "请完善登录信息" when the phone form is incomplete, and checks the phone on blur', async () => {
    const calls = identityApi();
    await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await dialog();
    type(await within(box).findByLabelText('手机号'), '12345');
    expect(await within(box).findByText('手机号码格式不符合规范')).toBeTruthy();
    fireEvent.click(within(box).getByTestId('login-submit-phone'));
    expect(await screen.findByText('请完善登录信息')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/web/v1/phone/login')).toBe(false);
  });

  it('warns in English too', async () => {
    identityApi();
    await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/', locale: 'en' });
    const box = await screen.findByRole('dialog', { name: 'Sign in' });
    fireEvent.click(await within(box).findByTestId('login-submit-phone'));
    expect(await screen.findByText('Please complete the sign-in details')).toBeTruthy();
  });

  it('sends the SMS code to the phone, counts down 60 s, and resets the countdown on a tab switch', async () => {
    const calls = identityApi();
    await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await dialog();
    type(await within(box).findByLabelText('手机号'), ' 13800000001 ');
    const send = within(box).getByTestId('login-send-code');
    // The code goes to a number that may not be the caller's: no send without the image code.
    fireEvent.click(send);
    expect(await within(phoneForm(box)).findByText('请输入图形验证码')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/web/v1/phone/login/sendSms')).toBe(false);

    const captcha = within(phoneForm(box)).getByTestId('captcha-image');
    await waitFor(() => expect(captcha.getAttribute('data-token')).toMatch(/^cap-\d+$/));
    const token = captcha.getAttribute('data-token');
    type(within(phoneForm(box)).getByLabelText('图形验证码'), 'AB12');
    fireEvent.click(send);
    await waitFor(() => expect(send.getAttribute('data-counting')).toBe('true'));
    expect(send.textContent).toMatch(/60 秒后重新获取/);
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(calls.find((c) => c.url.pathname === '/web/v1/phone/login/sendSms')?.body).toEqual({ telephone: '13800000001', photoCode: 'AB12', code: token });
    // The captcha was spent: a fresh one shows, its answer cleared.
    await waitFor(() => expect(captcha.getAttribute('data-token')).not.toBe(token));
    expect((within(phoneForm(box)).getByLabelText('图形验证码') as HTMLInputElement).value).toBe('');

    fireEvent.click(await within(box).findByRole('tab', { name: '邮箱登录' }));
    fireEvent.click(within(box).getByRole('tab', { name: '手机登录' }));
    await waitFor(() => expect(within(box).getByTestId('login-send-code').getAttribute('data-counting')).toBe('false'));
    expect((within(box).getByTestId('login-send-code') as HTMLButtonElement).disabled).toBe(false);
  });

  it('passes an image code with the phone sign-in when the server asks for one after failures', async () => {
    let asked = false;
    const calls = identityApi({
      phoneLogin: () => {
        if (asked) return ok(loginRet('certification'), '登录成功');
        asked = true;
        return { status: 400, body: { errcode: 40019, errmsg: '图形验证码：登录失败次数较多，请输入图形验证码', ret: { fields: [{ field: 'photoCode', message: '登录失败次数较多，请输入图形验证码' }] } } };
      },
    });
    await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await fillPhoneForm();
    fireEvent.click(within(box).getByTestId('login-submit-phone'));
    expect(await within(phoneForm(box)).findByText('登录失败次数较多，请输入图形验证码')).toBeTruthy();
    const captcha = within(phoneForm(box)).getByTestId('captcha-image');
    await waitFor(() => expect(captcha.getAttribute('data-token')).toMatch(/^cap-\d+$/));
    type(within(phoneForm(box)).getByLabelText('图形验证码'), 'QW34');
    fireEvent.click(within(box).getByTestId('login-submit-phone'));
    await waitFor(() => expect(getSessionValue('jwtToken')).toBe('sess-7f3a'));
    const logins = calls.filter((c) => c.url.pathname === '/web/v1/phone/login');
    expect(logins[0]!.body).toEqual({ phone: '13800000001', msgCode: '246810' });
    expect(logins[1]!.body).toEqual({ phone: '13800000001', msgCode: '246810', photoCode: 'QW34', code: captcha.getAttribute('data-token') });
    vi.mocked(reloadHome).mockClear();
  });

  it('goes on to complete-info when the phone belongs to an unfinished registration (issue 13 item 24)', async () => {
    identityApi({ phoneLogin: () => ok({ userStatus: 'imperfect', idToken: 'idt-55aa' }, '手机号已验证，请完善信息以完成注册') });
    const { router } = await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await fillPhoneForm();
    fireEvent.click(within(box).getByTestId('login-submit-phone'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/completeInfo'));
    expect(getSessionValue('idToken')).toBe('idt-55aa');
    expect(getSessionValue('jwtToken')).toBeNull();
  });

  it.each([
    ['imperfect', 'hacker', '/register/completeInfo'],
    ['unIdentityConfirm', null, '/register/chooseIdentity'],
    ['unauthorized', 'hacker', '/register/hackerLegalize'],
    ['unauthorized', 'company', '/register/companyLegalize'],
  ])('phone sign-in with status %s (%s) stores the session and goes to %s', async (status, usertype, target) => {
    const calls = identityApi({ phoneLogin: () => ok(loginRet(status, usertype), '登录成功') });
    const { router } = await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await fillPhoneForm();
    fireEvent.click(within(box).getByTestId('login-submit-phone'));
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(calls.find((c) => c.url.pathname === '/web/v1/phone/login')?.body).toEqual({ phone: '13800000001', msgCode: '246810' });
    expect(getSessionValue('jwtToken')).toBe('sess-7f3a');
    expect(getSessionValue('userStatus')).toBe(status);
    expect(getSessionValue('username')).toBe('白帽甲');
    expect(getSessionValue('usertype')).toBe(usertype);
    expect(reloadHome).not.toHaveBeenCalled();
  });

  it('a certified user goes home with a reload', async () => {
    vi.mocked(reloadHome).mockClear();
    identityApi();
    await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await fillPhoneForm();
    fireEvent.click(within(box).getByTestId('login-submit-phone'));
    await waitFor(() => expect(reloadHome).toHaveBeenCalledTimes(1));
    expect(getSessionValue('userStatus')).toBe('certification');
  });

  it('a refused phone sign-in shows the server message and keeps what was typed', async () => {
    identityApi({ phoneLogin: () => ({ status: 400, body: { errcode: 40010, errmsg: '验证码错误或已失效', ret: null } }) });
    await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await fillPhoneForm();
    fireEvent.click(within(box).getByTestId('login-submit-phone'));
    expect(await screen.findByText('验证码错误或已失效')).toBeTruthy();
    expect((within(box).getByLabelText('手机号') as HTMLInputElement).value).toBe('13800000001');
    expect(getSessionValue('jwtToken')).toBeNull();
  });

  it('mail sign-in sends the password as RSA-OAEP ciphertext, never in plain', async () => {
    vi.mocked(reloadHome).mockClear();
    const keys = await testKeyPair();
    const calls = identityApi({ pem: keys.pem });
    await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await dialog();
    fireEvent.click(await within(box).findByRole('tab', { name: '邮箱登录' }));
    type(await within(box).findByLabelText('邮箱'), ' hacker@demo.local ');
    type(within(box).getByLabelText('密码'), 'Demo#2026');
    const captcha = within(mailForm(box)).getByTestId('captcha-image');
    await waitFor(() => expect(captcha.getAttribute('data-token')).toMatch(/^cap-\d+$/));
    const token = captcha.getAttribute('data-token');
    type(within(mailForm(box)).getByLabelText('图形验证码'), 'AB12');
    fireEvent.click(within(box).getByTestId('login-submit-mail'));
    await waitFor(() => expect(reloadHome).toHaveBeenCalled());

    const sent = calls.find((c) => c.url.pathname === '/web/v1/portal/login')!.body as Record<string, string>;
    expect(sent.email).toBe('hacker@demo.local');
    expect(sent.checkcode).toBe('AB12');
    expect(sent.code).toBe(token);
    expect(sent.password).not.toContain('Demo#2026');
    expect(sent.password).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(await keys.decrypt(sent.password!)).toBe('Demo#2026');
    expect(JSON.stringify(calls.map((c) => c.body))).not.toContain('Demo#2026');
  });

  it('a refused mail sign-in shows errmsg, refreshes the captcha and clears its answer only', async () => {
    const keys = await testKeyPair();
    const calls = identityApi({ pem: keys.pem, mailLogin: () => ({ status: 400, body: { errcode: 40011, errmsg: '图形验证码错误或已失效', ret: null } }) });
    await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await dialog();
    fireEvent.click(await within(box).findByRole('tab', { name: '邮箱登录' }));
    type(await within(box).findByLabelText('邮箱'), 'hacker@demo.local');
    type(within(box).getByLabelText('密码'), 'Demo#2026');
    const captcha = within(mailForm(box)).getByTestId('captcha-image');
    await waitFor(() => expect(captcha.getAttribute('data-token')).toMatch(/^cap-\d+$/));
    const first = captcha.getAttribute('data-token');
    const fetched = calls.filter((c) => c.url.pathname === '/web/v1/imageCode').length;
    type(within(mailForm(box)).getByLabelText('图形验证码'), 'WXYZ');
    fireEvent.click(within(box).getByTestId('login-submit-mail'));

    expect(await screen.findByText('图形验证码错误或已失效')).toBeTruthy();
    await waitFor(() => expect(captcha.getAttribute('data-token')).not.toBe(first));
    expect(calls.filter((c) => c.url.pathname === '/web/v1/imageCode')).toHaveLength(fetched + 1);
    expect((within(mailForm(box)).getByLabelText('图形验证码') as HTMLInputElement).value).toBe('');
    expect((within(box).getByLabelText('邮箱') as HTMLInputElement).value).toBe('hacker@demo.local');
    expect((within(box).getByLabelText('密码') as HTMLInputElement).value).toBe('Demo#2026');
  });

  it('a click on the captcha fetches a new one', async () => {
    identityApi();
    await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await dialog();
    fireEvent.click(await within(box).findByRole('tab', { name: '邮箱登录' }));
    const captcha = await within(mailForm(box)).findByRole('button', { name: '看不清？换一张' });
    await waitFor(() => expect(captcha.getAttribute('data-token')).toMatch(/^cap-\d+$/));
    const first = captcha.getAttribute('data-token');
    fireEvent.click(captcha);
    await waitFor(() => expect(captcha.getAttribute('data-token')).not.toBe(first));
  });
});
