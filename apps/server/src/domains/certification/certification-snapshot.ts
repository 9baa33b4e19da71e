import type { CertificationKind, CertificationReviewState, UserStatus } from '@wardline/contract';
import type { CertificationRow } from './certification.tables';

/**
 * A certification as the audit log keeps it: the decision's fields and the account status,
 * numbers only masked, so the log never becomes a second copy of anyone's ID or bank card.
 */
export type CertificationSnapshot = {
  id: number;
  kind: CertificationKind;
  userId: number;
  state: CertificationReviewState;
  userStatus: UserStatus | null;
  realName: string | null;
  idCardNumber: string | null;
  bkCardNumber: string | null;
  companyName: string | null;
  creditCode: string | null;
  companyType: number;
  rejectReason: string | null;
  decidedBy: number | null;
  decidedAt: string | null;
};

export function snapshotOf(row: CertificationRow, userStatus: UserStatus | null): CertificationSnapshot {
  return {
    id: row.id,
    kind: row.kind,
    userId: row.userId,
    state: row.state,
    userStatus,
    realName: row.realName,
    idCardNumber: row.idCardMasked,
    bkCardNumber: row.bankCardMasked,
    companyName: row.companyName,
    creditCode: row.creditCode,
    companyType: row.companyType,
    rejectReason: row.rejectReason,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
