import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCertificationDetail } from '@wardline/contract';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { CertificationReviewDrawer } from './certification-review-drawer';

const ID = 'feedface'.repeat(4);
const record: AdminCertificationDetail = {
  id: ID,
  kind: 'hacker',
  state: 'approved',
  user: { id: 7, nickname: 'WhiteHat', phone: '13900000007', email: null, status: 'certification' },
  realName: '张三',
  idCardNumber: '1101**********002X',
  bkCardNumber: '6222***********0128',
  bankPhone: '139****5678',
  openbank: '深圳南山支行',
  bankName: '招商银行',
  companyName: null,
  companyLogFile: null,
  creditCode: null,
  companyType: 0,
  rejectReason: null,
  decidedBy: null,
  submittedAt: '2026-01-02T03:04:00.000Z',
  decidedAt: '2026-01-02T03:04:00.000Z',
  documents: [],
  update: null,
};
const me = (permissions: string[]) => (url: URL) => (url.pathname === '/web/v1/admin/me' ? ok({ id: 'f'.repeat(32), nickname: 'Ops', email: null, totpEnabled: true, permissions }) : undefined);

describe('a real-name record in the console', () => {
  it('shows numbers masked, reveals them on request to staff allowed to, and revokes with a reason', async () => {
    const calls = mockFetch(
      me(['certificationReview', 'revealPersonalNumbers']),
      (url) => (url.pathname === `/web/v1/admin/certifications/${ID}` ? ok(record) : undefined),
      (url) => (url.pathname.endsWith('/reveal') ? ok({ idCardNumber: '11010519491231002X', bkCardNumber: '6222021234567890128', bankPhone: '13912345678' }) : undefined),
      (url) => (url.pathname.endsWith('/revoke') ? ok({ id: ID, state: 'rejected', userStatus: 'unauthorized' }, 'Saved') : undefined),
    );
    let closed = false;
    await renderWithProviders(<CertificationReviewDrawer id={ID} onClose={() => (closed = true)} />, { locale: 'en' });
    expect(await screen.findByText('1101**********002X')).toBeTruthy();
    expect(screen.queryByText('11010519491231002X')).toBeNull();

    fireEvent.click(await screen.findByTestId('certification-reveal'));
    expect(await screen.findByText('11010519491231002X')).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname.endsWith('/reveal')).map((c) => c.method)).toEqual(['POST']);

    fireEvent.click(screen.getByTestId('certification-revoke'));
    const dialog = (await screen.findByText('Revoke real-name certification', { selector: '.ant-modal-title' })).closest('[role="dialog"]') as HTMLElement;
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Photo does not match' } });
    fireEvent.click(within(dialog).getByTestId('reason-dialog-ok'));
    await waitFor(() => expect(closed).toBe(true));
    expect(calls.find((c) => c.url.pathname.endsWith('/revoke'))!.body).toEqual({ reason: 'Photo does not match' });
  });

  it('offers no reveal to staff without the permission', async () => {
    mockFetch(me(['certificationReview']), (url) => (url.pathname === `/web/v1/admin/certifications/${ID}` ? ok(record) : undefined));
    await renderWithProviders(<CertificationReviewDrawer id={ID} onClose={() => undefined} />, { locale: 'en' });
    expect(await screen.findByText('1101**********002X')).toBeTruthy();
    expect(screen.queryByTestId('certification-reveal')).toBeNull();
  });
});
