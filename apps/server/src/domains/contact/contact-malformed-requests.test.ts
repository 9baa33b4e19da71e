import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { countMessages } from './contact-test-support';

/** Requests that never reach the contact form's rules still answer the envelope, in the caller's language. */
describe('malformed contact requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ BODY_LIMIT_BYTES: '1000' });
  });
  afterAll(() => t.close());

  it('answers 40001 for a body that is not JSON', async () => {
    const headers = { 'content-type': 'application/json' };
    const zh = await t.call({ method: 'POST', url: '/web/v1/contact/add', payload: '{"services": [1', headers });
    expect(zh).toEqual({ status: 400, body: { errcode: 40001, errmsg: '请求体不是合法的 JSON', ret: null } });
    const en = await t.call({ method: 'POST', url: '/web/v1/contact/sendVerifySms', payload: '{phone:1}', headers, locale: 'en' });
    expect(en).toEqual({ status: 400, body: { errcode: 40001, errmsg: 'The request body is not valid JSON', ret: null } });
  });

  it('answers 413 for a body over the limit, before reading it', async () => {
    const payload = { services: [1], companyName: 'x', phone: '13800000009', verifyCode: '123456', remark: 'y'.repeat(2000) };
    const { status, body } = await t.call({ method: 'POST', url: '/web/v1/contact/add', payload, locale: 'en' });
    expect(status).toBe(413);
    expect(body).toEqual({ errcode: 413, errmsg: 'The request is too large', ret: null });
    expect(await countMessages(t.db)).toBe(0);
  });

  it('answers 400 naming the body when there is none', async () => {
    const { status, body } = await t.call<{ fields: { field: string }[] }>({ method: 'POST', url: '/web/v1/contact/add', locale: 'en' });
    expect(status).toBe(400);
    expect(body.errmsg).toBe('Request body: The format is invalid');
    expect(body.ret.fields.map((f) => f.field)).toEqual(['body']);
  });
});
