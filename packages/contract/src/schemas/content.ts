import { z } from 'zod';
import { pageParam, sizeParam, isoDate, publicIdParams } from './common';
import { ANNOUNCEMENT_PAGE_SIZE, ANNOUNCEMENT_TYPES } from '../constants/public-site';
import { LOCALES } from '../locale';

export const announcementTypeSchema = z.union([z.literal(ANNOUNCEMENT_TYPES.activity), z.literal(ANNOUNCEMENT_TYPES.announcement)]);
export type AnnouncementType = z.infer<typeof announcementTypeSchema>;

export const announcementListQuery = z.object({
  page: pageParam,
  size: sizeParam(ANNOUNCEMENT_PAGE_SIZE, 48),
  /** Empty or absent means all types. */
  type: z
    .union([z.literal(''), z.coerce.number()])
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : v))
    .refine((v) => v === undefined || v === 1 || v === 2, 'announcement.type.invalid'),
});
export type AnnouncementListQuery = z.input<typeof announcementListQuery>;

export const announcementSummary = z.object({
  /** The public id: /announcement/detail/{id}. */
  id: z.string(),
  title: z.string(),
  introduce: z.string(),
  createDate: isoDate,
  type: announcementTypeSchema,
  icon: z.string().nullable(),
  /** The language title and introduction are in: zh when an English reader gets the Chinese text because staff wrote no English. */
  language: z.enum(LOCALES),
});
export type AnnouncementSummary = z.infer<typeof announcementSummary>;

/** `content` is HTML sanitised on the way in and again by whoever renders it. */
export const announcementDetail = announcementSummary.extend({
  content: z.string(),
  /** The language of `content`, which can lack English where the title has it. */
  contentLanguage: z.enum(LOCALES),
});
export type AnnouncementDetail = z.infer<typeof announcementDetail>;

export const announcementIdParams = publicIdParams;

/** Carousel item of the home page. */
export const carouselItem = z.object({ id: z.string(), fingurePath: z.string(), link: z.string().nullable() });
export type CarouselItem = z.infer<typeof carouselItem>;

/** Platform entrance tile of the home page. */
export const entranceItem = z.object({
  id: z.string(),
  name: z.string(),
  introduce: z.string(),
  url: z.string(),
  logo: z.string().nullable(),
  /** A third-party project entrance: the web app asks `/tpLogin/getRedirectUrl/{id}` for the signed address and opens it in a new window. */
  thirdParty: z.boolean(),
});
export type EntranceItem = z.infer<typeof entranceItem>;
