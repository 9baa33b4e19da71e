import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSessionValue, setSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { testKeyPair } from '@/test/rsa';
import BindCompleteInfoPage from './bind-complete-info-page';

const PHOTO = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const captchaToken = () => screen.getByTestId('captcha-image').getAttribute('data-token');

async function render(pem = '', locale: 'zh' | 'en' = 'zh') {
  setSessionValue('idToken', 'bind-ticket-2');
  let captchas = 0;
  const calls = mockFetch((url, init) => {
    if (url.pathname === '/web/v1/imageCode') return ok({ photo: PHOTO, code: `cap-${++captchas}` });
    if (url.pathname === '/web/v1/portal/publicKey') return ok(pem);
    if (url.pathname === '/web/v1/user/accountBindPerfect/sendSms' && init?.method === 'POST') return ok(null, '验证码已发送');
    if (url.pathname === '/web/v1/portal/emailcode') return ok(null, '验证码已发送');
    if (url.pathname === '/web/v1/user/accountBindPerfect' && init?.method === 'POST') return ok({ token: 'sess-new', userStatus: 'unIdentityConfirm', usertype: null, username: '青禾' }, '绑定成功');
    return undefined;
  });
  const view = await renderWithProviders(<BindCompleteInfoPage />, { path: '/register/bindCompleteInfo', routePath: '/register/bindCompleteInfo', locale });
  await waitFor(() => expect(captchaToken()).toBe('cap-1'));
  return { ...view, calls };
}

afterEach(() => sessionStorage.clear());

describe('BindCompleteInfoPage (/register/bindCompleteInfo)', () => {
  it('shows every field of the spec, with a link back to bindAccount', async () => {
    await render();
    for (const label of ['手机号', '图形验证码', '验证码', '邮箱', '昵称', '密码', '出生日期', '国家/地区', '省份', '城市']) expect(input(label)).toBeTruthy();
    expect(screen.getByTestId('bind-agree')).toBeTruthy();
    expect(screen.getByTestId('complete-to-bind').getAttribute('href')).toBe('/register/bindAccount');
  });

  it('sends the SMS code with phone and captcha only', async () => {
    const { calls } = await render();
    type('手机号', '13912345678');
    type('图形验证码', 'k7Qp');
    fireEvent.click(screen.getByTestId('complete-send-code'));
    await waitFor(() => expect(screen.getByTestId('complete-send-code').getAttribute('data-counting')).toBe('true'));
    expect(calls.find((c) => c.url.pathname === '/web/v1/user/accountBindPerfect/sendSms')!.body).toEqual({ phone: '13912345678', photoCode: 'k7Qp', code: 'cap-1' });
  });

  it('checks the rules on blur: phone, email, password by the registration rule, in English', async () => {
    await render('', 'en');
    type('Phone', '12345');
    expect(await screen.findByText('The phone number format is invalid')).toBeTruthy();
    type('Email', 'nope');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    type('Password', 'abcdefgh');
    expect(await screen.findByText('Use 8–18 characters with at least two of letters, digits and special characters')).toBeTruthy();
  });

  it('requires the agreement before creating the account', async () => {
    const { calls } = await render();
    type('手机号', '13912345678');
    type('验证码', '123456');
    type('昵称', '青禾');
    type('密码', 'Secret#2026');
    fireEvent.click(screen.getByTestId('complete-submit'));
    expect(await screen.findByText('请阅读并同意用户协议和隐私政策')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/web/v1/user/accountBindPerfect')).toBe(false);
  });

  it('creates the account with the password encrypted, stores the session and goes to chooseIdentity', async () => {
    const keys = await testKeyPair();
    const { calls, router } = await render(keys.pem);
    type('手机号', '13912345678');
    type('验证码', '123456');
    type('邮箱', 'qinghe@example.com');
    // An email is attached only once its own code proves it: the code row appears with the email.
    await screen.findByLabelText('邮箱的图形验证码');
    type('邮箱的图形验证码', 'm3Xz');
    fireEvent.click(screen.getByTestId('complete-send-email-code'));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/web/v1/portal/emailcode')).toBe(true));
    expect(Object.fromEntries(calls.find((c) => c.url.pathname === '/web/v1/portal/emailcode')!.url.searchParams)).toEqual({ email: 'qinghe@example.com', photoCode: 'm3Xz', code: 'cap-2' });
    type('邮箱验证码', 'AB12CD');
    type('昵称', '青禾');
    type('密码', 'Secret#2026');
    fireEvent.click(screen.getByTestId('bind-agree'));
    fireEvent.click(screen.getByTestId('complete-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/chooseIdentity'));
    const sent = calls.find((c) => c.url.pathname === '/web/v1/user/accountBindPerfect')!.body as Record<string, string>;
    expect(sent).toMatchObject({ idToken: 'bind-ticket-2', phone: '13912345678', msgCode: '123456', email: 'qinghe@example.com', emailCode: 'AB12CD', username: '青禾', birthday: '', country: '', province: '', city: '' });
    expect(sent.password).not.toContain('Secret');
    expect(await keys.decrypt(sent.password!)).toBe('Secret#2026');
    expect(getSessionValue('jwtToken')).toBe('sess-new');
    expect(getSessionValue('userStatus')).toBe('unIdentityConfirm');
  });
});
