import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCarouselInput,
  adminCarouselItem,
  adminContactService,
  adminContactServiceInput,
  adminEntranceInput,
  adminEntranceTile,
  adminIdParams,
  adminPageQuery,
  envelopeSchema,
  pageSchema,
} from '@wardline/contract';
import type { AppContext } from '../../../context';
import { ok } from '../../../http/envelope';
import { staffActor } from '../../audit/staff-actor';
import type { ManagedCollection } from './managed-collection';
import { carouselCollection } from './carousel-items';
import { entranceCollection } from './entrance-tiles';
import { contactServiceCollection } from './contact-services';

/** The five REST routes of one managed collection, with its schemas. */
function collectionRoutes<Input, View>(
  path: string,
  tag: string,
  collection: ManagedCollection<Input, View>,
  schemas: { input: z.ZodType<Input>; view: z.ZodType<View> },
): FastifyPluginAsyncZod<{ ctx: AppContext }> {
  return async (app, { ctx }) => {
    const tags = [tag];
    const one = envelopeSchema(schemas.view);
    app.get(`/${path}`, { schema: { tags, querystring: adminPageQuery, response: { 200: envelopeSchema(pageSchema(schemas.view)) } } }, async (request) =>
      ok(request, await collection.list(ctx.db, request.query)),
    );
    app.get(`/${path}/:id`, { schema: { tags, params: adminIdParams, response: { 200: one } } }, async (request) =>
      ok(request, await collection.get(ctx.db, request.params.id)),
    );
    app.post(`/${path}`, { schema: { tags, body: schemas.input, response: { 200: one } } }, async (request) =>
      ok(request, await collection.create(ctx.db, staffActor(request), request.body as Input), 'saved'),
    );
    app.put(`/${path}/:id`, { schema: { tags, params: adminIdParams, body: schemas.input, response: { 200: one } } }, async (request) =>
      ok(request, await collection.update(ctx.db, staffActor(request), request.params.id, request.body as Input), 'saved'),
    );
    app.delete(`/${path}/:id`, { schema: { tags, params: adminIdParams, response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
      await collection.remove(ctx.db, staffActor(request), request.params.id);
      return ok(request, null, 'deleted');
    });
  };
}

/** /admin/carousel, /admin/entrances, /admin/contact-services. */
export const adminCollectionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(collectionRoutes('carousel', 'admin: carousel', carouselCollection, { input: adminCarouselInput, view: adminCarouselItem }), { ctx });
  await app.register(collectionRoutes('entrances', 'admin: entrance tiles', entranceCollection, { input: adminEntranceInput, view: adminEntranceTile }), { ctx });
  await app.register(
    collectionRoutes('contact-services', 'admin: contact', contactServiceCollection, { input: adminContactServiceInput, view: adminContactService }),
    { ctx },
  );
};
