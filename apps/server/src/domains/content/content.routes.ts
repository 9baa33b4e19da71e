import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementDetail,
  announcementIdParams,
  announcementListQuery,
  announcementSummary,
  carouselItem,
  entranceItem,
  envelopeSchema,
  pageSchema,
} from '@wardline/contract';
import type { AppContext } from '../../context';
import { publicAnswer } from '../../http/public-answer';
import { listAnnouncements } from './list-announcements';
import { getAnnouncement, getPopupAnnouncement } from './get-announcement';
import { listCarouselItems } from './list-carousel-items';
import { listEntranceTiles } from './list-entrance-tiles';

/** Public content of the home page and the announcement pages: the same for every visitor, so answered from the public cache. */
export const contentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['public content'];

  app.get(
    '/announcement/list',
    { schema: { tags, querystring: announcementListQuery, response: { 200: envelopeSchema(pageSchema(announcementSummary)) } } },
    async (request, reply) => publicAnswer(ctx, request, reply, () => listAnnouncements({ db: ctx.db, locale: request.locale, ...request.query })),
  );

  app.get(
    '/announcement/detail/:id',
    { schema: { tags, params: announcementIdParams, response: { 200: envelopeSchema(announcementDetail) } } },
    async (request, reply) => publicAnswer(ctx, request, reply, () => getAnnouncement(ctx.db, request.params.id, request.locale)),
  );

  app.get(
    '/getAnnouncement',
    { schema: { tags, response: { 200: envelopeSchema(announcementDetail.nullable()) } } },
    async (request, reply) => publicAnswer(ctx, request, reply, () => getPopupAnnouncement(ctx.db, request.locale)),
  );

  app.get(
    '/fingure/list',
    { schema: { tags, response: { 200: envelopeSchema(z.array(carouselItem)) } } },
    async (request, reply) => publicAnswer(ctx, request, reply, () => listCarouselItems(ctx.db)),
  );

  app.get(
    '/platform/entrance/list',
    { schema: { tags, response: { 200: envelopeSchema(z.array(entranceItem)) } } },
    async (request, reply) => publicAnswer(ctx, request, reply, () => listEntranceTiles(ctx.db, request.locale)),
  );
};
