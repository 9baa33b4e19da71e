import { z } from 'zod';
import { pageSchema } from '../envelope';
import { announcementDetail, announcementIdParams, announcementListQuery, announcementSummary, carouselItem, entranceItem } from '../schemas/content';
import { contactAddBody, contactConfig, contactSendVerifySmsBody, contactService } from '../schemas/contact';
import { withSchemas } from './define-call';
import { contactApi, contentApi } from './public-site';

export const contentSchemas = {
  announcementList: { query: announcementListQuery, ret: pageSchema(announcementSummary) },
  announcementDetail: { params: announcementIdParams, ret: announcementDetail },
  popupAnnouncement: { ret: announcementDetail.nullable() },
  carousel: { ret: z.array(carouselItem) },
  entrances: { ret: z.array(entranceItem) },
};

export const contactSchemas = {
  services: { ret: z.array(contactService) },
  config: { ret: contactConfig },
  sendVerifySms: { body: contactSendVerifySmsBody, ret: z.null() },
  add: { body: contactAddBody, ret: z.null() },
};

export const contentCalls = withSchemas(contentApi, contentSchemas);
export const contactCalls = withSchemas(contactApi, contactSchemas);
