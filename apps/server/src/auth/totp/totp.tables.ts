import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../domains/identity/identity.tables';

/**
 * Two-step sign-in of a staff account. Secrets are stored only as AES-GCM ciphertext
 * (totp-secret-cipher.ts). `pending` holds a secret between setup and its first
 * confirmed code; `secret` + `enabled_at` mean two-step sign-in is on. `last_used_step`
 * is the 30-second step of the last accepted code, so no code is accepted twice.
 */
export const staffTotp = pgTable('staff_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext'),
  pendingCiphertext: text('pending_ciphertext'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  /** Wrong codes in the current window (totp-attempts.ts); a right code forgives them. */
  failedChecks: integer('failed_checks').notNull().default(0),
  failuresResetAt: timestamp('failures_reset_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first step of a two-step sign-in: the password or SMS code was right, the session
 * waits for the authenticator code. The id is the SHA-256 of the challenge token; a few
 * wrong codes or a few minutes end it.
 */
export const totpChallenges = pgTable(
  'totp_challenges',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('totp_challenges_user_idx').on(t.userId), index('totp_challenges_expires_idx').on(t.expiresAt)],
);
