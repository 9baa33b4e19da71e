import { sql } from 'drizzle-orm';
import { pgTable, serial, text, integer, smallint, date, timestamp, index, uniqueIndex, check, primaryKey } from 'drizzle-orm/pg-core';
import { LOCALES, type Locale, type UserStatus, type UserType } from '@wardline/contract';
import { oneOf } from '../../db/one-of';

/** 'staff' is the platform's operations role; everyone else is a 'user' with a usertype. */
export type UserRoleColumn = 'user' | 'staff';

/**
 * Every person who can sign in. A phone or an email (or both) names the account; the
 * email is stored lower-cased so one mailbox is one account. `status` follows BRIEF §4;
 * `foriben` (disabled) is a status, so disabling is one conditional update.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** What URLs and answers name the account by (32 random hex characters): the serial id never leaves the server. */
    publicId: text('public_id').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    phone: text('phone'),
    email: text('email'),
    nickname: text('nickname').notNull().default(''),
    /** argon2id PHC string; null for accounts created by a third-party sign-in without a password. */
    passwordHash: text('password_hash'),
    usertype: text('usertype').$type<UserType>(),
    status: text('status').$type<UserStatus>().notNull().default('imperfect'),
    role: text('role').$type<UserRoleColumn>().notNull().default('user'),
    country: text('country').notNull().default(''),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    birthday: date('birthday', { mode: 'string' }),
    logo: text('logo'),
    /** Set by the first GET /portal/firstlogin, so the welcome shows once. */
    firstLoginSeenAt: timestamp('first_login_seen_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The language of what is sent to the account (SMS, mail, DingTalk): the language it registered in, changeable in the message settings. */
    language: text('language').$type<Locale>().notNull().default('zh'),
    /** The phone of the DingTalk account notifications may go to; bound in the account centre. */
    dingtalkPhone: text('dingtalk_phone'),
    /** A hacker's person level, 0 (junior) to 4 (master): what a project's `personlevel` is compared with. Raised by all-time points as they are issued (domains/reputation). */
    personLevel: smallint('person_level').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_public_id_uq').on(t.publicId),
    uniqueIndex('users_email_uq').on(t.email),
    index('users_status_idx').on(t.status, t.id),
    check('users_email_lower_ck', sql`${t.email} = lower(${t.email})`),
    check('users_role_ck', sql`${t.role} in ('user', 'staff')`),
    check('users_usertype_ck', sql`${t.usertype} in ('hacker', 'company', 'supplier')`),
    check('users_language_ck', oneOf(t.language, LOCALES)),
  ],
);

/**
 * Server-side sessions (BRIEF §2). The id is the SHA-256 of the bearer token, so a copy
 * of this table cannot be replayed; revoking is setting `revoked_at`.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Last request of the session, written at most once a minute (auth/session-activity.ts):
     * a session idle longer than SESSION_IDLE_MINUTES is over, whatever its expiry.
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    clientIp: text('client_ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  // Revoking all of a user's sessions and sweeping their old rows both go by user.
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Browsers an account has signed in on (issue 12 item 7): the keyed hash of the device
 * cookie's id, set at a successful sign-in. Failed sign-ins from a known device count
 * against that device's own budget, so a stranger's failures never lock the owner out
 * on her own browser (identity/login/sign-in-guard.ts).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] }), index('known_devices_seen_idx').on(t.lastSeenAt)],
);

/**
 * The `idToken` between "phone verified" and "info completed": it proves one phone for
 * a short while and creates no account, so an abandoned registration blocks nothing.
 * One live ticket per phone; stored as the token's SHA-256.
 */
export const registrationTickets = pgTable(
  'registration_tickets',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('registration_tickets_phone_uq').on(t.phone), index('registration_tickets_expires_idx').on(t.expiresAt)],
);

/** The `checkCode` of a password reset: one live per user, single use, stored as its SHA-256. */
export const passwordResetTickets = pgTable(
  'password_reset_tickets',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The phone or (lower-case) email whose code proved step 1: a reset by email ends bindings that email did not make. */
    provenWith: text('proven_with').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tickets_user_uq').on(t.userId), index('password_reset_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * Plain captcha answers for GET /dev/captcha/{code} (BRIEF §5). Only written outside
 * production; the real check uses the hashed code store.
 */
export const devCaptchaAnswers = pgTable(
  'dev_captcha_answers',
  {
    token: text('token').primaryKey(),
    answer: text('answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dev_captcha_answers_expires_idx').on(t.expiresAt)],
);
