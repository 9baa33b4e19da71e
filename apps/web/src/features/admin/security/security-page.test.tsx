import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { testKeyPair } from '@/test/rsa';
import SecurityPage from './security-page';

const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

/** Issue 12 item 15: changing the second factor asks for the current password again (fresh authentication). */
describe('SecurityPage: fresh authentication around two-step sign-in', () => {
  it('sets up only with the current password, sent encrypted', async () => {
    const keys = await testKeyPair();
    const calls = mockFetch((url, init) => {
      if (url.pathname === '/web/v1/portal/publicKey') return ok(keys.pem);
      if (url.pathname === '/web/v1/admin/me/totp') return ok({ enabled: false, pending: false, enabledAt: null });
      if (url.pathname === '/web/v1/admin/me/totp/setup' && init?.method === 'POST') return ok({ uri: 'otpauth://totp/Wardline:ops?secret=ABC', secret: 'JBSWY3DPEHPK3PXP' });
      return undefined;
    });
    await renderWithProviders(<SecurityPage />);
    const form = await screen.findByTestId('totp-setup');
    fireEvent.click(form.querySelector('button[type="submit"]')!);
    expect(await within(form).findByText('请输入密码')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/web/v1/admin/me/totp/setup')).toBe(false);

    type(within(form).getByLabelText('当前密码'), 'Demo#2026');
    fireEvent.click(form.querySelector('button[type="submit"]')!);
    expect(await screen.findByTestId('totp-secret')).toBeTruthy();
    const sent = calls.find((c) => c.url.pathname === '/web/v1/admin/me/totp/setup')!.body as { password: string };
    expect(sent.password).not.toContain('Demo#2026');
    expect(await keys.decrypt(sent.password)).toBe('Demo#2026');
  });

  it('turns off with the current password and a code, showing a wrong password on its field', async () => {
    const keys = await testKeyPair();
    const calls = mockFetch((url, init) => {
      if (url.pathname === '/web/v1/portal/publicKey') return ok(keys.pem);
      if (url.pathname === '/web/v1/admin/me/totp') return ok({ enabled: true, pending: false, enabledAt: '2026-11-01T00:00:00.000Z' });
      if (url.pathname === '/web/v1/admin/me/totp/disable' && init?.method === 'POST') {
        return { status: 400, body: { errcode: 40032, errmsg: '当前密码：当前登录密码错误', ret: { fields: [{ field: 'password', message: '当前登录密码错误' }] } } };
      }
      return undefined;
    });
    await renderWithProviders(<SecurityPage />);
    const form = await screen.findByTestId('totp-disable');
    type(within(form).getByLabelText('当前密码'), 'Wrong#2026');
    type(within(form).getByLabelText('动态码'), '123456');
    fireEvent.click(form.querySelector('button[type="submit"]')!);
    expect(await within(form).findByText('当前登录密码错误')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/web/v1/admin/me/totp/disable')).toBe(true));
    const sent = calls.find((c) => c.url.pathname === '/web/v1/admin/me/totp/disable')!.body as { totp: string; password: string };
    expect(sent.totp).toBe('123456');
    expect(await keys.decrypt(sent.password)).toBe('Wrong#2026');
  });
});
