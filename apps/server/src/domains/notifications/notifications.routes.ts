import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  editMessageConfigBody,
  envelopeSchema,
  messageConfig,
  newsDetailQuery,
  newsItem,
  newsListQuery,
  pageSchema,
  updateNewsStatusBody,
  updateNewsStatusResult,
} from '@wardline/contract';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/require-user';
import { ok } from '../../http/envelope';
import { userActor } from '../../platform/request-actor';
import { countUnread } from './count-unread';
import { listMessages } from './list-messages';
import { openMessage } from './open-message';
import { markMessagesRead } from './mark-messages-read';
import { getMessageConfig } from './message-config';
import { editMessageConfig } from './edit-message-config';

/** The message centre (spec 000 §2 /userCenter/news, §7): the signed-in person's own messages and settings. */
export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['message centre'];
  const security = [{ session: [] }];
  const guard = { onRequest: requireUser };

  app.get(
    '/getNewsList',
    { ...guard, schema: { tags, security, description: 'Messages newest first; status unread | read (all when absent); size 10, 20, 50 or 100.', querystring: newsListQuery, response: { 200: envelopeSchema(pageSchema(newsItem)) } } },
    async (request) => ok(request, await listMessages({ ctx, actor: userActor(request), input: request.query })),
  );
  app.get(
    '/getNewsDetail',
    { ...guard, schema: { tags, security, description: 'One of your messages by id; opening it marks it read.', querystring: newsDetailQuery, response: { 200: envelopeSchema(newsItem) } } },
    async (request) => ok(request, await openMessage({ ctx, actor: userActor(request), input: request.query })),
  );
  app.get('/getUnReadNum', { ...guard, schema: { tags, security, description: 'How many of your messages are unread.', response: { 200: envelopeSchema(z.number().int()) } } }, async (request) =>
    ok(request, await countUnread(ctx.db, userActor(request).user.id)),
  );
  app.put(
    '/updateNewStatus',
    { ...guard, schema: { tags, security, description: 'Marks the messages of idList read; answers how many changed and the unread count.', body: updateNewsStatusBody, response: { 200: envelopeSchema(updateNewsStatusResult) } } },
    async (request) => ok(request, await markMessagesRead({ ctx, actor: userActor(request), input: request.body }), 'markedRead'),
  );
  app.get(
    '/fetchMessageConfigList',
    { ...guard, schema: { tags, security, description: 'Language of what is sent to you, channels (SMS, email, DingTalk) and topics.', response: { 200: envelopeSchema(messageConfig) } } },
    async (request) => ok(request, await getMessageConfig({ ctx, actor: userActor(request), input: undefined })),
  );
  app.put(
    '/editMessageConfig',
    {
      ...guard,
      schema: { tags, security, description: 'One switch: type 1 a channel (id 1 SMS, 2 email, 3 DingTalk), 2 the language (status 0 zh, 1 en), 3 a topic.', body: editMessageConfigBody, response: { 200: envelopeSchema(messageConfig) } },
    },
    async (request) => ok(request, await editMessageConfig({ ctx, actor: userActor(request), input: request.body }), 'modified'),
  );
};
