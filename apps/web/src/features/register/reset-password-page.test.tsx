import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionValue, setSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { testKeyPair } from '@/test/rsa';
import ResetPasswordPage from './reset-password-page';

const PHOTO = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};

async function render(pem = '') {
  let captchas = 0;
  const calls = mockFetch((url, init) => {
    const post = init?.method === 'POST';
    if (url.pathname === '/web/v1/imageCode') return ok({ photo: PHOTO, code: `cap-${++captchas}` });
    if (url.pathname === '/web/v1/portal/publicKey') return ok(pem);
    if (url.pathname === '/web/v1/portal/sendSms' && post) return ok(null, '验证码已发送');
    if (url.pathname === '/web/v1/portal/resetPasswordCheckSmsCode' && post) return ok('chk-5d1e', '成功');
    if (url.pathname === '/web/v1/user/resetPassword' && post) return ok(null, '密码修改成功');
    return undefined;
  });
  const view = await renderWithProviders(<ResetPasswordPage />, { path: '/register/resetPwd', routePath: '/register/resetPwd' });
  await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-token')).toBe('cap-1'));
  return { ...view, calls };
}

describe('ResetPasswordPage', () => {
  it('checks the account as a phone or an email: 手机号/邮箱格式不正确', async () => {
    await render();
    type('手机号/邮箱', 'someone@');
    expect(await screen.findByText('手机号/邮箱格式不正确')).toBeTruthy();
    type('手机号/邮箱', '1234');
    expect(await screen.findByText('手机号/邮箱格式不正确')).toBeTruthy();
  });

  it('resets: code by email, check code, new password encrypted; then signs out here and goes to /', async () => {
    const keys = await testKeyPair();
    setSessionValue('jwtToken', 'old-session');
    setSessionValue('username', '白帽甲');
    const { calls, router } = await render(keys.pem);

    type('手机号/邮箱', ' Hacker@Demo.local ');
    type('图形验证码', 'r2D2');
    fireEvent.click(screen.getByTestId('reset-send-code'));
    await waitFor(() => expect(screen.getByTestId('reset-send-code').getAttribute('data-counting')).toBe('true'));
    expect(calls.find((c) => c.url.pathname === '/web/v1/portal/sendSms')?.body).toEqual({ account: 'hacker@demo.local', photoCode: 'r2D2', code: 'cap-1' });

    // An email code is 6 letters or digits.
    type('验证码', 'aB3dE9');
    fireEvent.click(screen.getByTestId('reset-next'));
    await screen.findByLabelText('新密码');
    expect(calls.find((c) => c.url.pathname === '/web/v1/portal/resetPasswordCheckSmsCode')?.body).toEqual({ account: 'hacker@demo.local', msgCode: 'aB3dE9' });
    expect(screen.getByTestId('reset-steps').getAttribute('data-current')).toBe('1');

    type('新密码', 'short');
    expect(await screen.findByText('密码为8-18位，至少包含字母、数字、特殊字符中的两种')).toBeTruthy();
    type('新密码', 'N3w-Passw0rd');
    type('确认密码', 'N3w-Passw0rd');
    fireEvent.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    const body = calls.find((c) => c.url.pathname === '/web/v1/user/resetPassword')!.body as Record<string, string>;
    expect(body.account).toBe('hacker@demo.local');
    expect(body.checkCode).toBe('chk-5d1e');
    expect(await keys.decrypt(body.newPassword!)).toBe('N3w-Passw0rd');
    expect(await keys.decrypt(body.rePassword!)).toBe('N3w-Passw0rd');
    expect(JSON.stringify(calls.map((c) => c.body))).not.toContain('N3w-Passw0rd');
    expect(getSessionValue('jwtToken')).toBeNull();
    expect(getSessionValue('username')).toBeNull();
    expect(await screen.findByText('密码已重置，请使用新密码登录')).toBeTruthy();
  });

  it('a phone account needs a 6-digit SMS code', async () => {
    const { calls } = await render();
    type('手机号/邮箱', '13800000001');
    type('验证码', 'abc123');
    fireEvent.click(screen.getByTestId('reset-next'));
    expect(await screen.findByText('短信验证码为6位数字')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/web/v1/portal/resetPasswordCheckSmsCode')).toBe(false);
  });
});
