import { z } from 'zod';
import { pageSchema } from '../envelope';
import {
  editMessageConfigBody,
  messageConfig,
  newsDetailQuery,
  newsItem,
  newsListQuery,
  updateNewsStatusBody,
  updateNewsStatusResult,
} from '../schemas/notifications';
import { withSchemas } from './define-call';
import { messageCentreApi } from './message-centre';

export const messageCentreSchemas = {
  newsList: { query: newsListQuery, ret: pageSchema(newsItem) },
  newsDetail: { query: newsDetailQuery, ret: newsItem },
  unreadCount: { ret: z.number().int() },
  markRead: { body: updateNewsStatusBody, ret: updateNewsStatusResult },
  config: { ret: messageConfig },
  editConfig: { body: editMessageConfigBody, ret: messageConfig },
};

export const messageCentreCalls = withSchemas(messageCentreApi, messageCentreSchemas);
