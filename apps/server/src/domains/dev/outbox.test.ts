import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { outboxMessages } from '../../messaging/messaging.tables';
import { sendContactSms } from '../contact/contact-test-support';

type Entry = { channel: string; to: string; text: string; code: string | null; createdAt: string };

describe('development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.db.insert(outboxMessages).values([
      { channel: 'email', recipient: 'dev@example.com', body: 'older', code: 'AB12CD', provider: 'outbox', createdAt: new Date('2026-01-01T08:00:00Z') },
      { channel: 'email', recipient: 'dev@example.com', body: 'newer', code: null, provider: 'smtp', createdAt: new Date('2026-01-02T08:00:00Z') },
      { channel: 'sms', recipient: '13600000001', body: 'someone else', code: '123456', provider: 'outbox' },
    ]);
  });
  afterAll(() => t.close());

  it('answers the messages to one address, newest first, without provider details', async () => {
    const { status, body } = await t.call<Entry[]>({ method: 'GET', url: '/web/v1/dev/outbox?to=dev%40example.com' });
    expect(status).toBe(200);
    expect(body.ret).toEqual([
      { channel: 'email', to: 'dev@example.com', text: 'newer', code: null, createdAt: '2026-01-02T08:00:00.000Z' },
      { channel: 'email', to: 'dev@example.com', text: 'older', code: 'AB12CD', createdAt: '2026-01-01T08:00:00.000Z' },
    ]);
  });

  it('carries the code of a message sent through the API', async () => {
    const phone = '13600000002';
    expect((await sendContactSms(t, phone, '10.6.0.1', 'en')).status).toBe(200);
    const { body } = await t.call<Entry[]>({ method: 'GET', url: `/web/v1/dev/outbox?to=${phone}` });
    expect(body.ret).toHaveLength(1);
    expect(body.ret[0]!.channel).toBe('sms');
    expect(body.ret[0]!.text).toContain(body.ret[0]!.code!);
  });

  it('answers an empty list for an address with no messages, and 400 without one', async () => {
    expect((await t.call({ method: 'GET', url: '/web/v1/dev/outbox?to=13600000009' })).body.ret).toEqual([]);
    const missing = await t.call<{ fields: { field: string }[] }>({ method: 'GET', url: '/web/v1/dev/outbox', locale: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.ret.fields.map((f) => f.field)).toEqual(['to']);
  });

  it('answers the 404 envelope for a path that does not exist', async () => {
    const zh = await t.call({ method: 'GET', url: '/web/v1/no/such/call' });
    expect(zh).toEqual({ status: 404, body: { errcode: 404, errmsg: '请求的内容不存在', ret: null } });
    const en = await t.call({ method: 'DELETE', url: '/web/v1/contact/services', locale: 'en' });
    expect(en).toEqual({ status: 404, body: { errcode: 404, errmsg: 'The requested item does not exist', ret: null } });
  });
});

describe('development routes in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('do not exist: the outbox is a 404 envelope while the public API answers', async () => {
    const outbox = await t.call({ method: 'GET', url: '/web/v1/dev/outbox?to=13600000001', locale: 'en' });
    expect(outbox).toEqual({ status: 404, body: { errcode: 404, errmsg: 'The requested item does not exist', ret: null } });
    const services = await t.call({ method: 'GET', url: '/web/v1/contact/services' });
    expect(services.status).toBe(200);
  });

  it('cannot move the clock', async () => {
    const before = t.clock.now().getTime();
    expect((await t.call({ method: 'POST', url: '/web/v1/dev/clock', payload: { minutes: 60 } })).status).toBe(404);
    expect(t.clock.now().getTime() - before).toBeLessThan(60_000);
  });
});

describe('development clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('moves the application clock forward by whole minutes and answers the new now', async () => {
    const before = t.clock.now().getTime();
    const { status, body } = await t.call<{ now: string }>({ method: 'POST', url: '/web/v1/dev/clock', payload: { minutes: 90 } });
    expect(status).toBe(200);
    const moved = new Date(body.ret.now).getTime() - before;
    expect(moved).toBeGreaterThanOrEqual(90 * 60_000);
    expect(moved).toBeLessThan(91 * 60_000);
    expect(t.clock.now().getTime() - before).toBeGreaterThanOrEqual(90 * 60_000);
  });

  it('never moves it back', async () => {
    const before = t.clock.now().getTime();
    const { status, body } = await t.call<{ fields: { field: string }[] }>({ method: 'POST', url: '/web/v1/dev/clock', payload: { minutes: -5 }, locale: 'en' });
    expect(status).toBe(400);
    expect(body.ret.fields.map((f) => f.field)).toEqual(['minutes']);
    expect(t.clock.now().getTime() - before).toBeLessThan(60_000);
  });
});
