import { pgTable, serial, text, integer, smallint, boolean, timestamp, index, jsonb, uniqueIndex } from 'drizzle-orm/pg-core';
import { publicIdColumn } from '../../db/public-id';

/** Services a visitor can ask about in the contact form; the form and the console name them by `public_id`. */
export const contactServices = pgTable(
  'contact_services',
  {
    id: serial('id').primaryKey(),
    publicId: publicIdColumn(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('contact_services_public_id_uq').on(t.publicId)],
);

/** Site-wide settings as key → JSON value (contact phone, WeChat QR image, …). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A message sent through the contact form, kept for staff. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    publicId: publicIdColumn(),
    /** Serial ids of contact_services (inside the server only; answers name the services' public ids). */
    serviceIds: jsonb('service_ids').$type<number[]>().notNull(),
    companyName: text('company_name').notNull(),
    name: text('name').notNull().default(''),
    sex: smallint('sex'),
    phone: text('phone').notNull(),
    email: text('email'),
    remark: text('remark').notNull().default(''),
    source: smallint('source'),
    locale: text('locale').notNull().default('zh'),
    handled: boolean('handled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc().nullsFirst()), uniqueIndex('contact_messages_public_id_uq').on(t.publicId)],
);
