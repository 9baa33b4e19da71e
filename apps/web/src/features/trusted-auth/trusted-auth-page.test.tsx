import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forwardRef, useImperativeHandle, useState } from 'react';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import TrustedAuthPage from './trusted-auth-page';
import { scrolledToEnd } from './scrolled-to-end';
import { BANK, signInfo, signInHacker } from './trusted-auth-test-support';

// jsdom draws nothing on a canvas: the pad is replaced by one that "draws" on a click (the real one is driven in e2e/trusted-auth.e2e.ts).
vi.mock('./signature-pad', () => ({
  SignaturePadField: forwardRef(function FakePad({ label, onChange }: { label: string; onChange?: (empty: boolean) => void }, ref) {
    const [drawn, setDrawn] = useState(false);
    useImperativeHandle(ref, () => ({ toDataUrl: () => (drawn ? 'data:image/png;base64,iVBORw0KGgo=' : null), clear: () => setDrawn(false) }));
    return (
      <button type="button" aria-label={label} onClick={() => { setDrawn(true); onChange?.(false); }} data-testid="fake-pad">
        draw
      </button>
    );
  }),
}));

const render = (locale: 'zh' | 'en' = 'zh') => renderWithProviders(<TrustedAuthPage />, { path: '/register/trustedAuthentication', routePath: '/register/trustedAuthentication', locale });

function api(info: ReturnType<typeof signInfo>, after?: ReturnType<typeof signInfo>) {
  let current = info;
  return mockFetch((url, init) => {
    if (url.pathname === '/web/v1/hackCred/signInfo') return ok(current);
    if (url.pathname === '/web/v1/hackCred/bankInfo') return ok(BANK);
    if (url.pathname === '/web/v1/hackCred/save' && init?.method === 'POST') {
      current = after ?? current;
      return ok({ status: 'progressCredible', step: 1 }, '保存成功');
    }
    if (url.pathname === '/web/v1/hackCred/privateFileSign' && init?.method === 'POST') {
      const type = (JSON.parse(String(init.body)) as { type: 2 | 3 | 4 }).type;
      current = after ?? current;
      return ok({ status: 'progressCredible', step: type, sign: { type, signPicture: `pf_${'S'.repeat(32)}`, signFile: `pf_${'D'.repeat(32)}`, signDate: '2026-11-26T06:00:00.000Z' } }, '签署成功！');
    }
    return undefined;
  });
}

describe('scrolledToEnd', () => {
  it('enables signing within 5 px of the end, not before', () => {
    expect(scrolledToEnd({ scrollHeight: 1000, clientHeight: 400, scrollTop: 594 })).toBe(false);
    expect(scrolledToEnd({ scrollHeight: 1000, clientHeight: 400, scrollTop: 595 })).toBe(true);
    expect(scrolledToEnd({ scrollHeight: 300, clientHeight: 400, scrollTop: 0 })).toBe(true);
  });
});

/** Ant Design's form with the editor renders slowly on a loaded machine (the suite's 20 s is tight there). */
const FORM_MS = 60_000;

describe('TrustedAuthPage', () => {
  beforeEach(() => signInHacker());
  afterEach(() => vi.restoreAllMocks());

  it('starts at the materials with the masked bank info and refuses an empty form with the spec’s messages', async () => {
    const calls = api(signInfo(0, 'certification', null));
    await render();
    expect(await screen.findByText('招商银行 深圳南山支行')).toBeTruthy();
    expect(screen.getByText(BANK.idnumber)).toBeTruthy();
    fireEvent.click(screen.getByTestId('materials-submit'));
    for (const text of ['请填写详细地址', '请至少选择一个擅长领域', '请填写个人成就', '请填写能力介绍']) expect(await screen.findByText(text)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/web/v1/hackCred/save')).toBe(false);
  }, FORM_MS);

  it('refuses a proof file over 20 MB in the browser, with the spec’s message, before sending it', async () => {
    const calls = api(signInfo(0, 'certification', null));
    await render();
    const input = (await screen.findByTestId('materials-form')).querySelector('input[type=file][accept*="pdf"]') as HTMLInputElement;
    const big = new File(['%PDF-'], 'award.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('上传的文件不能超过20M!')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/web/v1/portal/uploadprivatefile')).toBe(false);
  }, FORM_MS);

  it('signs a pledge only once it is read to the end, through the pad, and shows the signature with a next button', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(2000);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    const calls = api(signInfo(1, 'progressCredible'), signInfo(2, 'progressCredible', { signList: [] }));
    await render();
    const box = await screen.findByTestId('pledge-text');
    expect(within(box).getByRole('heading', { level: 2 }).textContent).toBe('个人保密承诺书');
    expect(box.textContent).toContain('10,000');
    const sign = screen.getByTestId('pledge-sign') as HTMLButtonElement;
    expect(sign.disabled).toBe(true);
    box.scrollTop = 1594;
    fireEvent.scroll(box);
    expect(sign.disabled).toBe(true);
    box.scrollTop = 1596;
    fireEvent.scroll(box);
    await waitFor(() => expect(sign.disabled).toBe(false));

    fireEvent.click(sign);
    const confirm = (await screen.findByTestId('pledge-confirm')) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('fake-pad'));
    fireEvent.click(confirm);
    expect(await screen.findByText('签署成功！')).toBeTruthy();
    expect((await screen.findByTestId('signature-image')).getAttribute('src')).toMatch(/^data:image\/png/);
    expect(calls.find((c) => c.url.pathname === '/web/v1/hackCred/privateFileSign')?.body).toEqual({ type: 2, signPicture: 'data:image/png;base64,iVBORw0KGgo=' });
    fireEvent.click(screen.getByTestId('pledge-next'));
    expect(await screen.findByRole('heading', { level: 2, name: '测试承诺书' })).toBeTruthy();
  }, FORM_MS);

  it('shows a refusal with its reason and a retry that opens the materials again, in English', async () => {
    api(signInfo(4, 'failCredible', { state: 'rejected', rejectReason: 'The proof is unreadable' }));
    await render('en');
    expect(await screen.findByText('Reason: The proof is unreadable')).toBeTruthy();
    fireEvent.click(screen.getByTestId('result-retry'));
    expect(((await screen.findByTestId('address')) as HTMLInputElement).value).toBe('深圳市南山区 1 号');
    expect(screen.getByText('Save and continue')).toBeTruthy();
  }, FORM_MS);

  it('waits for review with the working days, and links back to the account centre', async () => {
    api(signInfo(4, 'checkCredible', { state: 'pending' }));
    await render();
    expect(await screen.findByText('资料已提交，平台将在 1–2 个工作日内完成审核，结果会通过站内消息通知您。')).toBeTruthy();
    expect(screen.getByTestId('back-to-account').getAttribute('href')).toBe('/userCenter/myAccount');
    await act(async () => undefined);
  });
});
