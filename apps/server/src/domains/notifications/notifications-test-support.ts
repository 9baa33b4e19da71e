import type { TestApp } from '../../../test/helper';
import { messages } from './notifications.tables';
import { newMessagePublicId } from './public-id';

/**
 * `count` announcement messages for one person, straight in the database, newest last,
 * one second apart (a factory for tests about reading messages, not about sending them).
 */
export async function insertMessages(t: TestApp, userId: number, count: number, read = false): Promise<string[]> {
  const start = t.clock.now().getTime() - count * 1000;
  const rows = Array.from({ length: count }, (_, i) => ({
    publicId: newMessagePublicId(),
    userId,
    template: 'announcement.published',
    params: { title: { zh: `公告 ${i + 1}`, en: `Notice ${i + 1}` } },
    url: `/announcement/detail/${i + 1}`,
    createdAt: new Date(start + i * 1000),
    readAt: read ? new Date(start + i * 1000 + 500) : null,
  }));
  const created = await t.db.insert(messages).values(rows).returning({ publicId: messages.publicId });
  return created.map((r) => r.publicId);
}
