import { declareCalls } from './define-call';
import type { messageCentreSchemas } from './message-centre.schemas';

const tag = 'message centre';

/** The message centre (spec 000 §2 /userCenter/news, §7): the signed-in person's own messages and settings. */
export const messageCentreApi = declareCalls<typeof messageCentreSchemas>()({
  newsList: { method: 'GET', path: '/getNewsList', access: 'user', tag, summary: 'Messages newest first; status unread | read (all when absent); size 10, 20, 50 or 100.' },
  newsDetail: { method: 'GET', path: '/getNewsDetail', access: 'user', tag, summary: 'One of your messages by id; opening it marks it read.' },
  unreadCount: { method: 'GET', path: '/getUnReadNum', access: 'user', tag, summary: 'How many of your messages are unread.' },
  markRead: {
    method: 'PUT',
    path: '/updateNewStatus',
    access: 'user',
    tag,
    summary: 'Marks the messages of idList read; answers how many changed and the unread count.',
    success: 'markedRead',
  },
  config: { method: 'GET', path: '/fetchMessageConfigList', access: 'user', tag, summary: 'Language of what is sent to you, channels (SMS, email, DingTalk) and topics.' },
  editConfig: {
    method: 'PUT',
    path: '/editMessageConfig',
    access: 'user',
    tag,
    summary: 'One switch: type 1 a channel (id 1 SMS, 2 email, 3 DingTalk), 2 the language (status 0 zh, 1 en), 3 a topic.',
    success: 'modified',
  },
});
