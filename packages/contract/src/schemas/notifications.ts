import { z } from 'zod';
import { MESSAGE_PAGE_SIZE, MESSAGE_PAGE_SIZES } from '../constants/site';
import { MESSAGE_CONFIG_TYPES, messageStatusSchema } from '../enums/account';
import { codesOf, numericEnum } from '../enums/define';
import { pageParam } from './common';

/** A message's public id: random, so ids in URLs say nothing about other people's messages. */
export const messageIdSchema = z.string({ error: 'message.id.invalid' }).regex(/^[A-Za-z0-9_-]{16}$/, 'message.id.invalid');

/** GET /getNewsList: page, size (10, 20, 50 or 100) and the tab (all when absent). */
export const newsListQuery = z.object({
  page: pageParam,
  size: numericEnum(MESSAGE_PAGE_SIZES).default(MESSAGE_PAGE_SIZE),
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), messageStatusSchema.optional()),
});
export type NewsListQuery = z.input<typeof newsListQuery>;

/** Spec 000 §3 "Message": its text in the reader's language and where it leads. */
export const newsItem = z.object({
  id: z.string(),
  msgStatus: messageStatusSchema,
  msgContent: z.string(),
  url: z.string().nullable(),
  createTime: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;

export const newsDetailQuery = z.object({ id: messageIdSchema });

/** PUT /updateNewStatus: mark these as read; an empty list is the spec's "not selected". */
export const updateNewsStatusBody = z.object({
  idList: z.array(messageIdSchema, { error: 'message.idList.required' }).min(1, 'message.idList.required').max(100, 'message.idList.max'),
});
export const updateNewsStatusResult = z.object({ updated: z.number().int().nonnegative(), unread: z.number().int().nonnegative() });

/** A switch in an answer: 0 off, 1 on (answers are not coerced, unlike inputs). */
const switchState = z.literal([0, 1]);

/** GET /fetchMessageConfigList (spec 000 §3 "Message config"). */
export const messageConfig = z.object({
  languageType: switchState,
  modeConfigVos: z.array(z.object({ id: z.number().int(), title: z.string(), account: z.string(), status: switchState })),
  contentConfigVos: z.array(z.object({ id: z.number().int(), name: z.string(), status: switchState })),
});
export type MessageConfig = z.infer<typeof messageConfig>;

/** PUT /editMessageConfig: `type` 1 a channel (`id` its id), 2 the language (`status` 0 zh, 1 en), 3 a topic. */
export const editMessageConfigBody = z.object({
  id: z.coerce.number({ error: 'invalid' }).int('invalid').min(0, 'invalid').default(0),
  type: numericEnum(codesOf(MESSAGE_CONFIG_TYPES)),
  status: numericEnum([0, 1]),
});
export type EditMessageConfigBody = z.input<typeof editMessageConfigBody>;

/** What the live stream sends (server-sent event `unread`). */
export const unreadEvent = z.object({ count: z.number().int().nonnegative() });
