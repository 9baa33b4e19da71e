import type { NewsItem, Page } from '@wardline/contract';
import type { z } from 'zod';
import type { newsListQuery } from '@wardline/contract';
import type { UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { hotQuery } from '../../db/hot-query';
import { toNewsItem } from './message-view';

type Tab = NonNullable<z.output<typeof newsListQuery>['status']> | 'all';

type PageRow = [publicId: string | null, template: string | null, params: Record<string, unknown> | null, url: string | null, readAt: Date | string | null, createdAt: Date | string | null, total: number, unread: number];

const TAB_FILTER: Record<Tab, string> = { all: '', unread: 'AND m.read_at IS NULL', read: 'AND m.read_at IS NOT NULL' };

/**
 * One tab's page and the person's counts in one round trip: the counts row the triggers
 * keep (migration 0004) joined to the page, so a page past the end still brings the
 * counts, and a person without messages gets no row at all. The list is read on every
 * visit of the message centre: a statement planned once, rows as arrays (`hotQuery`).
 */
function pageOf(tab: Tab) {
  return hotQuery<PageRow>(
    `messages_page_${tab}`,
    `SELECT m.public_id, m.template, m.params, m.url, m.read_at, m.created_at, c.total, c.unread
     FROM message_counts c
     LEFT JOIN LATERAL (
       SELECT m.public_id, m.template, m.params, m.url, m.read_at, m.created_at FROM messages m
       WHERE m.user_id = c.user_id ${TAB_FILTER[tab]}
       ORDER BY m.created_at DESC, m.id DESC LIMIT $2 OFFSET $3
     ) m ON TRUE
     WHERE c.user_id = $1`,
  );
}

const PAGES: Record<Tab, ReturnType<typeof pageOf>> = { all: pageOf('all'), unread: pageOf('unread'), read: pageOf('read') };

/** GET /getNewsList: the signed-in person's messages, newest first, one tab (all, unread, read) at a time. */
export async function listMessages({ ctx, actor, input }: UseCaseOptions<z.output<typeof newsListQuery>, UserActor>): Promise<Page<NewsItem>> {
  const rows = await PAGES[input.status ?? 'all'](ctx.db, [actor.user.id, input.size, (input.page - 1) * input.size]);
  const [all, unread] = rows[0] ? [rows[0][6], rows[0][7]] : [0, 0];
  const total = input.status === 'unread' ? unread : input.status === 'read' ? all - unread : all;
  const data = rows
    .filter((row) => row[0] !== null)
    .map(([publicId, template, params, url, readAt, createdAt]) =>
      toNewsItem({ publicId: publicId!, template: template!, params: params ?? {}, url, readAt: readAt === null ? null : new Date(readAt), createdAt: new Date(createdAt!) }, actor.locale),
    );
  return { total, data };
}
