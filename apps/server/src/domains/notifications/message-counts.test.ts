import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { buildHacker, signedIn, type SignedIn } from '../../../test/factories';
import { messageCounts, messages } from './notifications.tables';
import { insertMessages } from './notifications-test-support';

describe(`message counts kept by the database (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let reader: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp();
    reader = await signedIn(t, await buildHacker(t));
    other = await signedIn(t, await buildHacker(t));
  });
  afterAll(() => t.close());

  /** What counting the rows says, beside what the kept counts say. */
  async function counts(userId: number) {
    const [real] = await t.db
      .select({ total: sql<number>`count(*)::int`, unread: sql<number>`(count(*) filter (where ${messages.readAt} is null))::int` })
      .from(messages)
      .where(eq(messages.userId, userId));
    const [kept] = await t.db.select({ total: messageCounts.total, unread: messageCounts.unread }).from(messageCounts).where(eq(messageCounts.userId, userId));
    return { real, kept: kept ?? { total: 0, unread: 0 } };
  }

  async function shown(user: SignedIn) {
    const unread = await user.call<number>({ method: 'GET', url: '/web/v1/getUnReadNum' });
    const tabs = await Promise.all(
      ['', '&status=unread', '&status=read'].map((q) => user.call<{ total: number }>({ method: 'GET', url: `/web/v1/getNewsList?page=1&size=10${q}` })),
    );
    return { bell: unread.body.ret, all: tabs[0]!.body.ret.total, unread: tabs[1]!.body.ret.total, read: tabs[2]!.body.ret.total };
  }

  it('shows the bell and every tab total right through inserts, reading and deleting', async () => {
    expect(await shown(reader)).toEqual({ bell: 0, all: 0, unread: 0, read: 0 });
    const unreadIds = await insertMessages(t, reader.id, 7);
    await insertMessages(t, reader.id, 3, true);
    await insertMessages(t, other.id, 4);
    expect(await shown(reader)).toEqual({ bell: 7, all: 10, unread: 7, read: 3 });

    const marked = await reader.call({ method: 'PUT', url: '/web/v1/updateNewStatus', payload: { idList: unreadIds.slice(0, 2) } });
    expect(marked.status).toBe(200);
    expect(await shown(reader)).toEqual({ bell: 5, all: 10, unread: 5, read: 5 });
    // Another person's ids change nothing of theirs or ours.
    await other.call({ method: 'PUT', url: '/web/v1/updateNewStatus', payload: { idList: unreadIds.slice(2, 4) } });
    expect((await shown(reader)).bell).toBe(5);

    await t.db.delete(messages).where(inArray(messages.publicId, unreadIds.slice(4)));
    expect(await shown(reader)).toEqual({ bell: 2, all: 7, unread: 2, read: 5 });
    for (const user of [reader, other]) {
      const { real, kept } = await counts(user.id);
      expect(kept).toEqual(real);
    }
  });

  it('shows each change on the bell of every server on the database at once', async () => {
    const second = await t.sibling();
    try {
      const bell = async (app: TestApp) => (await app.call<number>({ method: 'GET', url: '/web/v1/getUnReadNum', headers: { authorization: other.token } })).body.ret;
      const bothBells = async () => [await bell(t), await bell(second), await bell(t), await bell(second)];
      const before = (await bothBells())[0]!;
      const ids = await insertMessages(t, other.id, 2);
      expect(await bothBells()).toEqual(Array(4).fill(before + 2));
      await other.call({ method: 'PUT', url: '/web/v1/updateNewStatus', payload: { idList: ids.slice(0, 1) } });
      expect(await bothBells()).toEqual(Array(4).fill(before + 1));
      await t.db.update(messages).set({ readAt: sql`now()` }).where(eq(messages.userId, other.id));
      expect(await bothBells()).toEqual([0, 0, 0, 0]);
    } finally {
      await second.close();
    }
  });
});
