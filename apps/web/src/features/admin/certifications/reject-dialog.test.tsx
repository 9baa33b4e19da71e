import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCertificationDetail } from '@wardline/contract';
import { setSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { CertificationReviewDrawer } from './certification-review-drawer';

const detail: AdminCertificationDetail = {
  id: 'c0ffee00c0ffee00c0ffee00c0ffee00',
  kind: 'company',
  state: 'pending',
  user: { id: 9, nickname: 'Acme', phone: '13900000009', email: null, status: 'checkCertification' },
  realName: null,
  idCardNumber: null,
  bkCardNumber: null,
  bankPhone: null,
  openbank: null,
  bankName: null,
  companyName: '示例科技有限公司',
  companyLogFile: null,
  creditCode: '91350100M000100Y43',
  companyType: 0,
  rejectReason: null,
  decidedBy: null,
  submittedAt: '2026-01-02T03:04:00.000Z',
  decidedAt: null,
  documents: [{ field: 'businessLicenseFile', ref: 'pf_' + 'a'.repeat(32) }],
  update: null,
};

/** The modal whose title is `title` (the test setup gives every element one id, so names cannot be used). */
async function findDialog(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role="dialog"]') as HTMLElement;
}

describe('rejecting a certification with a reason', () => {
  it('refuses an empty reason in the browser, then sends the trimmed reason and closes', async () => {
    setSessionValue('jwtToken', 'T'.repeat(43));
    let closed = false;
    const calls = mockFetch(
      (url) => (url.pathname === '/web/v1/admin/certifications/c0ffee00c0ffee00c0ffee00c0ffee00' ? ok(detail) : undefined),
      (url) => (url.pathname === '/web/v1/findPrivateFile' ? { status: 404, body: { errcode: 404, errmsg: 'x', ret: null } } : undefined),
      (url, init) =>
        url.pathname === '/web/v1/admin/certifications/c0ffee00c0ffee00c0ffee00c0ffee00/reject' && init?.method === 'POST'
          ? ok({ id: 'c0ffee00c0ffee00c0ffee00c0ffee00', state: 'rejected', userStatus: 'unauthorized', notified: true }, '保存成功')
          : undefined,
    );
    await renderWithProviders(<CertificationReviewDrawer id="c0ffee00c0ffee00c0ffee00c0ffee00" onClose={() => (closed = true)} />, { locale: 'en' });
    expect(await screen.findByText('示例科技有限公司')).toBeTruthy();
    // The document was asked for with the staff token, as a file, not through the JSON client.
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/web/v1/findPrivateFile')).toBe(true));
    const fileCall = calls.find((c) => c.url.pathname === '/web/v1/findPrivateFile')!;
    expect(fileCall.url.searchParams.get('ref')).toBe(detail.documents[0]!.ref);
    expect(fileCall.headers.Authorization).toBe('T'.repeat(43));
    expect(await screen.findByText('This document cannot be shown')).toBeTruthy();

    fireEvent.click(screen.getByTestId('certification-reject'));
    const dialog = await findDialog('Reject certification');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByTestId('reason-dialog-ok'));
    expect(await within(dialog).findByText('Please give a reason')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.endsWith('/reject'))).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ' The licence photo is unreadable ' } });
    fireEvent.click(within(dialog).getByTestId('reason-dialog-ok'));
    await waitFor(() => expect(closed).toBe(true));
    const reject = calls.find((c) => c.url.pathname === '/web/v1/admin/certifications/c0ffee00c0ffee00c0ffee00c0ffee00/reject')!;
    expect(reject.method).toBe('POST');
    expect(reject.body).toEqual({ reason: 'The licence photo is unreadable' });
    expect(await screen.findByText('Rejected; the user has been notified')).toBeTruthy();
  });

  it('shows the server refusal of the reason on the field', async () => {
    mockFetch(
      (url) => (url.pathname === '/web/v1/admin/certifications/c0ffee00c0ffee00c0ffee00c0ffee00' ? ok(detail) : undefined),
      (url) => (url.pathname === '/web/v1/findPrivateFile' ? { status: 404, body: { errcode: 404, errmsg: 'x', ret: null } } : undefined),
      (url) =>
        url.pathname === '/web/v1/admin/certifications/c0ffee00c0ffee00c0ffee00c0ffee00/reject'
          ? { status: 400, body: { errcode: 400, errmsg: '原因不能超过500个字符', ret: { fields: [{ field: 'reason', message: '原因不能超过500个字符' }] } } }
          : undefined,
    );
    await renderWithProviders(<CertificationReviewDrawer id="c0ffee00c0ffee00c0ffee00c0ffee00" onClose={() => undefined} />);
    fireEvent.click(await screen.findByTestId('certification-reject'));
    const dialog = await findDialog('驳回认证');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByTestId('reason-dialog-ok'));
    expect(await within(dialog).findByText('原因不能超过500个字符')).toBeTruthy();
  });
});
