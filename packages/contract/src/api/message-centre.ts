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
import { defineCall } from './define-call';

const tag = 'message centre';

/** The message centre (spec 000 §2 /userCenter/news, §7): the signed-in person's own messages and settings. */
export const messageCentreApi = {
  newsList: defineCall({
    method: 'GET',
    path: '/getNewsList',
    access: 'user',
    tag,
    summary: 'Messages newest first; status unread | read (all when absent); size 10, 20, 50 or 100.',
    query: newsListQuery,
    ret: pageSchema(newsItem),
  }),
  newsDetail: defineCall({ method: 'GET', path: '/getNewsDetail', access: 'user', tag, summary: 'One of your messages by id; opening it marks it read.', query: newsDetailQuery, ret: newsItem }),
  unreadCount: defineCall({ method: 'GET', path: '/getUnReadNum', access: 'user', tag, summary: 'How many of your messages are unread.', ret: z.number().int() }),
  markRead: defineCall({
    method: 'PUT',
    path: '/updateNewStatus',
    access: 'user',
    tag,
    summary: 'Marks the messages of idList read; answers how many changed and the unread count.',
    body: updateNewsStatusBody,
    ret: updateNewsStatusResult,
    success: 'markedRead',
  }),
  config: defineCall({ method: 'GET', path: '/fetchMessageConfigList', access: 'user', tag, summary: 'Language of what is sent to you, channels (SMS, email, DingTalk) and topics.', ret: messageConfig }),
  editConfig: defineCall({
    method: 'PUT',
    path: '/editMessageConfig',
    access: 'user',
    tag,
    summary: 'One switch: type 1 a channel (id 1 SMS, 2 email, 3 DingTalk), 2 the language (status 0 zh, 1 en), 3 a topic.',
    body: editMessageConfigBody,
    ret: messageConfig,
    success: 'modified',
  }),
};


