import { sql } from 'drizzle-orm';
import { pgTable, serial, text, integer, timestamp, index, uniqueIndex, check, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CertificationKind, CertificationReviewState } from '@wardline/contract';
import { users } from '../identity/identity.tables';
import { privateFiles } from '../../files/files.tables';
import { publicIdColumn } from '../../db/public-id';

/**
 * Every certification a user submitted, newest last: the hacker's real name, a company's
 * or a supplier's documents. A resubmission (update mode, or after a rejection) is a new
 * row, so history stays; the latest row per user and kind is the current one.
 *
 * ID, bank card and reserved phone numbers are stored only as AES-256-GCM ciphertext
 * (crypto/field-encryption.ts) beside a masked copy for display (1101**********002X);
 * the plain numbers are never written. Credit codes are public registry data and stay plain.
 */
export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    /** The id staff see in URLs (32 random hex characters): the serial id never leaves the server, so ids cannot be walked. */
    publicId: publicIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CertificationKind>().notNull(),
    /** Hackers are approved on submission; companies and suppliers wait for staff. */
    state: text('state').$type<CertificationReviewState>().notNull(),

    realName: text('real_name'),
    idCardCipher: text('id_card_cipher'),
    idCardMasked: text('id_card_masked'),
    bankCardCipher: text('bank_card_cipher'),
    bankCardMasked: text('bank_card_masked'),
    /** Keyed HMAC of the plain numbers (FieldCipher.lookupHash): finds a number certified on another account without storing it. */
    idCardHash: text('id_card_hash'),
    bankCardHash: text('bank_card_hash'),
    bankPhoneCipher: text('bank_phone_cipher'),
    bankPhoneMasked: text('bank_phone_masked'),
    /** The spec's `openbank`: the branch of the bank. */
    openbank: text('openbank'),
    bankName: text('bank_name'),
    idCardFrontRef: text('id_card_front_ref').references(() => privateFiles.id),
    idCardBackRef: text('id_card_back_ref').references(() => privateFiles.id),

    companyName: text('company_name'),
    /** Public URL path of the logo (POST /portal/uploadfile). */
    companyLogo: text('company_logo'),
    creditCode: text('credit_code'),
    businessLicenseRef: text('business_license_ref').references(() => privateFiles.id),
    companyAuthorizationRef: text('company_authorization_ref').references(() => privateFiles.id),
    /** GET /company/type: 0 is a standard company (pays the 20% service fee); carried over on resubmission. */
    companyType: integer('company_type').notNull().default(0),

    /**
     * An update sent while the account is certified: the approved submission in force that
     * this one would replace. That one stays in force (and the account certified) while
     * staff review the update, and after a rejection of it.
     */
    replacesId: integer('replaces_id').references((): AnyPgColumn => certifications.id),
    rejectReason: text('reject_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // At most one submission per user waits for staff: two racing submits cannot both land.
    uniqueIndex('certifications_public_id_uq').on(t.publicId),
    index('certifications_id_card_hash_idx').on(t.idCardHash),
    index('certifications_bank_card_hash_idx').on(t.bankCardHash),
    uniqueIndex('certifications_one_pending_uq').on(t.userId).where(sql`${t.state} = 'pending'`),
    index('certifications_user_idx').on(t.userId, t.kind, t.id),
    index('certifications_queue_idx').on(t.state, t.kind, t.submittedAt),
    check('certifications_kind_ck', sql`${t.kind} in ('hacker', 'company', 'supplier')`),
    check('certifications_state_ck', sql`${t.state} in ('pending', 'approved', 'rejected')`),
    check('certifications_reason_ck', sql`(${t.state} = 'rejected') = (${t.rejectReason} is not null)`),
    check(
      'certifications_fields_ck',
      sql`case ${t.kind}
        when 'hacker' then ${t.realName} is not null and ${t.idCardCipher} is not null and ${t.bankCardCipher} is not null and ${t.bankPhoneCipher} is not null and ${t.idCardFrontRef} is not null and ${t.idCardBackRef} is not null
        when 'company' then ${t.companyName} is not null and ${t.companyLogo} is not null and ${t.creditCode} is not null and ${t.businessLicenseRef} is not null and ${t.companyAuthorizationRef} is not null
        else ${t.companyName} is not null and ${t.creditCode} is not null and ${t.businessLicenseRef} is not null and ${t.openbank} is not null and ${t.bankName} is not null
      end`,
    ),
  ],
);

export type CertificationRow = typeof certifications.$inferSelect;
