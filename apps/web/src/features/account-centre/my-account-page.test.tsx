import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, ok } from '@/test/render';
import { testKeyPair } from '@/test/rsa';
import { getSessionValue, setSessionValue } from '@/lib/session';
import { takeSignedOutNotice } from '@/lib/signed-out-notice';
import MyAccountPage from './my-account-page';
import { accountApi, bankCard, companyHeader, hackerHeader } from './account-centre-test-support';
import { leave } from './password-row';

const render = (locale: 'zh' | 'en' = 'zh') => renderWithProviders(<MyAccountPage />, { path: '/userCenter/myAccount', routePath: '/userCenter/myAccount', locale });
const openRow = async (name: RegExp | string) => fireEvent.click(await screen.findByRole('button', { name }));
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

afterEach(() => vi.restoreAllMocks());

describe('the account centre for each role (spec 001 §2, §6)', () => {
  it('shows a certified hacker the figures, the trusted-authentication button and the hacker’s tabs and rows', async () => {
    accountApi(hackerHeader());
    const { router } = await render();
    const header = await screen.findByTestId('account-header');
    expect(within(header).getByRole('heading', { name: 'white-hat' })).toBeTruthy();
    expect(within(screen.getByTestId('figure-bonus')).getByText('2500.50')).toBeTruthy();
    expect(within(screen.getByTestId('figure-integral')).getByText('0')).toBeTruthy();
    expect(within(screen.getByTestId('figure-ranking')).getByText('暂无排名')).toBeTruthy();
    expect(within(screen.getByTestId('account-badges')).getByText('已认证')).toBeTruthy();
    expect(screen.queryByTestId('figure-balance')).toBeNull();
    expect(screen.getByRole('tab', { name: '账号设置', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '个人信息' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '厂商信息' })).toBeNull();
    for (const row of ['银行卡', '账号密码', '绑定手机', '绑定邮箱', '绑定钉钉', '协议下载']) expect(screen.getByRole('button', { name: row })).toBeTruthy();
    fireEvent.click(screen.getByTestId('action-trustedAuth'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/trustedAuthentication'));
  });

  it('sends an uncertified hacker to real-name certification, with no trusted-authentication button', async () => {
    accountApi(hackerHeader({ status: 'unauthorized' }));
    const { router } = await render();
    fireEvent.click(await screen.findByTestId('action-realName'));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/register/hackerLegalize?fromUserCenter=true'));
    expect(screen.queryByTestId('action-trustedAuth')).toBeNull();
  });

  it('shows a company its balance, pending and paid bounties, the manufacturer tab, and no DingTalk, protocols or personal info', async () => {
    accountApi(companyHeader(), (url) =>
      url.pathname === '/web/v1/company/authentication/detail'
        ? ok({ companyName: '示例科技有限公司', companyLogFile: '/web/v1/public-files/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png', creditCode: '91350100M000100Y47', businessLicenseFile: 'pf_x', companyAuthorizationFile: 'pf_y', companyType: 0, status: 'certification', review: 'approved', rejectReason: null, submittedAt: '2026-11-20T01:02:00.000Z', decidedAt: '2026-11-20T02:00:00.000Z', isUpdate: false })
        : undefined,
    );
    const { router } = await render('en');
    expect(within(await screen.findByTestId('figure-balance')).getByText('10000.00')).toBeTruthy();
    expect(within(screen.getByTestId('figure-waiting')).getByText('2000.00')).toBeTruthy();
    expect(within(screen.getByTestId('figure-paid')).getByText('500.50')).toBeTruthy();
    expect(screen.queryByTestId('figure-integral')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Personal info' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'DingTalk' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Protocol downloads' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Manufacturer info' }));
    expect(await screen.findByText('示例科技有限公司')).toBeTruthy();
    expect(screen.getByText('Standard (pays the service fee)')).toBeTruthy();
    expect(screen.getByText('Not applied')).toBeTruthy();
    fireEvent.click(screen.getByTestId('action-publishProject'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/publishProject'));
  });

  it('warns a company whose certification is under review instead of opening the form', async () => {
    accountApi(companyHeader({ status: 'companyFileUploaded' }));
    const { router } = await render();
    fireEvent.click(await screen.findByTestId('action-companyAuth'));
    expect(await screen.findByText('企业认证资料正在后台审核中，请耐心等待')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/userCenter/myAccount');
    expect(screen.queryByTestId('action-publishProject')).toBeNull();
  });
});

describe('the settings rows', () => {
  it('changes the bank card: the spec’s messages, the code sent to the bound phone, the server’s answer', async () => {
    const calls = accountApi(hackerHeader(), (url, init) => {
      if (url.pathname === '/web/v1/user/changeBank/sendSms') return ok(null, '验证码已发送');
      if (url.pathname === '/web/v1/user/changeBank' && init?.method === 'POST') return ok(bankCard({ canChange: false, nextChangeFrom: '2027-01-01' }), '银行卡信息修改成功');
      return undefined;
    });
    await render();
    await openRow('银行卡');
    expect(await screen.findByText('银行卡信息一年只能修改一次，请谨慎填写；奖金将发放到此银行卡。')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bank-change'));
    fireEvent.click(await screen.findByTestId('bank-submit'));
    for (const text of ['请输入预留手机号', '请输入银行卡号', '请输入银行名称', '请输入开户行']) expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText('验证码将发送至账号绑定的手机 139****0001')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入预留手机号'), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByPlaceholderText('请输入银行卡号'), { target: { value: '6217000011112222333' } });
    fireEvent.change(screen.getByPlaceholderText('请输入银行名称'), { target: { value: '工商银行' } });
    fireEvent.change(screen.getByPlaceholderText('请输入开户行'), { target: { value: '北京海淀支行' } });
    fireEvent.click(screen.getByTestId('bank-code-send'));
    expect(await screen.findByText('验证码已发送')).toBeTruthy();
    type('bank-code-input', '123456');
    fireEvent.click(screen.getByTestId('bank-submit'));
    expect(await screen.findByText('银行卡信息修改成功')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname === '/web/v1/user/changeBank')?.body).toEqual({ bankPhone: '13800138000', bkCardNumber: '6217000011112222333', bankName: '工商银行', openbank: '北京海淀支行', smsCode: '123456' });
  });

  it('changes the email with a code to the old mailbox and one to the new', async () => {
    const calls = accountApi(hackerHeader(), (url) => {
      if (url.pathname === '/web/v1/user/sendVerifyCode' || url.pathname === '/web/v1/portal/sendEmailCode') return ok(null, '验证码已发送');
      if (url.pathname === '/web/v1/portal/checkAndUpdateEmailCode') return ok({ email: 'n***@example.com', status: 1 }, '邮箱绑定成功');
      return undefined;
    });
    await render('en');
    await openRow('Email');
    fireEvent.click(await screen.findByTestId('email-change'));
    expect(await screen.findByText('The code goes to your current email, w***@example.com')).toBeTruthy();
    fireEvent.click(screen.getByTestId('email-old-code-send'));
    await waitFor(() => expect(calls.find((c) => c.url.pathname === '/web/v1/user/sendVerifyCode')?.body).toEqual({ type: 'email' }));
    // The new code needs a valid address first.
    type('email-address', 'not-an-email');
    fireEvent.click(screen.getByTestId('email-new-code-send'));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    type('email-address', 'new@example.com');
    fireEvent.click(screen.getByTestId('email-new-code-send'));
    await waitFor(() => expect(calls.find((c) => c.url.pathname === '/web/v1/portal/sendEmailCode')?.body).toEqual({ email: 'new@example.com' }));
    type('email-old-code-input', 'ABC234');
    type('email-new-code-input', 'XYZ789');
    fireEvent.click(screen.getByTestId('email-submit'));
    expect(await screen.findByText('Email bound')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname === '/web/v1/portal/checkAndUpdateEmailCode')?.body).toEqual({ email: 'new@example.com', smsCode: 'XYZ789', oldCode: 'ABC234' });
  });

  it('changes the password encrypted, then forgets the session and goes home, where the reason is shown', async () => {
    const keys = await testKeyPair();
    const calls = accountApi(hackerHeader(), (url) => {
      if (url.pathname === '/web/v1/portal/publicKey') return ok(keys.pem);
      if (url.pathname === '/web/v1/user/updatepassword') return ok(null, '密码修改成功，请重新登录');
      return undefined;
    });
    setSessionValue('jwtToken', 'sess-1');
    const to = vi.spyOn(leave, 'to').mockImplementation(() => undefined);
    await render();
    await openRow('账号密码');
    fireEvent.change(await screen.findByPlaceholderText('请输入原密码'), { target: { value: 'Secret#2026' } });
    fireEvent.change(screen.getByPlaceholderText('8-18位，至少包含字母、数字、特殊字符中的两种'), { target: { value: 'NewSecret#2027' } });
    fireEvent.change(screen.getByPlaceholderText('请再次输入新密码'), { target: { value: 'NewSecret#2028' } });
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请再次输入新密码'), { target: { value: 'NewSecret#2027' } });
    fireEvent.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(to).toHaveBeenCalledWith('/'));
    const sent = calls.find((c) => c.url.pathname === '/web/v1/user/updatepassword')!.body as Record<string, string>;
    expect([await keys.decrypt(sent.password!), await keys.decrypt(sent.newPassword!), await keys.decrypt(sent.rePassword!)]).toEqual(['Secret#2026', 'NewSecret#2027', 'NewSecret#2027']);
    expect(getSessionValue('jwtToken')).toBeNull();
    expect(takeSignedOutNotice()).toBe('密码修改成功，请重新登录');
  });
});
