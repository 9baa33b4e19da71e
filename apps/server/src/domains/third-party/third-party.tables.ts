import { pgTable, serial, text, integer, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ThirdPartyProvider } from '@wardline/contract';
import { users } from '../identity/identity.tables';

/**
 * A person's account at a third-party provider, bound to one of our accounts. The key is
 * (provider, issuer, subject): the OIDC `sub` is only unique within its issuer, so the
 * issuer is part of it; WeChat (openid) and Alipay (user_id) leave the issuer empty.
 * One identity per provider per account.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').$type<ThirdPartyProvider>().notNull(),
    issuer: text('issuer').notNull().default(''),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the provider last said of the person; shown in the account's bound list. */
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('user_identities_subject_uq').on(t.provider, t.issuer, t.subject), uniqueIndex('user_identities_user_provider_uq').on(t.userId, t.provider)],
);

/**
 * The `state` of an authorization request: stored as its SHA-256, spent by one DELETE …
 * RETURNING (single use even under racing requests), ten minutes of life. The PKCE
 * verifier and the OIDC nonce must be read back to be used, so they are kept as they are;
 * neither is of any use without the one-time code that only the provider hands out.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: text('id').primaryKey(),
    provider: text('provider').$type<ThirdPartyProvider>().notNull(),
    codeVerifier: text('code_verifier'),
    nonce: text('nonce'),
    /** SHA-256 of the starting browser's sign-in cookie: the callback must bring the same cookie. */
    browserHash: text('browser_hash').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

/**
 * The bind ticket (`idToken`) of a third-party sign-in that found no account: it proves
 * the identity for half an hour and is spent when the identity is bound. Stored hashed.
 */
export const bindTickets = pgTable(
  'third_party_bind_tickets',
  {
    id: text('id').primaryKey(),
    provider: text('provider').$type<ThirdPartyProvider>().notNull(),
    issuer: text('issuer').notNull().default(''),
    subject: text('subject').notNull(),
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar'),
    /** SHA-256 of the sign-in cookie of the browser that finished the callback: only it may use the ticket. */
    browserHash: text('browser_hash').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('third_party_bind_tickets_expires_idx').on(t.expiresAt)],
);

/** Fields of the /qualification completion screens that the account itself has no column for. */
export const completionProfiles = pgTable('completion_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  blog: text('blog').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  /** Reference of the licence picture uploaded through the private upload call. */
  businessLicenseRef: text('business_license_ref'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
