import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCertificationDetail } from '@wardline/contract';
import { setSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { CertificationReviewDrawer } from './certification-review-drawer';

const ID = 'b0a7d00db0a7d00db0a7d00db0a7d00d';

/** A certified supplier's update waiting for review, beside the certification in force. */
const update: AdminCertificationDetail = {
  id: ID,
  kind: 'supplier',
  state: 'pending',
  user: { id: 12, nickname: 'Acme Supply', phone: '139****0012', email: null, status: 'certification' },
  realName: null,
  idCardNumber: null,
  bkCardNumber: null,
  bankPhone: null,
  openbank: '北京朝阳支行',
  bankName: '中国工商银行',
  companyName: 'Acme Supply Co',
  companyLogFile: null,
  creditCode: '91350100M000100Y43',
  companyType: 0,
  rejectReason: null,
  decidedBy: null,
  submittedAt: '2026-02-02T03:04:00.000Z',
  decidedAt: null,
  documents: [{ field: 'businessLicenseFile', ref: `pf_${'b'.repeat(32)}` }],
  update: {
    replaces: 'a'.repeat(32),
    changes: [
      { field: 'bankName', before: '中国银行', after: '中国工商银行' },
      { field: 'openbank', before: '北京海淀支行', after: '北京朝阳支行' },
    ],
  },
};

function serve(detail: AdminCertificationDetail) {
  setSessionValue('jwtToken', 'T'.repeat(43));
  mockFetch(
    (url) => (url.pathname === `/web/v1/admin/certifications/${ID}` ? ok(detail) : undefined),
    (url) => (url.pathname === '/web/v1/findPrivateFile' ? { status: 404, body: { errcode: 404, errmsg: 'x', ret: null } } : undefined),
  );
}

// Issue 13 item 9: the review drawer did not say a submission updated a certification in force, nor what it changed.
describe('reviewing an update of a certification in force', () => {
  it('marks the update and shows what changed, field by field, against the certification in force', async () => {
    serve(update);
    await renderWithProviders(<CertificationReviewDrawer id={ID} onClose={() => undefined} />, { locale: 'en' });
    expect((await screen.findByTestId('certification-update-tag')).textContent).toBe('Update');
    const section = screen.getByTestId('certification-update');
    expect(section.textContent).toContain('The certification in force stays so while it is reviewed');
    const rows = within(section).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Bank', '中国银行', '中国工商银行'],
      ['Branch', '北京海淀支行', '北京朝阳支行'],
    ]);
  });

  it('marks nothing for a first submission', async () => {
    serve({ ...update, user: { ...update.user, status: 'checkCertification' }, update: null });
    await renderWithProviders(<CertificationReviewDrawer id={ID} onClose={() => undefined} />, { locale: 'zh' });
    expect(await screen.findByText('Acme Supply Co')).toBeTruthy();
    expect(screen.queryByTestId('certification-update-tag')).toBeNull();
    expect(screen.queryByTestId('certification-update')).toBeNull();
  });
});
