import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders, type Reply } from '@/test/render';
import QualificationTelPage from './qualification-tel-page';

const PHOTO = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const captchaToken = () => screen.getByTestId('captcha-image').getAttribute('data-token');

async function render({ send }: { send?: () => Reply } = {}) {
  setSessionValue('jwtToken', 'sess-tel');
  let captchas = 0;
  const calls = mockFetch((url, init) => {
    if (url.pathname === '/web/v1/imageCode') return ok({ photo: PHOTO, code: `cap-${++captchas}` });
    if (url.pathname === '/web/v1/phone/sendSms' && init?.method === 'POST') return send?.() ?? ok(null, '验证码已发送');
    if (url.pathname === '/web/v1/portal/checkSmsCode' && init?.method === 'POST') return ok({ phone: '13912345678' }, '手机号绑定成功');
    return undefined;
  });
  const view = await renderWithProviders(<QualificationTelPage />, { path: '/qualification/tel', routePath: '/qualification/tel' });
  await waitFor(() => expect(captchaToken()).toBe('cap-1'));
  return { ...view, calls };
}

const sends = <C extends { url: URL }>(calls: C[]) => calls.filter((c) => c.url.pathname === '/web/v1/phone/sendSms');

afterEach(() => clearSession());

describe('QualificationTelPage (/qualification/tel)', () => {
  it('asks for the image captcha before sending a code, as every other SMS form does', async () => {
    const { calls } = await render();
    type('手机号', '13912345678');
    fireEvent.click(screen.getByTestId('qualification-tel-send'));
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    expect(sends(calls)).toHaveLength(0);
  });

  it('sends the code with the captcha answer and its token, counts down and shows a fresh captcha', async () => {
    const { calls } = await render();
    type('手机号', '+86 139 1234 5678');
    type('图形验证码', 'k7Qp');
    fireEvent.click(screen.getByTestId('qualification-tel-send'));
    await waitFor(() => expect(screen.getByTestId('qualification-tel-send').getAttribute('data-counting')).toBe('true'));
    expect(sends(calls).map((c) => c.body)).toEqual([{ telephone: '13912345678', photoCode: 'k7Qp', code: 'cap-1' }]);
    await waitFor(() => expect(captchaToken()).toBe('cap-2'));
    expect(input('图形验证码').value).toBe('');
  });

  it('shows a refused captcha on its field and takes a new one', async () => {
    await render({ send: () => ({ status: 400, body: { errcode: 40011, errmsg: '图形验证码错误或已失效', ret: null } }) });
    type('手机号', '13912345678');
    type('图形验证码', 'zzzz');
    fireEvent.click(screen.getByTestId('qualification-tel-send'));
    expect((await screen.findAllByText('图形验证码错误或已失效')).length).toBeGreaterThan(0);
    await waitFor(() => expect(captchaToken()).toBe('cap-2'));
    expect(screen.getByTestId('qualification-tel-send').getAttribute('data-counting')).toBe('false');
  });

  it('binds the phone with its code, without a second captcha, and goes home', async () => {
    const { calls, router } = await render();
    type('手机号', '13912345678');
    type('图形验证码', 'k7Qp');
    fireEvent.click(screen.getByTestId('qualification-tel-send'));
    await waitFor(() => expect(sends(calls)).toHaveLength(1));
    type('验证码', '482913');
    fireEvent.click(screen.getByTestId('qualification-tel-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((c) => c.url.pathname === '/web/v1/portal/checkSmsCode')!.body).toEqual({ telephone: '13912345678', smsCode: '482913' });
  });
});
