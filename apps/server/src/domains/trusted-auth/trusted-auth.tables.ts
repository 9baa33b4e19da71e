import { sql } from 'drizzle-orm';
import { pgTable, serial, text, integer, smallint, timestamp, jsonb, index, uniqueIndex, check, primaryKey } from 'drizzle-orm/pg-core';
import { PAY_AUTH_CODE_STATES, TRUSTED_AUTH_STATES, type PayAuthCodeState, type TrustedAuthState } from '@wardline/contract';
import { users } from '../identity/identity.tables';
import { certifications } from '../certification/certification.tables';
import { privateFiles } from '../../files/files.tables';
import { publicIdColumn } from '../../db/public-id';
import { oneOf } from '../../db/one-of';

/**
 * Every attempt at trusted authentication, newest last (a retry after a refusal is a new row,
 * so staff see the history). The bank details are not copied: the attempt names the real-name
 * record in force when the materials were saved, whose numbers stay sealed there.
 */
export const trustedAuthentications = pgTable(
  'trusted_authentications',
  {
    id: serial('id').primaryKey(),
    publicId: publicIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<TrustedAuthState>().notNull(),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id),
    recommendName: text('recommend_name').notNull().default(''),
    address: text('address').notNull(),
    /** `fieldList`: 1–6, sorted, no duplicates. */
    fields: integer('fields').array().notNull(),
    /** `achievementList`: free tags. */
    achievements: jsonb('achievements').$type<string[]>().notNull(),
    /** Sanitised by the rich-text allow-list on the way in. */
    abilityHtml: text('ability_html').notNull(),
    rejectReason: text('reject_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the third pledge was signed and the attempt entered the staff queue. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trusted_authentications_public_id_uq').on(t.publicId),
    // One attempt in progress per person: two racing saves cannot both open one.
    uniqueIndex('trusted_authentications_one_open_uq').on(t.userId).where(sql`${t.state} in ('signing', 'pending')`),
    index('trusted_authentications_user_idx').on(t.userId, t.id),
    index('trusted_authentications_queue_idx').on(t.state, t.submittedAt),
    check('trusted_authentications_state_ck', oneOf(t.state, TRUSTED_AUTH_STATES)),
    check('trusted_authentications_reason_ck', sql`(${t.state} = 'rejected') = (${t.rejectReason} is not null)`),
  ],
);

export type TrustedAuthRow = typeof trustedAuthentications.$inferSelect;

/** The proof files of an attempt (at most two), each the owner's own private upload. */
export const trustedAuthProofFiles = pgTable(
  'trusted_auth_proof_files',
  {
    authId: integer('auth_id')
      .notNull()
      .references(() => trustedAuthentications.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    fileRef: text('file_ref')
      .notNull()
      .references(() => privateFiles.id),
  },
  (t) => [primaryKey({ columns: [t.authId, t.position] }), check('trusted_auth_proof_files_position_ck', sql`${t.position} in (1, 2)`)],
);

/**
 * The signed pledges of an attempt: the drawn signature and the PDF made from it, both private
 * files, and when. The key refuses a second signature of one pledge whatever races.
 */
export const trustedAuthSignatures = pgTable(
  'trusted_auth_signatures',
  {
    authId: integer('auth_id')
      .notNull()
      .references(() => trustedAuthentications.id, { onDelete: 'cascade' }),
    /** 2 confidentiality pledge, 3 test pledge, 4 cyber security law commitment. */
    type: smallint('type').notNull(),
    signatureRef: text('signature_ref')
      .notNull()
      .references(() => privateFiles.id),
    documentRef: text('document_ref')
      .notNull()
      .references(() => privateFiles.id),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.authId, t.type] }), check('trusted_auth_signatures_type_ck', sql`${t.type} in (2, 3, 4)`)],
);

/**
 * Payment authentication sessions with the provider (`ctx.payAuth`): one row per QR code.
 * `code` is the provider's handle the page polls; a person completes it once.
 */
export const paymentAuthentications = pgTable(
  'payment_authentications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    code: text('code').notNull(),
    url: text('url').notNull(),
    state: text('state').$type<PayAuthCodeState>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_authentications_code_uq').on(t.provider, t.code),
    index('payment_authentications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payment_authentications_one_done_uq').on(t.userId).where(sql`${t.state} = 'done'`),
    check('payment_authentications_state_ck', oneOf(t.state, PAY_AUTH_CODE_STATES)),
  ],
);
