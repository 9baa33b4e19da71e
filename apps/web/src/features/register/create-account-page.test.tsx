import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import CreateAccountPage from './create-account-page';

const PHOTO = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;

function registerApi(opts: { send?: () => { status?: number; body: unknown } } = {}) {
  let captchas = 0;
  return mockFetch((url, init) => {
    if (url.pathname === '/web/v1/imageCode') return ok({ photo: PHOTO, code: `cap-${++captchas}` });
    if (url.pathname === '/web/v1/phoneRegister/sendSms' && init?.method === 'POST') return opts.send?.() ?? ok(null, '验证码已发送');
    if (url.pathname === '/web/v1/portal/phoneRegister' && init?.method === 'POST') return ok({ idToken: 'idt-91c2' }, '成功');
    return undefined;
  });
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const captchaToken = () => screen.getByTestId('captcha-image').getAttribute('data-token');

async function render(locale: 'zh' | 'en' = 'zh') {
  const calls = registerApi();
  const view = await renderWithProviders(<CreateAccountPage />, { path: '/register/createAccount', routePath: '/register/createAccount', locale });
  await waitFor(() => expect(captchaToken()).toBe('cap-1'));
  return { ...view, calls };
}

async function sendCode() {
  type('手机号', '13912345678');
  type('图形验证码', 'k7Qp');
  fireEvent.click(screen.getByTestId('register-send-code'));
  await waitFor(() => expect(screen.getByTestId('register-send-code').getAttribute('data-counting')).toBe('true'));
}

describe('CreateAccountPage', () => {
  it('paints its form first and asks for the captcha once the page has loaded (issue 7 §1: nothing competes with the first paint)', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const calls = registerApi();
    await renderWithProviders(<CreateAccountPage />, { path: '/register/createAccount', routePath: '/register/createAccount' });
    expect(await screen.findByTestId('register-agree')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 400));
    expect(calls.some((c) => c.url.pathname === '/web/v1/imageCode')).toBe(false);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await waitFor(() => expect(captchaToken()).toBe('cap-1'));
    readyState.mockRestore();
  });

  it('shows the four steps with "create account" current', async () => {
    await render();
    const steps = screen.getByRole('navigation', { name: '注册进度' });
    for (const title of ['创建账号', '完善信息', '选择身份', '身份认证']) expect(within(steps).getByText(title)).toBeTruthy();
    expect(steps.getAttribute('data-current')).toBe('0');
  });

  it('asks for a valid phone and captcha before sending a code', async () => {
    const { calls } = await render();
    fireEvent.click(screen.getByTestId('register-send-code'));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/web/v1/phoneRegister/sendSms')).toBe(false);
  });

  it('sends the code with the captcha answer and token, counts down, and takes a fresh captcha', async () => {
    const { calls } = await render();
    await sendCode();
    expect(calls.find((c) => c.url.pathname === '/web/v1/phoneRegister/sendSms')?.body).toEqual({ phone: '13912345678', photoCode: 'k7Qp', code: 'cap-1' });
    expect(screen.getByTestId('register-send-code').textContent).toMatch(/60 秒后重新获取/);
    await waitFor(() => expect(captchaToken()).toBe('cap-2'));
    expect(input('图形验证码').value).toBe('');
  });

  it.each(['+86 139 1234 5678', ' 139-1234-5678', '008613912345678'])('reads a pasted phone %j as the number itself, as the server does', async (pasted) => {
    const { calls } = await render();
    type('手机号', pasted);
    expect(input('手机号').value).toBe('13912345678');
    type('图形验证码', 'k7Qp');
    fireEvent.click(screen.getByTestId('register-send-code'));
    await waitFor(() => expect(calls.find((c) => c.url.pathname === '/web/v1/phoneRegister/sendSms')?.body).toEqual({ phone: '13912345678', photoCode: 'k7Qp', code: 'cap-1' }));
  });

  it('a refused send shows errmsg, refreshes the captcha and clears its answer', async () => {
    const calls = registerApi({ send: () => ({ status: 400, body: { errcode: 40011, errmsg: '图形验证码错误或已失效', ret: null } }) });
    await renderWithProviders(<CreateAccountPage />, { path: '/register/createAccount', routePath: '/register/createAccount' });
    await waitFor(() => expect(captchaToken()).toBe('cap-1'));
    type('手机号', '13912345678');
    type('图形验证码', 'zzzz');
    fireEvent.click(screen.getByTestId('register-send-code'));
    expect(await screen.findByText('图形验证码错误或已失效')).toBeTruthy();
    await waitFor(() => expect(captchaToken()).toBe('cap-2'));
    expect(input('图形验证码').value).toBe('');
    expect(input('手机号').value).toBe('13912345678');
    expect(screen.getByTestId('register-send-code').getAttribute('data-counting')).toBe('false');
    expect(calls.filter((c) => c.url.pathname === '/web/v1/imageCode')).toHaveLength(2);
  });

  it('refuses to register without the agreement: 请阅读并同意用户协议和隐私政策', async () => {
    const { calls } = await render();
    await sendCode();
    type('短信验证码', '482913');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findAllByText('请阅读并同意用户协议和隐私政策')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.url.pathname === '/web/v1/portal/phoneRegister')).toBe(false);
  });

  it('marks every required field and names the field in each message of an empty submit (issue 13 #15)', async () => {
    const { calls } = await render();
    for (const label of ['手机号', '图形验证码', '短信验证码']) {
      const item = screen.getByText(label, { selector: 'label' });
      expect(item.getAttribute('data-required'), label).toBe('true');
      expect(getComputedStyle(item).display, label).not.toBe('none');
    }
    fireEvent.click(screen.getByTestId('register-submit'));
    for (const text of ['请输入手机号', '请输入图形验证码', '请输入短信验证码']) expect(await screen.findByText(text)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/web/v1/portal/phoneRegister')).toBe(false);
  });

  it('says so in English too', async () => {
    await render('en');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findAllByText('Please read and accept the user agreement and privacy policy')).length).toBeGreaterThan(0);
  });

  it('registers: keeps the idToken for the next step and goes to completeInfo', async () => {
    const { calls, router } = await render();
    await sendCode();
    type('短信验证码', ' 482913 ');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/completeInfo'));
    expect(calls.find((c) => c.url.pathname === '/web/v1/portal/phoneRegister')?.body).toEqual({ phone: '13912345678', msgCode: '482913' });
    expect(getSessionValue('idToken')).toBe('idt-91c2');
  });

  it('opens the agreement in an 800 px dialog whose accept ticks the box; the privacy policy opens in a new window', async () => {
    await render();
    const privacy = screen.getByTestId('privacy-link');
    expect(privacy.getAttribute('href')).toBe('/about/privacy-protocol');
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(privacy.getAttribute('rel')).toContain('noopener');

    fireEvent.click(screen.getByTestId('agreement-open'));
    const dialog = await screen.findByRole('dialog', { name: '用户协议' });
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect(await within(dialog).findByText(/守线众测/, undefined, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('agreement-accept'));
    await waitFor(() => expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true));
  });

  it('links to the sign-in dialog', async () => {
    await render();
    expect(screen.getByRole('link', { name: '立即登录' }).getAttribute('href')).toBe('/?type=login');
  });
});
