import type { FastifyInstance } from 'fastify';
import { contentCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { requestActor } from '../../platform/request-actor';
import { listAnnouncements } from './list-announcements';
import { getAnnouncement, getPopupAnnouncement } from './get-announcement';
import { listCarouselItems } from './list-carousel-items';
import { listEntranceTiles } from './list-entrance-tiles';

/**
 * Public content of the home page and the announcement pages: the same for every visitor,
 * so answered from the public cache. The answer's language is an input of each read (the
 * cache keeps one answer per language).
 */
export async function contentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.announcementList, ({ query, request }) => listAnnouncements({ ctx, actor: requestActor(request), input: { ...query, locale: request.locale } }));
  registerCall(app, api.announcementDetail, ({ params, request }) => getAnnouncement({ ctx, actor: requestActor(request), input: { id: params.id, locale: request.locale } }));
  registerCall(app, api.popupAnnouncement, ({ request }) => getPopupAnnouncement({ ctx, actor: requestActor(request), input: { locale: request.locale } }));
  registerCall(app, api.carousel, ({ request }) => listCarouselItems({ ctx, actor: requestActor(request), input: undefined }));
  registerCall(app, api.entrances, ({ request }) => listEntranceTiles({ ctx, actor: requestActor(request), input: { locale: request.locale } }));
}
