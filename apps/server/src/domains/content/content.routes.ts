import type { FastifyInstance } from 'fastify';
import { contentCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { listAnnouncements } from './list-announcements';
import { getAnnouncement, getPopupAnnouncement } from './get-announcement';
import { listCarouselItems } from './list-carousel-items';
import { listEntranceTiles } from './list-entrance-tiles';

/** Public content of the home page and the announcement pages: the same for every visitor, so answered from the public cache. */
export async function contentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.announcementList, ({ query, request }) => listAnnouncements({ db: ctx.db, locale: request.locale, ...query }));
  registerCall(app, api.announcementDetail, ({ params, request }) => getAnnouncement(ctx.db, params.id, request.locale));
  registerCall(app, api.popupAnnouncement, ({ request }) => getPopupAnnouncement(ctx.db, request.locale));
  registerCall(app, api.carousel, () => listCarouselItems(ctx.db));
  registerCall(app, api.entrances, ({ request }) => listEntranceTiles(ctx.db, request.locale));
}
