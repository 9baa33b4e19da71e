import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { contactMessages } from './contact.tables';
import { contactBody, countMessages, insertServices, sendAndReadCode, sendContactSms } from './contact-test-support';

describe('contact form journey', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof insertServices>>;
  beforeAll(async () => {
    t = await buildTestApp();
    ids = await insertServices(t.db);
  });
  afterAll(() => t.close());

  it('sends a code, reads it from the outbox, submits, and stores the message', async () => {
    const phone = '13800000001';
    const sent = await sendContactSms(t, phone, '10.0.1.1');
    expect(sent).toEqual({ status: 200, body: { errcode: 0, errmsg: '验证码已发送', ret: null } });

    const outbox = await t.call<{ channel: string; to: string; text: string; code: string }[]>({ method: 'GET', url: `/web/v1/dev/outbox?to=${phone}` });
    expect(outbox.body.ret).toHaveLength(1);
    const [message] = outbox.body.ret;
    expect(message).toMatchObject({ channel: 'sms', to: phone });
    expect(message!.code).toMatch(/^\d{6}$/);
    expect(message!.text).toContain('守线众测');
    expect(message!.text).toContain(message!.code);
    expect(message!.text).toContain('5 分钟');

    const added = await t.call({ method: 'POST', url: '/web/v1/contact/add', payload: contactBody([ids.crowd, ids.pentest, ids.crowd], phone, message!.code), remoteAddress: '10.0.1.1' });
    expect(added).toEqual({ status: 200, body: { errcode: 0, errmsg: '提交成功', ret: null } });

    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.phone, phone));
    expect(row).toMatchObject({
      serviceIds: [ids.serial.crowd, ids.serial.pentest],
      companyName: '示例科技有限公司',
      name: '王工',
      sex: 1,
      email: 'sec@example.com',
      remark: '希望了解众测服务的报价',
      source: 1,
      locale: 'zh',
      handled: false,
    });
  });

  it('speaks English to an English caller, in the SMS and the answers', async () => {
    const phone = '13800000002';
    const sent = await sendContactSms(t, phone, '10.0.1.2', 'en');
    expect(sent.body.errmsg).toBe('Verification code sent');
    const outbox = await t.call<{ text: string; code: string }[]>({ method: 'GET', url: `/web/v1/dev/outbox?to=${phone}` });
    const { text, code } = outbox.body.ret[0]!;
    expect(text).toContain('Wardline');
    expect(text).toContain(`is ${code}`);
    expect(text).toContain('valid for 5 minutes');

    const body = contactBody([ids.crowd], phone, code, { name: '', email: '', remark: '', sex: undefined, source: undefined });
    const added = await t.call({ method: 'POST', url: '/web/v1/contact/add', payload: body, locale: 'en', remoteAddress: '10.0.1.2' });
    expect(added.body).toEqual({ errcode: 0, errmsg: 'Submitted successfully', ret: null });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.phone, phone));
    expect(row).toMatchObject({ locale: 'en', name: '', email: null, remark: '', sex: null, source: null });
  });

  it('uses a code once only', async () => {
    const phone = '13800000003';
    const code = await sendAndReadCode(t, phone, '10.0.1.3');
    const first = await t.call({ method: 'POST', url: '/web/v1/contact/add', payload: contactBody([ids.crowd], phone, code), remoteAddress: '10.0.1.3' });
    expect(first.status).toBe(200);
    const before = await countMessages(t.db);
    const again = await t.call({ method: 'POST', url: '/web/v1/contact/add', payload: contactBody([ids.crowd], phone, code), remoteAddress: '10.0.1.3' });
    expect(again.status).toBe(400);
    expect(again.body.errcode).toBe(40010);
    expect(await countMessages(t.db)).toBe(before);
  });

  it('keeps the code alive when another field is refused first', async () => {
    const phone = '13800000004';
    const code = await sendAndReadCode(t, phone, '10.0.1.4');
    const retired = await t.call({ method: 'POST', url: '/web/v1/contact/add', payload: contactBody([ids.retired], phone, code), remoteAddress: '10.0.1.4' });
    expect(retired.status).toBe(400);
    const tooLong = await t.call({ method: 'POST', url: '/web/v1/contact/add', payload: contactBody([ids.crowd], phone, code, { remark: 'x'.repeat(501) }), remoteAddress: '10.0.1.4' });
    expect(tooLong.status).toBe(400);
    const fixed = await t.call({ method: 'POST', url: '/web/v1/contact/add', payload: contactBody([ids.crowd], phone, code), remoteAddress: '10.0.1.4' });
    expect(fixed.status).toBe(200);
  });
});
