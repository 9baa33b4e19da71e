import type { FastifyPluginAsync } from 'fastify';
import { messageCentreCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { userActor } from '../../platform/request-actor';
import { countUnreadKept, embeddedUnreadCounts } from './count-unread';
import { listMessages } from './list-messages';
import { openMessage } from './open-message';
import { markMessagesRead } from './mark-messages-read';
import { getMessageConfig } from './message-config';
import { editMessageConfig } from './edit-message-config';

/** The message centre (spec 000 §2 /userCenter/news, §7); the calls are declared in the contract. */
export const notificationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const kept = await embeddedUnreadCounts(ctx.db);
  if (kept) app.addHook('onClose', () => kept.stop());
  registerCall(app, api.newsList, ({ request, query }) => listMessages({ ctx, actor: userActor(request), input: query }));
  registerCall(app, api.newsDetail, ({ request, query }) => openMessage({ ctx, actor: userActor(request), input: query }));
  registerCall(app, api.unreadCount, ({ request }) => countUnreadKept(kept?.rows ?? null, ctx.db, userActor(request).user.id));
  registerCall(app, api.markRead, ({ request, body }) => markMessagesRead({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.config, ({ request }) => getMessageConfig({ ctx, actor: userActor(request), input: undefined }));
  registerCall(app, api.editConfig, ({ request, body }) => editMessageConfig({ ctx, actor: userActor(request), input: body }));
};
