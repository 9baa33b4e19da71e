import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageConfig, NewsItem, Page } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { signedInUser } from '../certification/certification-test-support';
import { insertMessages } from './notifications-test-support';

describe(`message centre (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = <T>(token: string | null, method: 'GET' | 'PUT', url: string, payload?: unknown, locale: 'zh' | 'en' = 'zh') =>
    t.call<T>({ method, url: `/web/v1${url}`, headers: token ? { authorization: token } : {}, payload: payload as object, locale });

  it('answers 401 to visitors on every call', async () => {
    for (const [method, url] of [['GET', '/getNewsList'], ['GET', '/getUnReadNum'], ['GET', '/getNewsDetail?id=AAAAAAAAAAAAAAAA'], ['PUT', '/updateNewStatus'], ['GET', '/fetchMessageConfigList'], ['PUT', '/editMessageConfig'], ['GET', '/live/stream']] as const) {
      const res = await call(null, method, url, method === 'PUT' ? {} : undefined);
      expect(res.status, url).toBe(401);
    }
  });

  it('pages through one person’s messages newest first, by tab, in the reader’s language', async () => {
    const hacker = await signedInUser(t, 'hacker', 'certification');
    const other = await signedInUser(t, 'hacker', 'certification');
    await insertMessages(t, hacker.id, 3, true);
    t.clock.advance(60_000);
    await insertMessages(t, hacker.id, 22);
    await insertMessages(t, other.id, 5);

    const first = await call<Page<NewsItem>>(hacker.token, 'GET', '/getNewsList?page=1&size=10');
    expect(first.body.ret.total).toBe(25);
    expect(first.body.ret.data).toHaveLength(10);
    expect(first.body.ret.data[0]).toMatchObject({ msgStatus: 'unread', msgContent: '平台发布了新公告：公告 22。', url: '/announcement/detail/22' });
    expect(first.body.ret.data[0]!.id).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const third = await call<Page<NewsItem>>(hacker.token, 'GET', '/getNewsList?page=3&size=10');
    expect(third.body.ret.data.map((m) => [m.msgContent.slice(-5, -1), m.msgStatus])).toEqual([
      ['公告 2', 'unread'],
      ['公告 1', 'unread'],
      ['公告 3', 'read'],
      ['公告 2', 'read'],
      ['公告 1', 'read'],
    ]);

    const unread = await call<Page<NewsItem>>(hacker.token, 'GET', '/getNewsList?page=1&size=50&status=unread');
    expect(unread.body.ret.total).toBe(22);
    expect(unread.body.ret.data.every((m) => m.msgStatus === 'unread')).toBe(true);
    const read = await call<Page<NewsItem>>(hacker.token, 'GET', '/getNewsList?page=1&size=20&status=read', undefined, 'en');
    expect(read.body.ret.total).toBe(3);
    expect(read.body.ret.data.map((m) => m.msgContent)).toEqual(['New platform announcement: Notice 3.', 'New platform announcement: Notice 2.', 'New platform announcement: Notice 1.']);

    expect((await call<number>(hacker.token, 'GET', '/getUnReadNum')).body.ret).toBe(22);
    expect((await call<number>(other.token, 'GET', '/getUnReadNum')).body.ret).toBe(5);

    // Past the last page the tab's total still shows; someone without messages has none.
    const pastTheEnd = await call<Page<NewsItem>>(hacker.token, 'GET', '/getNewsList?page=9&size=10&status=read');
    expect(pastTheEnd.body.ret).toEqual({ total: 3, data: [] });
    const newcomer = await signedInUser(t, 'hacker', 'certification');
    expect((await call<Page<NewsItem>>(newcomer.token, 'GET', '/getNewsList?page=1&size=10')).body.ret).toEqual({ total: 0, data: [] });
  });

  it('refuses page sizes other than 10, 20, 50 and 100, naming the field', async () => {
    const user = await signedInUser(t, 'company', 'certification');
    const res = await call(user.token, 'GET', '/getNewsList?page=1&size=30', undefined, 'en');
    expect(res.status).toBe(400);
    expect(res.body.errmsg).toMatch(/size/i);
  });

  it('opens a message, which marks it read; another person’s message is simply not found', async () => {
    const owner = await signedInUser(t, 'hacker', 'certification');
    const stranger = await signedInUser(t, 'hacker', 'certification');
    const [id] = await insertMessages(t, owner.id, 1);
    expect((await call(stranger.token, 'GET', `/getNewsDetail?id=${id}`)).status).toBe(404);
    expect((await call<number>(owner.token, 'GET', '/getUnReadNum')).body.ret).toBe(1);

    const opened = await call<NewsItem>(owner.token, 'GET', `/getNewsDetail?id=${id}`);
    expect(opened.body.ret).toMatchObject({ id, msgStatus: 'read', url: '/announcement/detail/1' });
    expect((await call<number>(owner.token, 'GET', '/getUnReadNum')).body.ret).toBe(0);
    expect((await call(owner.token, 'GET', '/getNewsDetail?id=../../etc')).status).toBe(400);
  });

  it('marks chosen messages read; an empty choice is "not selected"; others’ ids change nothing', async () => {
    const owner = await signedInUser(t, 'hacker', 'certification');
    const stranger = await signedInUser(t, 'hacker', 'certification');
    const ids = await insertMessages(t, owner.id, 4);
    const theirs = await insertMessages(t, stranger.id, 1);

    const none = await call(owner.token, 'PUT', '/updateNewStatus', { idList: [] });
    expect(none).toMatchObject({ status: 400, body: { errmsg: expect.stringContaining('未选择消息') } });
    const noneEn = await call(owner.token, 'PUT', '/updateNewStatus', { idList: [] }, 'en');
    expect(noneEn.body.errmsg).toContain('No message selected');

    const marked = await call<{ updated: number; unread: number }>(owner.token, 'PUT', '/updateNewStatus', { idList: [ids[0], ids[1], theirs[0]] });
    expect(marked.body).toMatchObject({ errcode: 0, errmsg: '已标记为已读', ret: { updated: 2, unread: 2 } });
    expect((await call<number>(stranger.token, 'GET', '/getUnReadNum')).body.ret).toBe(1);
    const again = await call<{ updated: number }>(owner.token, 'PUT', '/updateNewStatus', { idList: [ids[0]] });
    expect(again.body.ret.updated).toBe(0);
  });

  it('shows and edits the settings: channels with masked addresses, language, topics', async () => {
    const user = await signedInUser(t, 'hacker', 'certification');
    const config = await call<MessageConfig>(user.token, 'GET', '/fetchMessageConfigList', undefined, 'en');
    expect(config.body.errmsg).toBe('Success');
    expect(config.body.ret).toEqual({
      languageType: 0,
      modeConfigVos: [
        { id: 1, title: 'SMS', account: `${user.phone!.slice(0, 3)}****${user.phone!.slice(-4)}`, status: 1 },
        { id: 2, title: 'Email', account: '', status: 0 },
        { id: 3, title: 'DingTalk', account: '', status: 0 },
      ],
      contentConfigVos: [
        { id: 1, name: 'Certification review results', status: 1 },
        { id: 2, name: 'Platform announcements', status: 0 },
        { id: 3, name: 'Project updates', status: 1 },
        { id: 4, name: 'Teams and achievements', status: 0 },
      ],
    });

    const noMail = await call(user.token, 'PUT', '/editMessageConfig', { id: 2, type: 1, status: 1 }, 'en');
    expect(noMail).toMatchObject({ status: 409, body: { errcode: 40920 } });

    const smsOff = await call<MessageConfig>(user.token, 'PUT', '/editMessageConfig', { id: 1, type: 1, status: 0 });
    expect(smsOff.body).toMatchObject({ errcode: 0, errmsg: '修改成功' });
    expect(smsOff.body.ret.modeConfigVos[0]!.status).toBe(0);
    const english = await call<MessageConfig>(user.token, 'PUT', '/editMessageConfig', { type: 2, status: 1 });
    expect(english.body.ret.languageType).toBe(1);
    const topic = await call<MessageConfig>(user.token, 'PUT', '/editMessageConfig', { id: 2, type: 3, status: 1 });
    expect(topic.body.ret.contentConfigVos).toEqual([
      { id: 1, name: '认证审核结果通知', status: 1 },
      { id: 2, name: '平台公告通知', status: 1 },
      { id: 3, name: '项目进度通知', status: 1 },
      { id: 4, name: '团队与成就通知', status: 0 },
    ]);
    const unknown = await call(user.token, 'PUT', '/editMessageConfig', { id: 9, type: 3, status: 1 }, 'en');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errmsg).toMatch(/id/);
  });
});
