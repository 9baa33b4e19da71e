import { pgTable, text, integer, timestamp, index, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { StoredPrivateFileKind } from '@wardline/contract';
import { users } from '../domains/identity/identity.tables';

/**
 * Private uploads (ID photos, business licences, authorisation letters). The id is the
 * opaque reference clients hold (`pf_…`); the bytes live under `storage_key`, another
 * random name, in a store no static route reaches. Only the owner and staff may read one.
 */
export const privateFiles = pgTable(
  'private_files',
  {
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The form field it was uploaded as (idCardFront, businessLicenseFile…, or the generic `file`), or what the server made (pledgeSignature, signedPledge). */
    kind: text('kind').$type<StoredPrivateFileKind>().notNull(),
    /** Sniffed from the bytes, never taken from the client. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('private_files_owner_idx').on(t.ownerId, t.createdAt),
    check('private_files_type_ck', sql`${t.contentType} in ('image/jpeg', 'image/png', 'application/pdf')`),
  ],
);

/**
 * Public uploads (the company logo): served to anyone at `/web/v1/public-files/<name>`
 * with a fixed content type. The owner is kept so a form can only use its own uploads.
 */
export const publicFiles = pgTable(
  'public_files',
  {
    name: text('name').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('public_files_owner_idx').on(t.ownerId, t.createdAt), check('public_files_type_ck', sql`${t.contentType} in ('image/jpeg', 'image/png')`)],
);
