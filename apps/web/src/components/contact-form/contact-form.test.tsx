import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { ContactForm } from './contact-form';

const SERVICES = [
  { id: 'svc-crowd', name: '可信众测' },
  { id: 'svc-pentest', name: '渗透测试' },
  { id: 'svc-drill', name: '攻防演练' },
];
const CONFIG = { contactWxImg: '/images/qr/wechat.svg', contactPhone: '400-820-2026' };

function contactApi(overrides: { add?: () => { status?: number; body: unknown }; send?: () => { status?: number; body: unknown } } = {}) {
  return mockFetch((url, init) => {
    if (url.pathname === '/web/v1/imageCode') return ok({ photo: 'data:image/png;base64,iVBORw0KGgo', code: 'cap-1' });
    if (url.pathname === '/web/v1/contact/services') return ok(SERVICES);
    if (url.pathname === '/web/v1/contact/config/detail') return ok(CONFIG);
    if (url.pathname === '/web/v1/contact/sendVerifySms' && init?.method === 'POST') return overrides.send?.() ?? ok(null, '验证码已发送');
    if (url.pathname === '/web/v1/contact/add' && init?.method === 'POST') return overrides.add?.() ?? ok(null, '提交成功');
    return undefined;
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const itemOf = (el: HTMLElement) => el.closest('.ant-form-item') as HTMLElement;
const type = (label: string, value: string) => {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

async function fillValidForm() {
  fireEvent.click(await screen.findByLabelText('可信众测'));
  fireEvent.click(screen.getByLabelText('攻防演练'));
  type('单位名称', '  青禾银行  ');
  type('姓名', ' 张三 ');
  fireEvent.click(screen.getByLabelText('先生'));
  type('手机号', '13800138000');
  type('验证码', '123456');
  type('邮箱', ' it@qinghe.example ');
  type('需求描述', '  需要对手机银行开展众测  ');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ContactForm', () => {
  it('shows every required message in Chinese when submitted empty', async () => {
    contactApi();
    await renderWithProviders(<ContactForm source={1} />, { locale: 'zh' });
    await screen.findByLabelText('可信众测');
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('请选择所需服务')).toBeTruthy();
    expect(await screen.findByText('请输入单位名称')).toBeTruthy();
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
  });

  it('names the services group without aria-required, which a group may not carry (axe critical)', async () => {
    contactApi();
    await renderWithProviders(<ContactForm source={1} />, { locale: 'zh' });
    await screen.findByLabelText('可信众测');
    const group = screen.getByRole('group', { name: '所需服务' });
    expect(group.hasAttribute('aria-required')).toBe(false);
    // Required-ness still reaches assistive technology through the label's marker and the error message.
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('请选择所需服务')).toBeTruthy();
  });

  it('shows every required message in English when submitted empty', async () => {
    contactApi();
    await renderWithProviders(<ContactForm source={1} />, { locale: 'en' });
    await screen.findByLabelText('可信众测');
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('Please choose the services you need')).toBeTruthy();
    expect(await screen.findByText('Please enter your organisation name')).toBeTruthy();
    expect(await screen.findByText('Please enter a phone number')).toBeTruthy();
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
  });

  it('checks the phone format and the limits on blur', async () => {
    contactApi();
    await renderWithProviders(<ContactForm source={1} />);
    type('手机号', '12345');
    expect(await within(itemOf(field('手机号'))).findByText('手机号码格式不符合规范')).toBeTruthy();
    type('单位名称', '单'.repeat(31));
    expect(await within(itemOf(field('单位名称'))).findByText('请输入 30 字以内')).toBeTruthy();
    type('邮箱', 'not-an-email');
    expect(await within(itemOf(field('邮箱'))).findByText('请输入正确的邮箱')).toBeTruthy();
    type('验证码', '123');
    expect(await screen.findByText('请输入大于6位的验证码')).toBeTruthy();
  });

  it('warns instead of sending a code when the phone is missing', async () => {
    const calls = contactApi();
    await renderWithProviders(<ContactForm source={1} />);
    fireEvent.click(screen.getByTestId('contact-send-code'));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.endsWith('/contact/sendVerifySms'))).toBe(false);
  });

  it('sends no code without the image code: the number may be anyone\'s (issue 12 item 9)', async () => {
    const calls = contactApi();
    await renderWithProviders(<ContactForm source={1} />);
    type('手机号', '13800138000');
    fireEvent.click(screen.getByTestId('contact-send-code'));
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.endsWith('/contact/sendVerifySms'))).toBe(false);
  });

  it('sends the code, counts down 60 s with the button disabled, then enables it again', async () => {
    const calls = contactApi();
    await renderWithProviders(<ContactForm source={1} />);
    type('手机号', '13800138000');
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-token')).toBe('cap-1'));
    type('图形验证码', 'AB12');
    vi.useFakeTimers();
    const button = screen.getByTestId('contact-send-code') as HTMLButtonElement;
    fireEvent.click(button);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls.find((c) => c.url.pathname.endsWith('/contact/sendVerifySms'))?.body).toEqual({ phone: '13800138000', photoCode: 'AB12', code: 'cap-1' });
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain('60 秒后重新获取');
    expect(screen.getByText('验证码已发送')).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain('30 秒后重新获取');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(button.disabled).toBe(false);
    expect(button.textContent).toContain('获取验证码');
  });

  it('shows the server message when sending the code is refused, and does not count down', async () => {
    contactApi({ send: () => ({ status: 429, body: { errcode: 42901, errmsg: '验证码发送过于频繁，请 60 秒后再试', ret: null } }) });
    await renderWithProviders(<ContactForm source={1} />);
    type('手机号', '13800138000');
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('data-token')).toBe('cap-1'));
    type('图形验证码', 'AB12');
    fireEvent.click(screen.getByTestId('contact-send-code'));
    expect(await screen.findByText('验证码发送过于频繁，请 60 秒后再试')).toBeTruthy();
    expect((screen.getByTestId('contact-send-code') as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts a server field error on the named field and keeps every typed value', async () => {
    contactApi({
      add: () => ({
        status: 400,
        body: { errcode: 40010, errmsg: '验证码：验证码错误或已失效', ret: { fields: [{ field: 'verifyCode', message: '验证码错误或已失效' }] } },
      }),
    });
    await renderWithProviders(<ContactForm source={2} />);
    await fillValidForm();
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(await within(itemOf(field('验证码'))).findByText('验证码错误或已失效')).toBeTruthy();
    expect(field('单位名称').value).toBe('青禾银行');
    expect(field('手机号').value).toBe('13800138000');
    expect(field('验证码').value).toBe('123456');
    expect(field('需求描述').value).toBe('需要对手机银行开展众测');
    expect((screen.getByLabelText('可信众测') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('contact-success')).toBeNull();
  });

  it('sends exactly the contract payload, shows success and clears the form', async () => {
    const calls = contactApi();
    await renderWithProviders(<ContactForm source={2} />);
    await fillValidForm();
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect((await screen.findByTestId('contact-success')).textContent).toContain('提交成功');

    const add = calls.filter((c) => c.url.pathname === '/web/v1/contact/add');
    expect(add).toHaveLength(1);
    expect(add[0]!.method).toBe('POST');
    expect(add[0]!.body).toEqual({
      services: ['svc-crowd', 'svc-drill'],
      companyName: '青禾银行',
      name: '张三',
      sex: 1,
      phone: '13800138000',
      verifyCode: '123456',
      email: 'it@qinghe.example',
      remark: '需要对手机银行开展众测',
      source: 2,
    });
    await waitFor(() => expect(field('单位名称').value).toBe(''));
    expect(field('手机号').value).toBe('');
    expect((screen.getByLabelText('可信众测') as HTMLInputElement).checked).toBe(false);
  });

  it('leaves optional fields out or empty exactly as the contract does', async () => {
    const calls = contactApi();
    await renderWithProviders(<ContactForm source={3} />, { locale: 'en' });
    fireEvent.click(await screen.findByLabelText('渗透测试'));
    type('Organisation', 'Sailcloud');
    type('Mobile', '13900139000');
    type('Verification code', '654321');
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect((await screen.findByTestId('contact-success')).textContent).toContain('Submitted successfully');
    expect(calls.find((c) => c.url.pathname === '/web/v1/contact/add')!.body).toEqual({
      services: ['svc-pentest'],
      companyName: 'Sailcloud',
      name: '',
      phone: '13900139000',
      verifyCode: '654321',
      remark: '',
      source: 3,
    });
  });

  it('shows the phone and the WeChat QR of the contact config beside the form', async () => {
    contactApi();
    await renderWithProviders(<ContactForm source={1} />);
    const aside = screen.getByTestId('contact-aside');
    expect(await within(aside).findByText('400-820-2026')).toBeTruthy();
    expect((within(aside).getByAltText('商务微信二维码') as HTMLImageElement).getAttribute('src')).toBe('/images/qr/wechat.svg');
  });
});
