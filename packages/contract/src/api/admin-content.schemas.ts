import { z } from 'zod';
import { pageSchema } from '../envelope';
import { publicIdParams } from '../schemas/common';
import {
  adminAnnouncement,
  adminAnnouncementInput,
  adminAnnouncementListQuery,
  adminAnnouncementSummary,
  adminCarouselInput,
  adminCarouselItem,
  adminContactService,
  adminContactServiceInput,
  adminEntranceInput,
  adminEntranceTile,
  richTextPreviewBody,
  richTextPreviewResult,
} from '../schemas/admin';
import { withSchemas } from './define-call';
import { collectionSchemas } from './admin-collection.schemas';
import { adminAnnouncementsApi, adminCarouselApi, adminContactServicesApi, adminEntrancesApi } from './admin-content';

export const adminAnnouncementsSchemas = {
  list: { query: adminAnnouncementListQuery, ret: pageSchema(adminAnnouncementSummary) },
  preview: { body: richTextPreviewBody, ret: richTextPreviewResult },
  detail: { params: publicIdParams, ret: adminAnnouncement },
  create: { body: adminAnnouncementInput, ret: adminAnnouncement },
  update: { params: publicIdParams, body: adminAnnouncementInput, ret: adminAnnouncement },
  remove: { params: publicIdParams, ret: z.null() },
};
export const adminCarouselSchemas = collectionSchemas(adminCarouselInput, adminCarouselItem);
export const adminEntrancesSchemas = collectionSchemas(adminEntranceInput, adminEntranceTile);
export const adminContactServicesSchemas = collectionSchemas(adminContactServiceInput, adminContactService);

export const adminAnnouncementsCalls = withSchemas(adminAnnouncementsApi, adminAnnouncementsSchemas);
export const adminCarouselCalls = withSchemas(adminCarouselApi, adminCarouselSchemas);
export const adminEntrancesCalls = withSchemas(adminEntrancesApi, adminEntrancesSchemas);
export const adminContactServicesCalls = withSchemas(adminContactServicesApi, adminContactServicesSchemas);
