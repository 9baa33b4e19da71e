import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { contactBody, countMessages, insertServices, sendAndReadCode, sendContactSms } from './contact-test-support';
import { CONTACT_SUBMITS_PER_HOUR } from './submit-contact-message';

describe('contact code and rate limits', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof insertServices>>;
  beforeAll(async () => {
    t = await buildTestApp();
    ids = await insertServices(t.db);
  });
  afterAll(() => t.close());

  it('refuses a second code for the same phone within 60 seconds', async () => {
    const phone = '13700000001';
    await sendAndReadCode(t, phone, '10.2.0.1');
    // Another client address does not reset the per-phone gap.
    const again = await sendContactSms(t, phone, '10.2.0.2');
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ errcode: 42901, errmsg: '验证码发送过于频繁，请 60 秒后再试', ret: null });
    const outbox = await t.call<unknown[]>({ method: 'GET', url: `/web/v1/dev/outbox?to=${phone}` });
    expect(outbox.body.ret).toHaveLength(1);
  });

  it('burns the code after five wrong tries', async () => {
    const phone = '13700000002';
    const code = await sendAndReadCode(t, phone, '10.2.1.1');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const { body } = await t.call({ method: 'POST', url: '/web/v1/contact/add', payload: contactBody([ids.crowd], phone, wrong), remoteAddress: '10.2.1.1' });
      expect(body.errcode).toBe(40010);
    }
    const right = await t.call({ method: 'POST', url: '/web/v1/contact/add', payload: contactBody([ids.crowd], phone, code), remoteAddress: '10.2.1.1' });
    expect(right.status).toBe(400);
    expect(right.body.errcode).toBe(40010);
    expect(await countMessages(t.db)).toBe(0);
  });

  it(`allows ${CONTACT_SUBMITS_PER_HOUR} submissions per client address an hour`, async () => {
    const attempt = (ip: string) =>
      t.call({ method: 'POST', url: '/web/v1/contact/add', payload: contactBody(['0123456789abcdef0123456789abcdef'], '13700000003', '123456'), locale: 'en', remoteAddress: ip });
    for (let i = 0; i < CONTACT_SUBMITS_PER_HOUR; i++) expect((await attempt('10.2.2.1')).status).toBe(400);
    const limited = await attempt('10.2.2.1');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ errcode: 429, errmsg: 'Too many requests, please try again later', ret: null });
    // Another address is counted on its own.
    expect((await attempt('10.2.2.2')).status).toBe(400);
  });
});
