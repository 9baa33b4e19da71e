import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { NewsItem, Page } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { signedInUser } from '../certification/certification-test-support';
import { users } from '../identity/identity.tables';
import { messages } from './notifications.tables';
import { BROADCAST_CHUNK } from './broadcast-notification';

describe(`announcements reach every account (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const announcement = (published: boolean) => ({
    type: 2,
    titleZh: '平台维护通知',
    titleEn: 'Maintenance notice',
    introduceZh: '周六凌晨维护',
    introduceEn: 'Maintenance early on Saturday',
    contentZh: '<p>维护</p>',
    contentEn: '<p>Maintenance</p>',
    icon: null,
    popup: false,
    published,
  });

  it('puts one message in every account’s centre, in chunks, once, and not for disabled accounts', async () => {
    const staff = await signedInUser(t, null, 'certification', 'staff');
    const reader = await signedInUser(t, 'hacker', 'certification');
    const disabled = await signedInUser(t, 'hacker', 'foriben');
    // Enough accounts for the broadcast to take more than one chunk.
    await t.db.execute(sql`insert into users (phone, nickname, status, usertype) select '1990000' || lpad(g::text, 4, '0'), 'bulk', 'certification', 'hacker' from generate_series(1, ${BROADCAST_CHUNK + 50}) g`);
    const accounts = (await t.db.select({ n: sql<number>`count(*)::int` }).from(users).where(sql`${users.status} <> 'foriben'`))[0]!.n;

    const draft = await t.call<{ id: number }>({ method: 'POST', url: '/web/v1/admin/announcements', headers: { authorization: staff.token }, payload: announcement(false) });
    expect(draft.status).toBe(200);
    await t.jobs.drain();
    expect((await t.db.select().from(messages).where(eq(messages.userId, reader.id))).length).toBe(0);

    const published = await t.call({ method: 'PUT', url: `/web/v1/admin/announcements/${draft.body.ret.id}`, headers: { authorization: staff.token }, payload: announcement(true) });
    expect(published.status).toBe(200);
    await t.jobs.drain();
    await t.jobs.drain();

    const total = (await t.db.select({ n: sql<number>`count(*)::int` }).from(messages).where(eq(messages.template, 'announcement.published')))[0]!.n;
    expect(total).toBe(accounts);
    expect((await t.db.select().from(messages).where(eq(messages.userId, disabled.id))).length).toBe(0);

    const en = await t.call<Page<NewsItem>>({ method: 'GET', url: '/web/v1/getNewsList', headers: { authorization: reader.token }, locale: 'en' });
    expect(en.body.ret.data).toEqual([expect.objectContaining({ msgContent: 'New platform announcement: Maintenance notice.', url: `/announcement/detail/${draft.body.ret.id}` })]);

    // Saving it again (still published) announces nothing new.
    await t.call({ method: 'PUT', url: `/web/v1/admin/announcements/${draft.body.ret.id}`, headers: { authorization: staff.token }, payload: { ...announcement(true), titleEn: 'Maintenance notice (updated)' } });
    await t.jobs.drain();
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(messages).where(eq(messages.template, 'announcement.published')))[0]!.n).toBe(accounts);
  });
});
