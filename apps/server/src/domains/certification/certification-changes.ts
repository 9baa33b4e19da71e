import type { CertificationKind } from '@wardline/contract';
import type { CertificationRow } from './certification.tables';

/**
 * What a form of each kind shows, by its field name, read from a stored row: personal
 * numbers only masked, documents as their file references. Staff compare an update with
 * the submission in force through these, so a diff never carries a full number.
 */
const SHOWN: Record<string, (row: CertificationRow) => string | null> = {
  name: (r) => r.realName,
  idCardNumber: (r) => r.idCardMasked,
  bkCardNumber: (r) => r.bankCardMasked,
  bankPhone: (r) => r.bankPhoneMasked,
  companyName: (r) => r.companyName,
  companyLogFile: (r) => r.companyLogo,
  creditCode: (r) => r.creditCode,
  openbank: (r) => r.openbank,
  bankName: (r) => r.bankName,
  idCardFrontFile: (r) => r.idCardFrontRef,
  idCardBackFile: (r) => r.idCardBackRef,
  businessLicenseFile: (r) => r.businessLicenseRef,
  companyAuthorizationFile: (r) => r.companyAuthorizationRef,
};

const FIELDS_OF: Record<CertificationKind, readonly string[]> = {
  hacker: ['name', 'idCardNumber', 'bkCardNumber', 'bankPhone', 'openbank', 'bankName', 'idCardFrontFile', 'idCardBackFile'],
  company: ['companyName', 'creditCode', 'companyLogFile', 'businessLicenseFile', 'companyAuthorizationFile'],
  supplier: ['companyName', 'creditCode', 'openbank', 'bankName', 'businessLicenseFile'],
};

export type CertificationChange = { field: string; before: string | null; after: string | null };

/** The fields an update changes against the submission in force, in the form's order. */
export function certificationChanges(inForce: CertificationRow, update: CertificationRow): CertificationChange[] {
  return FIELDS_OF[update.kind].flatMap((field) => {
    const before = SHOWN[field]!(inForce);
    const after = SHOWN[field]!(update);
    return before === after ? [] : [{ field, before, after }];
  });
}
