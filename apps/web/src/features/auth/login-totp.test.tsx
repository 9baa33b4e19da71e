import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { testKeyPair } from '@/test/rsa';
import { LoginDialog } from './login-dialog';
import { closeLoginDialog } from '@/lib/login-dialog';
import { reloadHome } from './after-login';
import type * as AfterLogin from './after-login';

vi.mock('./after-login', async (importOriginal) => ({ ...(await importOriginal<typeof AfterLogin>()), reloadHome: vi.fn() }));

/** A stand-in JPEG data URI (the server draws real ones); `n` keeps each image distinct. */
const PHOTO = (n: number) => `data:image/jpeg;base64,/9j/4AAQ${btoa(String(n))}`;

const staffRet = (userStatus = 'certification') => ({ token: 'sess-staff-9c1d', usertype: 'hacker', username: '运营乙', userStatus, userState: userStatus, logo: null });
const hackerRet = { token: 'sess-7f3a', usertype: 'hacker', username: '白帽甲', userStatus: 'certification', userState: 'certification', logo: null };
const CHALLENGE = 'chal-4b2e8f';
const challengeRet = { totpRequired: true, challenge: CHALLENGE, expiresInSeconds: 300 };
const wrongCode = { status: 400, body: { errcode: 40030, errmsg: '两步验证码错误，请重新输入', ret: null } };
const expired = { status: 400, body: { errcode: 40031, errmsg: '登录验证已过期，请重新登录', ret: null } };

type Reply = { status?: number; body: unknown };

/** The identity API as the server answers it, with the second step of a staff sign-in. */
function identityApi(opts: { mailLogin?: () => Reply; phoneLogin?: () => Reply; totpLogin?: (body: { challenge: string; totp: string }) => Reply; pem: string }) {
  let captchas = 0;
  return mockFetch((url, init) => {
    const post = init?.method === 'POST';
    if (url.pathname === '/web/v1/imageCode') {
      captchas++;
      return ok({ photo: PHOTO(captchas), code: `cap-${captchas}` });
    }
    if (url.pathname === '/web/v1/portal/publicKey') return ok(opts.pem);
    if (url.pathname === '/web/v1/phone/login' && post) return opts.phoneLogin?.() ?? ok(challengeRet, '请输入两步验证码');
    if (url.pathname === '/web/v1/portal/login' && post) return opts.mailLogin?.() ?? ok(challengeRet, '请输入两步验证码');
    if (url.pathname === '/web/v1/portal/login/totp' && post) {
      const body = JSON.parse(String(init?.body)) as { challenge: string; totp: string };
      return opts.totpLogin?.(body) ?? ok(staffRet(), '登录成功');
    }
    return undefined;
  });
}

const dialog = () => screen.findByRole('dialog', { name: '登录' });
const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

/** Fills and sends the mail tab; answers the dialog. */
async function signInByMail(email = 'staff@demo.local') {
  const box = await dialog();
  fireEvent.click(await within(box).findByRole('tab', { name: '邮箱登录' }));
  type(await within(box).findByLabelText('邮箱'), email);
  type(within(box).getByLabelText('密码'), 'Demo#2026');
  await waitFor(() => expect(within(within(box).getByTestId('login-mail-form')).getByTestId('captcha-image').getAttribute('data-token')).toMatch(/^cap-\d+$/));
  type(within(within(box).getByTestId('login-mail-form')).getByLabelText('图形验证码'), 'AB12');
  fireEvent.click(within(box).getByTestId('login-submit-mail'));
  return box;
}

const typeCode = (box: HTMLElement, code: string) => fireEvent.change(within(box).getByTestId('login-totp-input'), { target: { value: code } });
const totpCalls = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.url.pathname === '/web/v1/portal/login/totp');

let pem = '';
beforeAll(async () => {
  await import('./login-panel');
  pem = (await testKeyPair()).pem;
});

beforeEach(() => {
  vi.mocked(reloadHome).mockClear();
});

afterEach(() => {
  act(() => closeLoginDialog());
});

describe('LoginDialog: two-step sign-in of staff', () => {
  it('a staff mail sign-in answering totpRequired shows the code step and stores nothing yet', async () => {
    identityApi({ pem });
    await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await signInByMail();

    const input = await within(box).findByTestId('login-totp-input');
    expect(within(box).getByText('两步验证')).toBeTruthy();
    expect(within(box).queryByTestId('login-mail-form')).toBeNull();
    expect(within(box).queryByRole('tab')).toBeNull();
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(within(box).getByTestId('login-totp-submit')).toBeTruthy();
    expect(within(box).getByTestId('login-totp-back')).toBeTruthy();
    expect(getSessionValue('jwtToken')).toBeNull();
    expect(reloadHome).not.toHaveBeenCalled();
  });

  it('a wrong code shows errmsg, clears the input and stays on the code step', async () => {
    const calls = identityApi({ pem, totpLogin: () => wrongCode });
    await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await signInByMail();
    await within(box).findByTestId('login-totp-input');
    typeCode(box, '000000');
    fireEvent.click(within(box).getByTestId('login-totp-submit'));

    expect(await screen.findByText('两步验证码错误，请重新输入')).toBeTruthy();
    await waitFor(() => expect((within(box).getByTestId('login-totp-input') as HTMLInputElement).value).toBe(''));
    expect(totpCalls(calls).map((c) => c.body)).toEqual([{ challenge: CHALLENGE, totp: '000000' }]);
    expect(within(box).getByTestId('login-totp-submit')).toBeTruthy();
    expect(getSessionValue('jwtToken')).toBeNull();
    expect(reloadHome).not.toHaveBeenCalled();
  });

  it('the right code stores the session and continues like a normal sign-in', async () => {
    const calls = identityApi({ pem, totpLogin: ({ totp }) => (totp === '246810' ? ok(staffRet(), '登录成功') : wrongCode) });
    await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await signInByMail();
    await within(box).findByTestId('login-totp-input');
    typeCode(box, '000000');
    fireEvent.click(within(box).getByTestId('login-totp-submit'));
    expect(await screen.findByText('两步验证码错误，请重新输入')).toBeTruthy();

    typeCode(box, ' 246 810 ');
    fireEvent.click(within(box).getByTestId('login-totp-submit'));
    await waitFor(() => expect(reloadHome).toHaveBeenCalledTimes(1));
    expect(totpCalls(calls).at(-1)?.body).toEqual({ challenge: CHALLENGE, totp: '246810' });
    expect(getSessionValue('jwtToken')).toBe('sess-staff-9c1d');
    expect(getSessionValue('userStatus')).toBe('certification');
    expect(getSessionValue('username')).toBe('运营乙');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the right code routes an unfinished registration to its step', async () => {
    identityApi({ pem, totpLogin: () => ok(staffRet('imperfect'), '登录成功') });
    const { router } = await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await signInByMail();
    await within(box).findByTestId('login-totp-input');
    typeCode(box, '135790');
    fireEvent.click(within(box).getByTestId('login-totp-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/completeInfo'));
    expect(getSessionValue('jwtToken')).toBe('sess-staff-9c1d');
    expect(reloadHome).not.toHaveBeenCalled();
  });

  it('a code that is not 6 digits is refused before it is sent', async () => {
    const calls = identityApi({ pem });
    await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await signInByMail();
    await within(box).findByTestId('login-totp-input');
    typeCode(box, '12a4');
    fireEvent.click(within(box).getByTestId('login-totp-submit'));
    expect(await within(box).findByText('两步验证码为6位数字')).toBeTruthy();
    expect(totpCalls(calls)).toHaveLength(0);
  });

  it('an expired challenge goes back to the form with a message, the email kept', async () => {
    identityApi({ pem, totpLogin: () => expired });
    await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await signInByMail('staff@demo.local');
    await within(box).findByTestId('login-totp-input');
    typeCode(box, '246810');
    fireEvent.click(within(box).getByTestId('login-totp-submit'));

    expect(await screen.findByText('登录验证已过期，请重新登录')).toBeTruthy();
    expect(await within(box).findByTestId('login-mail-form')).toBeTruthy();
    expect(within(box).queryByTestId('login-totp-input')).toBeNull();
    expect((within(box).getByLabelText('邮箱') as HTMLInputElement).value).toBe('staff@demo.local');
    expect((within(box).getByLabelText('密码') as HTMLInputElement).value).toBe('');
    expect(getSessionValue('jwtToken')).toBeNull();
  });

  it('a phone sign-in answering totpRequired asks for the code too, and the back link returns to the phone form', async () => {
    const calls = identityApi({ pem });
    await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await dialog();
    type(await within(box).findByLabelText('手机号'), '13800000009');
    type(within(box).getByLabelText('短信验证码'), '246810');
    fireEvent.click(within(box).getByTestId('login-submit-phone'));

    await within(box).findByTestId('login-totp-input');
    fireEvent.click(within(box).getByTestId('login-totp-back'));
    expect(await within(box).findByTestId('login-phone-form')).toBeTruthy();
    expect((within(box).getByLabelText('手机号') as HTMLInputElement).value).toBe('13800000009');
    expect(totpCalls(calls)).toHaveLength(0);
    expect(getSessionValue('jwtToken')).toBeNull();
  });

  it('never stores an empty token', async () => {
    identityApi({ pem, totpLogin: () => ok({ ...staffRet(), token: '' }, '登录成功') });
    await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    const box = await signInByMail();
    await within(box).findByTestId('login-totp-input');
    typeCode(box, '246810');
    fireEvent.click(within(box).getByTestId('login-totp-submit'));
    expect(await screen.findByText('HTTP：服务器遇到错误，无法完成请求。')).toBeTruthy();
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(getSessionValue('userStatus')).toBeNull();
    expect(reloadHome).not.toHaveBeenCalled();
  });

  it('a normal account is unaffected: the mail sign-in opens the session without the code step', async () => {
    const calls = identityApi({ pem, mailLogin: () => ok(hackerRet, '登录成功') });
    await renderWithProviders(<LoginDialog />, { path: '/?type=login', routePath: '/' });
    await signInByMail('hacker@demo.local');
    await waitFor(() => expect(reloadHome).toHaveBeenCalledTimes(1));
    expect(getSessionValue('jwtToken')).toBe('sess-7f3a');
    expect(screen.queryByTestId('login-totp-input')).toBeNull();
    expect(totpCalls(calls)).toHaveLength(0);
  });
});
