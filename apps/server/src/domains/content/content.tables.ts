import { pgTable, serial, text, integer, smallint, boolean, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { publicIdColumn } from '../../db/public-id';

/** Announcements (type 2) and activities (type 1). `content` is sanitised HTML. Public pages and the console name them by `public_id`. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    publicId: publicIdColumn(),
    type: smallint('type').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    introduceZh: text('introduce_zh').notNull().default(''),
    introduceEn: text('introduce_en').notNull().default(''),
    contentZh: text('content_zh').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    icon: text('icon'),
    /** Shown in the popup on the home page; the newest such one wins. */
    popup: boolean('popup').notNull().default(false),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('announcements_public_id_uq').on(t.publicId),
    index('announcements_list_idx').on(t.published, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('announcements_type_list_idx').on(t.type, t.published, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Home page carousel. */
export const carouselItems = pgTable(
  'carousel_items',
  {
    id: serial('id').primaryKey(),
    publicId: publicIdColumn(),
    imagePath: text('image_path').notNull(),
    link: text('link'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carousel_items_public_id_uq').on(t.publicId)],
);

/** Platform entrance tiles of the home page. */
export const entranceTiles = pgTable(
  'entrance_tiles',
  {
    id: serial('id').primaryKey(),
    publicId: publicIdColumn(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    introduceZh: text('introduce_zh').notNull().default(''),
    introduceEn: text('introduce_en').notNull().default(''),
    url: text('url').notNull(),
    logo: text('logo'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** A partner platform's entry (`url` absolute): reached through `/tpLogin/getRedirectUrl/{id}` with a signed ticket. */
    thirdParty: boolean('third_party').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('entrance_tiles_public_id_uq').on(t.publicId)],
);
