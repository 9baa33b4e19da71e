import type { FastifyInstance } from 'fastify';
import {
  adminAchievementsCalls,
  adminCarouselCalls,
  adminContactServicesCalls,
  adminEntrancesCalls,
  type CallDefinition,
} from '@wardline/contract';
import type { AppContext } from '../../../context';
import { registerCall } from '../../../http/register-call';
import { staffActor } from '../../audit/staff-actor';
import type { ManagedCollection } from './managed-collection';
import { carouselCollection } from './carousel-items';
import { entranceCollection } from './entrance-tiles';
import { contactServiceCollection } from './contact-services';
import { achievementCollection } from '../../achievements/admin-achievements';

/** The five calls of a collection (`collectionRoutes` in the contract), as declared there. */
type CollectionCalls = Record<'list' | 'detail' | 'create' | 'update' | 'remove', CallDefinition>;

/** Registers one managed collection's declared calls onto its use cases. */
function registerCollection<Input, View>(app: FastifyInstance, ctx: AppContext, calls: CollectionCalls, collection: ManagedCollection<Input, View>): void {
  type Values = { request: Parameters<typeof staffActor>[0]; params?: { id: string }; query?: { page: number; size: number }; body?: Input };
  const on = (call: CallDefinition, run: (values: Values) => Promise<unknown>) => registerCall(app, call, (values) => run(values as unknown as Values) as never);
  on(calls.list, ({ request, query }) => collection.list({ ctx, actor: staffActor(request), input: query! }));
  on(calls.detail, ({ request, params }) => collection.get({ ctx, actor: staffActor(request), input: params! }));
  on(calls.create, ({ request, body }) => collection.create({ ctx, actor: staffActor(request), input: body! }));
  on(calls.update, ({ request, params, body }) => collection.update({ ctx, actor: staffActor(request), input: { id: params!.id, values: body! } }));
  on(calls.remove, ({ request, params }) => collection.remove({ ctx, actor: staffActor(request), input: params! }));
}

/** /admin/carousel, /admin/entrances, /admin/contact-services, /admin/achievements. */
export async function adminCollectionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCollection(app, ctx, adminCarouselCalls, carouselCollection);
  registerCollection(app, ctx, adminEntrancesCalls, entranceCollection);
  registerCollection(app, ctx, adminContactServicesCalls, contactServiceCollection);
  registerCollection(app, ctx, adminAchievementsCalls, achievementCollection);
}
