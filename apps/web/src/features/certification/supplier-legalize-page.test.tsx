import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SupplierCertificationDetail } from '@wardline/contract';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { servePrivateFiles, signIn, stubObjectUrls } from './certification-test-support';
import SupplierLegalizePage from './supplier-legalize-page';

const LICENCE = `pf_${'S'.repeat(32)}`;
const latest: SupplierCertificationDetail = {
  companyName: 'Acme Supply Co',
  openbank: '北京朝阳支行',
  bankName: '中国银行',
  creditCode: '91350100M000100Y43',
  businessLicenseFile: LICENCE,
  status: 'unauthorized',
  review: 'rejected',
  rejectReason: '开户行与营业执照不一致',
  submittedAt: '2026-01-02T03:04:05Z',
  decidedAt: '2026-01-03T03:04:05Z',
  isUpdate: false,
};

describe('SupplierLegalizePage', () => {
  it('preloads the rejected submission with its reason, shows the licence, and resubmits with POST /user/supplierAuthentication', async () => {
    signIn('supplier');
    stubObjectUrls();
    const calls = mockFetch((url, init) => {
      if (url.pathname === '/web/v1/user/supplierAuthentication/info' && init?.method === 'POST') return ok(latest);
      if (url.pathname === '/web/v1/user/supplierAuthentication' && init?.method === 'POST') return ok({ userStatus: 'checkCertification', review: 'pending' });
      return undefined;
    });
    const images = servePrivateFiles();
    const { router } = await renderWithProviders(<SupplierLegalizePage />, { path: '/register/supplierLegalize', routePath: '/register/supplierLegalize' });
    expect((await screen.findByTestId('reject-reason')).textContent).toBe('驳回原因：开户行与营业执照不一致');
    await waitFor(() => expect((screen.getByLabelText('开户银行') as HTMLInputElement).value).toBe('中国银行'));
    await waitFor(() => expect(images.map((i) => i.ref)).toEqual([LICENCE]));
    fireEvent.change(screen.getByLabelText('开户支行'), { target: { value: '北京国贸支行' } });
    fireEvent.click(screen.getByTestId('legalize-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('提交成功，请等待后台审核')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname === '/web/v1/user/supplierAuthentication')?.body).toEqual({
      companyName: 'Acme Supply Co',
      creditCode: '91350100M000100Y43',
      bankName: '中国银行',
      openbank: '北京国贸支行',
      businessLicenseFile: LICENCE,
    });
  });
});
