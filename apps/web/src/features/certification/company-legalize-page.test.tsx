import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompanyCertificationDetail } from '@wardline/contract';
import { getSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { servePrivateFiles, signIn, stubObjectUrls } from './certification-test-support';
import CompanyLegalizePage from './company-legalize-page';

const LICENCE = `pf_${'L'.repeat(32)}`;
const LETTER = `pf_${'A'.repeat(32)}`;
const LOGO = `/web/v1/public-files/${'a'.repeat(32)}.png`;

const detail = (over: Partial<NonNullable<CompanyCertificationDetail>> = {}): CompanyCertificationDetail => ({
  companyName: '示例科技有限公司',
  companyLogFile: LOGO,
  creditCode: '91350100M000100Y43',
  businessLicenseFile: LICENCE,
  companyAuthorizationFile: LETTER,
  companyType: 0,
  status: 'certification',
  review: 'approved',
  rejectReason: null,
  submittedAt: '2026-01-02T03:04:05Z',
  decidedAt: '2026-01-03T03:04:05Z',
  isUpdate: false,
  ...over,
});

function api(first: CompanyCertificationDetail) {
  let latest = first;
  return mockFetch((url, init) => {
    if (url.pathname === '/web/v1/company/authentication/detail') return ok(latest);
    if (url.pathname === '/web/v1/company/authentication/update' && init?.method === 'POST') {
      // An update of a certified company waits beside the certification in force (issue 13 #9).
      latest = detail({ review: 'pending', status: 'certification', decidedAt: null, isUpdate: true });
      return ok({ userStatus: 'certification', review: 'pending' }, '提交成功，请等待后台审核');
    }
    if (url.pathname === '/web/v1/company/authentication/submit' && init?.method === 'POST') return ok({ userStatus: 'companyFileUploaded', review: 'pending' }, '提交成功，请等待后台审核');
    return undefined;
  });
}

const render = (search: string, locale: 'zh' | 'en' = 'zh') =>
  renderWithProviders(<CompanyLegalizePage />, { path: `/register/companyLegalize${search}`, routePath: '/register/companyLegalize', locale });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('CompanyLegalizePage', () => {
  it('update mode from the user centre preloads the submission, shows its files with the token, and sends an update that leaves the certification in force', async () => {
    signIn('company', 'sess-company-7');
    stubObjectUrls();
    const calls = api(detail());
    const images = servePrivateFiles();
    const { router } = await render('?fromUserCenter=true&update=true');

    expect(await screen.findByText('更新企业认证')).toBeTruthy();
    await waitFor(() => expect(field('企业名称').value).toBe('示例科技有限公司'));
    expect(field('统一社会信用代码').value).toBe('91350100M000100Y43');
    expect(screen.queryByTestId('register-steps')).toBeNull();
    expect(screen.getByTestId('review-approved')).toBeTruthy();

    // Both private documents are fetched with the session token (never in the URL) and shown; the logo is its public URL.
    await waitFor(() => expect(images.map((i) => i.ref).sort()).toEqual([LETTER, LICENCE].sort()));
    expect(images.every((i) => i.authorization === 'sess-company-7')).toBe(true);
    await waitFor(() => expect(document.querySelectorAll('img[src^="blob:test/"]')).toHaveLength(2));
    expect(document.querySelector(`img[src="${LOGO}"]`)).toBeTruthy();

    fireEvent.change(field('企业名称'), { target: { value: '示例科技（深圳）有限公司' } });
    fireEvent.click(screen.getByTestId('legalize-submit'));
    // Issue 13 #3: no account centre yet, so the page stays (out of update mode) and shows the review state.
    await waitFor(() => expect(router.state.location.search).toBe('?fromUserCenter=true'));
    expect(router.state.location.pathname).toBe('/register/companyLegalize');
    expect(await screen.findByText('提交成功，请等待后台审核')).toBeTruthy();
    expect((await screen.findByTestId('review-update-pending')).textContent).toContain('审核期间当前认证继续有效');
    expect(screen.queryByTestId('legalize-submit')).toBeNull();
    expect(calls.find((c) => c.url.pathname === '/web/v1/company/authentication/update')?.body).toEqual({
      companyName: '示例科技（深圳）有限公司',
      companyLogFile: LOGO,
      creditCode: '91350100M000100Y43',
      businessLicenseFile: LICENCE,
      companyAuthorizationFile: LETTER,
    });
    expect(getSessionValue('userStatus')).toBe('certification');
  });

  it('a rejected update says why and that the certification stays in force, and may be sent again as an update', async () => {
    signIn('company');
    stubObjectUrls();
    api(detail({ review: 'rejected', status: 'certification', rejectReason: '新名称与营业执照不符', isUpdate: true }));
    servePrivateFiles();
    await render('?fromUserCenter=true', 'en');
    const notice = await screen.findByTestId('review-update-rejected');
    expect(notice.textContent).toContain('Update not approved');
    expect(notice.textContent).toContain('Reason: 新名称与营业执照不符');
    expect(notice.textContent).toContain('Your current certification stays in force.');
    expect(screen.getByTestId('legalize-submit').textContent).toBe('Submit update');
  });

  it('shows a rejection with its reason and lets the company fix and resubmit', async () => {
    signIn('company');
    stubObjectUrls();
    api(detail({ review: 'rejected', status: 'unauthorized', rejectReason: '营业执照照片不清晰' }));
    servePrivateFiles();
    await render('');
    expect((await screen.findByTestId('reject-reason')).textContent).toBe('驳回原因：营业执照照片不清晰');
    await waitFor(() => expect(field('企业名称').value).toBe('示例科技有限公司'));
    expect(field('企业名称').disabled).toBe(false);
    expect(screen.getByTestId('legalize-submit').textContent).toBe('提交更新');
  });

  it('while under review shows the backend-review notice in English and offers no submit', async () => {
    signIn('company');
    stubObjectUrls();
    api(detail({ review: 'pending', status: 'companyFileUploaded', decidedAt: null }));
    servePrivateFiles();
    await render('', 'en');
    expect(await screen.findByText('Backend review in progress, please wait. You will be told the result by SMS or email.')).toBeTruthy();
    expect(screen.queryByTestId('legalize-submit')).toBeNull();
    expect(field('Company name').disabled).toBe(true);
  });

  it('a first submission starts empty, requires every field, and is step 4 of registration', async () => {
    signIn('company');
    const calls = api(null);
    await render('');
    expect((await screen.findByTestId('register-steps')).getAttribute('data-current')).toBe('3');
    fireEvent.click(await screen.findByTestId('legalize-submit'));
    for (const text of ['请输入企业名称', '请输入统一社会信用代码', '请上传企业Logo', '请上传营业执照', '请上传授权书']) expect(await screen.findByText(text)).toBeTruthy();
    fireEvent.change(field('统一社会信用代码'), { target: { value: '91350100M000100Y40' } });
    fireEvent.blur(field('统一社会信用代码'));
    expect(await screen.findByText('统一社会信用代码格式错误')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends another account type away with a clear message', async () => {
    signIn('hacker');
    api(null);
    await render('');
    expect(await screen.findByText('当前账号不能进行此认证')).toBeTruthy();
  });
});
