import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { PNG_HEAD, servePrivateFiles, signIn, stubObjectUrls } from './certification-test-support';
import HackerLegalizePage from './hacker-legalize-page';

const VALID_ID = '11010519491231002X';
const VALID_CARD = '6222021234567890128';

function api(detail: unknown = null) {
  return mockFetch((url, init) => {
    if (url.pathname === '/web/v1/user/hackerAuthentication/detail') return ok(detail);
    if (url.pathname === '/web/v1/portal/uploadprivatefile' && init?.method === 'POST') {
      const field = [...(init.body as FormData).keys()][0];
      return ok(field === 'idCardFront' ? `pf_${'F'.repeat(32)}` : `pf_${'B'.repeat(32)}`, '上传成功');
    }
    if (url.pathname === '/web/v1/user/hackerAuthentication' && init?.method === 'POST') return ok({ userStatus: 'certification', review: 'approved' }, '实名认证成功');
    return undefined;
  });
}

const render = (locale: 'zh' | 'en' = 'zh', search = '') =>
  renderWithProviders(<HackerLegalizePage />, { path: `/register/hackerLegalize${search}`, routePath: '/register/hackerLegalize', locale });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const typeInto = (label: string, value: string) => {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.keyUp(field(label), { key: 'a' });
};
const fileInput = (testId: string) => screen.getByTestId(testId).querySelector('input[type=file]') as HTMLInputElement;
const choose = (testId: string, file: File) => fireEvent.change(fileInput(testId), { target: { files: [file] } });

describe('HackerLegalizePage', () => {
  it('is step 4 of the register shell and strips spaces on keyup', async () => {
    signIn('hacker');
    api();
    await render();
    expect((await screen.findByTestId('register-steps')).getAttribute('data-current')).toBe('3');
    await screen.findByLabelText('身份证号');
    typeInto('身份证号', ' 1101 0519 4912 3100 2x ');
    expect(field('身份证号').value).toBe('11010519491231002x');
    typeInto('真实姓名', ' 张 三 ');
    expect(field('真实姓名').value).toBe('张三');
    typeInto('银行卡号', '6222 0212 3456 7890 128');
    expect(field('银行卡号').value).toBe(VALID_CARD);
  });

  it('checks the ID check digit, the bank card format (no Luhn) and the reserved phone on blur, with the contract messages', async () => {
    signIn('hacker');
    api();
    await render();
    await screen.findByLabelText('身份证号');
    typeInto('身份证号', '110105194912310021');
    fireEvent.blur(field('身份证号'));
    expect(await screen.findByText('请输入正确的身份证号')).toBeTruthy();
    typeInto('银行卡号', '62220212345');
    fireEvent.blur(field('银行卡号'));
    expect(await screen.findByText('请输入正确的银行卡号')).toBeTruthy();
    // A card failing the Luhn check is a valid domestic card (issue 13, item 22).
    typeInto('银行卡号', '6222021234567890123');
    fireEvent.blur(field('银行卡号'));
    await waitFor(() => expect(screen.queryByText('请输入正确的银行卡号')).toBeNull());
    typeInto('银行预留手机号', '12345678901');
    fireEvent.blur(field('银行预留手机号'));
    expect(await screen.findByText('手机号码格式不符合规范')).toBeTruthy();
  });

  it('requires every field and both ID photos, in English too', async () => {
    signIn('hacker');
    const calls = api();
    await render('en');
    fireEvent.click(await screen.findByTestId('legalize-submit'));
    for (const text of ['Please enter your real name', 'Please enter your ID number', 'Please enter the bank card number', 'Please enter the bank branch', 'Please enter the bank name', 'Please enter the phone number registered with the bank', 'Please upload the photo side of your ID card', 'Please upload the emblem side of your ID card']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(calls.filter((c) => c.url.pathname === '/web/v1/user/hackerAuthentication')).toHaveLength(0);
  });

  it('refuses a non-image and a file over 2MB in the browser, with the upload messages, before sending', async () => {
    signIn('hacker');
    const calls = api();
    await render('en');
    await screen.findByTestId('upload-idCardFrontFile');
    choose('upload-idCardFrontFile', new File(['<html>not an image</html>'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Only JPG/JPEG or PNG')).toBeTruthy();
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG_HEAD);
    choose('upload-idCardFrontFile', new File([big], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('Size cannot exceed 2MB')).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname === '/web/v1/portal/uploadprivatefile')).toHaveLength(0);
  });

  /** Fills the form, submits it from `search` and checks what was sent and where the page went. */
  async function submitsTheForm(search: string, landsOn: string) {
    signIn('hacker');
    stubObjectUrls();
    const calls = api();
    const images = servePrivateFiles();
    const { router } = await render('zh', search);
    await screen.findByLabelText('真实姓名');
    typeInto('真实姓名', '张三');
    typeInto('身份证号', VALID_ID);
    typeInto('银行卡号', VALID_CARD);
    typeInto('开户支行', '深圳 南山支行');
    typeInto('开户银行', '招商银行');
    typeInto('银行预留手机号', '139 1234 5678');
    choose('upload-idCardFrontFile', new File([PNG_HEAD], 'front.png', { type: 'image/png' }));
    choose('upload-idCardBackFile', new File([PNG_HEAD], 'back.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('upload-idCardBackFile').getAttribute('data-value')).toBe(`pf_${'B'.repeat(32)}`));
    await waitFor(() => expect(images.map((i) => i.ref)).toContain(`pf_${'F'.repeat(32)}`));
    expect(images[0]!.authorization).toBe('sess-cert-1');

    fireEvent.click(screen.getByTestId('legalize-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe(landsOn));
    expect(await screen.findByText('实名认证成功')).toBeTruthy();
    const sent = calls.find((c) => c.url.pathname === '/web/v1/user/hackerAuthentication')!;
    expect(sent.body).toEqual({
      name: '张三',
      idCardNumber: VALID_ID,
      bkCardNumber: VALID_CARD,
      openbank: '深圳南山支行',
      bankName: '招商银行',
      bankPhone: '13912345678',
      idCardFrontFile: `pf_${'F'.repeat(32)}`,
      idCardBackFile: `pf_${'B'.repeat(32)}`,
    });
    expect(getSessionValue('userStatus')).toBe('certification');
  }

  it('uploads both photos, submits the stripped values, toasts the server message and goes home', async () => {
    await submitsTheForm('', '/');
  });

  it('opened from the account centre, goes back to it once certified, and its back button too', async () => {
    await submitsTheForm('?fromUserCenter=true', '/userCenter/myAccount');
    cleanup();
    signIn('hacker');
    api();
    const { router } = await render('en', '?fromUserCenter=true');
    fireEvent.click(await screen.findByTestId('legalize-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userCenter/myAccount'));
  });

  it('skip goes home; no "previous" to choose identity, which is chosen once (issue 13, item 10); from the user centre there is no step bar', async () => {
    signIn('hacker');
    api();
    const first = await render();
    fireEvent.click(await screen.findByTestId('legalize-skip'));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    first.unmount();

    await render();
    await screen.findByTestId('legalize-skip');
    expect(screen.queryByTestId('legalize-previous')).toBeNull();
    cleanup();

    await render('zh', '?fromUserCenter=true');
    await screen.findByTestId('legalize-back');
    expect(screen.queryByTestId('register-steps')).toBeNull();
    expect(screen.queryByTestId('legalize-skip')).toBeNull();
  });

  it('shows a certified hacker the record with masked numbers instead of the form', async () => {
    signIn('hacker');
    api({ name: '张三', idCardNumber: '1101**********002X', bkCardNumber: '6222***********0128', openbank: '南山支行', bankName: '招商银行', bankPhone: '139****5678', idCardFrontFile: 'pf_x', idCardBackFile: 'pf_y', status: 'certification', review: 'approved', rejectReason: null, submittedAt: '2026-01-01T00:00:00Z', decidedAt: null, isUpdate: false });
    await render();
    expect(await screen.findByTestId('hacker-certified')).toBeTruthy();
    expect(screen.getByText('1101**********002X')).toBeTruthy();
    expect(screen.queryByTestId('legalize-submit')).toBeNull();
  });
});
