import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { NewsItem, Page } from '@wardline/contract';
import type { z } from 'zod';
import type { newsListQuery } from '@wardline/contract';
import type { UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { preparedStatement } from '../../db/prepared';
import { hotQuery } from '../../db/hot-query';
import { messages } from './notifications.tables';
import { messageColumns, toNewsItem } from './message-view';

type Tab = z.output<typeof newsListQuery>['status'];

function tabWhere(tab: Tab): SQL {
  const own = eq(messages.userId, sql.placeholder('userId'));
  if (tab === 'unread') return and(own, isNull(messages.readAt))!;
  if (tab === 'read') return and(own, isNotNull(messages.readAt))!;
  return own;
}

/** The page of each tab, prepared once per database: the list is read on every visit of the message centre. */
function tabStatements(tab: Tab) {
  const key = tab ?? 'all';
  return {
    page: preparedStatement((db) =>
      db
        .select(messageColumns)
        .from(messages)
        .where(tabWhere(tab))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`messages_page_${key}`),
    ),
  };
}
/** The tab totals come from the counts the triggers keep (migration 0004), not from counting thousands of rows. */
const countsOf = hotQuery<[number, number]>('message_counts_of', 'SELECT total, unread FROM message_counts WHERE user_id = $1');

const TABS = { all: tabStatements(undefined), unread: tabStatements('unread'), read: tabStatements('read') };

/** GET /getNewsList: the signed-in person's messages, newest first, one tab (all, unread, read) at a time. */
export async function listMessages({ ctx, actor, input }: UseCaseOptions<z.output<typeof newsListQuery>, UserActor>): Promise<Page<NewsItem>> {
  const tab = TABS[input.status ?? 'all'];
  const [rows, [counts]] = await Promise.all([
    tab.page(ctx.db).execute({ userId: actor.user.id, limit: input.size, offset: (input.page - 1) * input.size }),
    countsOf(ctx.db, [actor.user.id]),
  ]);
  const [all, unread] = counts ?? [0, 0];
  const total = input.status === 'unread' ? unread : input.status === 'read' ? all - unread : all;
  return { total, data: rows.map((row) => toNewsItem(row, actor.locale)) };
}
